import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { CampaignSearchForm } from '@/components/layout/campaign-search-form';
import { LogoMark } from '@/components/layout/logo';
import { MAIN_NAV } from '@/components/layout/nav-items';
import { NavLink } from '@/components/layout/nav-link';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { HeaderWalletActions } from '@/features/auth/header-wallet-actions';
import { useT } from '@/lib/i18n/i18n';

/** The small-screen side drawer: search, the main nav and the header's actions. Loaded with its
 *  Radix Dialog the first time the menu opens (mobile-nav.tsx). */
export function MobileNavSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button is not Radix's trigger, so it takes the focus back itself. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const close = () => onOpenChange(false);
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={onCloseAutoFocus}
        // Radix would focus the first field, the search: on a phone that pops the keyboard up over
        // the menu the visitor opened to navigate. The drawer itself takes the focus instead (Tab
        // still reaches the search first).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus?.();
        }}
      >
        <div className="flex items-center gap-2.5 pe-10">
          <LogoMark />
          <SheetTitle className="text-lg font-bold tracking-tight">
            Crowd<span className="text-primary">Vault</span>
          </SheetTitle>
        </div>
        <SheetDescription className="sr-only">
          {t('Site navigation, campaign search and wallet')}
        </SheetDescription>

        <CampaignSearchForm onSubmitted={close} />

        <nav aria-label={t('Mobile')} className="-mx-2 flex flex-col gap-1">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              onClick={close}
              className="rounded-lg px-3 py-2.5 text-base font-medium text-foreground transition-colors hover:bg-muted"
              activeClassName="bg-secondary text-secondary-foreground hover:bg-secondary"
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>

        <div className="mt-auto flex flex-col gap-3 border-t pt-6">
          <Button asChild variant="outline" size="lg">
            <Link href="/create" onClick={close}>
              <Plus aria-hidden />
              {t('Start a fundraiser')}
            </Link>
          </Button>
          <HeaderWalletActions layout="stacked" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
