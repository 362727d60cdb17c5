import { CheckCircle2, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { usePageMeta } from '@/lib/page-meta';

/** Where an expired session lands (SPEC.md §4): one button to connect and sign in again. */
export function ConnectPage() {
  usePageMeta('Connect Your Wallet');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <PageHeader title="Connect Your Wallet" subtitle="Sign in with your wallet to continue." />
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
            <p className="text-lg font-semibold">Your wallet is connected</p>
            <Button asChild size="lg">
              <Link href={session.isAdmin ? '/admin' : '/dashboard'}>Go to your dashboard</Link>
            </Button>
          </>
        ) : (
          <>
            <p className="max-w-md text-muted-foreground">
              Your session has ended or you are not signed in yet. Connect your wallet and sign a message to
              continue; signing is free and sends no transaction.
            </p>
            <Button
              size="lg"
              onClick={() => openWalletModal({ goToDashboard: true })}
              disabled={session.status === 'restoring'}
            >
              <Wallet aria-hidden />
              Connect Wallet
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
