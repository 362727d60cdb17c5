import { Menu, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CampaignSearchForm } from '@/components/layout/campaign-search-form';
import { LogoMark } from '@/components/layout/logo';
import { MAIN_NAV } from '@/components/layout/nav-items';
import { NavLink } from '@/components/layout/nav-link';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { HeaderWalletActions } from '@/features/auth/header-wallet-actions';
import { cn } from '@/lib/cn';

/** The small-screen side drawer: search, the main nav and the header's actions. */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          className={cn('[&_svg]:size-5', className)}
        >
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <div className="flex items-center gap-2.5 pr-10">
          <LogoMark />
          <SheetTitle className="text-lg font-bold tracking-tight">
            Crowd<span className="text-primary">Vault</span>
          </SheetTitle>
        </div>
        <SheetDescription className="sr-only">Site navigation, campaign search and wallet</SheetDescription>

        <CampaignSearchForm onSubmitted={close} />

        <nav aria-label="Mobile" className="-mx-2 flex flex-col gap-1">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.href}
              href={item.href}
              onClick={close}
              className="rounded-lg px-3 py-2.5 text-base font-medium text-foreground transition-colors hover:bg-muted"
              activeClassName="bg-secondary text-secondary-foreground hover:bg-secondary"
            >
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="mt-auto flex flex-col gap-3 border-t pt-6">
          <Button asChild variant="outline" size="lg">
            <Link href="/create" onClick={close}>
              <Plus aria-hidden />
              Start a fundraiser
            </Link>
          </Button>
          <HeaderWalletActions layout="stacked" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
