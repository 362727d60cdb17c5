import { CheckCircle2, Wallet } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { useT } from '@/lib/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';

/** The page to return to, from `?next=`: a path of this site only (never `//host` or a URL). */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** Where an expired session lands (SPEC.md §4): one button to connect and sign in again, which
 *  returns to the page the session ended on (`?next=`), else goes to the dashboard. */
export function ConnectPage() {
  const t = useT();
  usePageMeta(t('Connect Your Wallet'));
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const next = returnPath(useSearch());
  const [, navigate] = useLocation();
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader title={t('Connect Your Wallet')} subtitle={t('Sign in with your wallet to continue.')} />
      <div className="mt-10 flex flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center sm:p-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          {signedIn ? (
            <CheckCircle2 className="size-7" aria-hidden />
          ) : (
            <Wallet className="size-7" aria-hidden />
          )}
        </span>
        {signedIn ? (
          <>
            <p className="text-lg font-semibold">{t('Your wallet is connected')}</p>
            <Button asChild size="lg">
              {next ? (
                <Link href={next}>{t('Continue where you were')}</Link>
              ) : (
                <Link href={session.isAdmin ? '/admin' : '/dashboard'}>{t('Go to your dashboard')}</Link>
              )}
            </Button>
          </>
        ) : (
          <>
            <p className="max-w-md text-muted-foreground">
              {t(
                'Your session has ended or you are not signed in yet. Connect your wallet and sign a message to continue; signing is free and sends no transaction.',
              )}
            </p>
            <Button
              size="lg"
              onClick={() =>
                openWalletModal(next ? { onConnected: () => navigate(next) } : { goToDashboard: true })
              }
              disabled={session.status === 'restoring'}
            >
              <Wallet aria-hidden />
              {t('Connect Wallet')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
