import type { Campaign } from '@crowdvault/shared/api/campaign';
import { Undo2, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { useChains } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { useDonorRefund } from './api/donor-refund';
import { RefundCard } from './components/refund-card';
import { useClaimRefund } from './use-claim-refund';

/** The refund part of a failed all-or-nothing campaign's page (issue 29), loaded only there: the
 *  signed-in donor's "Claim your refund"; a visitor is asked for the wallet they gave from. */
export function RefundSection({ campaign }: { campaign: Pick<Campaign, 'id' | 'allOrNothing'> }) {
  const t = useT();
  const session = useSession();
  const address = session.status === 'signed-in' ? session.address : null;
  const failed = campaign.allOrNothing?.state === 'failed';
  const refund = useDonorRefund(campaign.id, failed ? address : null);
  const { claim, pending } = useClaimRefund(campaign.id, address);
  const chains = useChains();
  if (!failed) return null;

  if (!address) {
    return (
      <Card data-testid="refund-connect">
        <CardHeader className="pb-4">
          <CardTitle className="flex items-center gap-2 text-base">
            <Undo2 className="size-4 text-primary" aria-hidden />
            {t('Gave to this campaign?')}
          </CardTitle>
          <CardDescription>
            {t(
              'Its goal was missed, so every donor can take back what they gave. Connect the wallet you gave from to claim your refund.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => openWalletModal()}
            disabled={session.status === 'restoring'}
          >
            <Wallet aria-hidden />
            {t('Connect Wallet')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (refund.isPending)
    return <Skeleton className="h-48 rounded-xl" role="status" aria-label={t('Loading')} />;
  if (!refund.data) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6 text-sm">
          <p className="text-muted-foreground">{t('Your refund could not be loaded.')}</p>
          <Button variant="outline" onClick={() => void refund.refetch()}>
            {t('Try again')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (refund.data.tokens.length === 0) {
    return (
      <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground" data-testid="refund-none">
        {t(
          'The wallet you are signed in with gave nothing counted to this campaign, so it has no refund here. Gave from another wallet? Sign in with that one.',
        )}
      </p>
    );
  }
  const data = refund.data;
  return (
    <RefundCard
      refund={data}
      explorerUrl={chains.explorerFor(data.chainId)}
      pending={pending}
      onClaim={(method, to) => void claim(data, method, to)}
    />
  );
}
