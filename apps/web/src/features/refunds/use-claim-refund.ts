import type { DonorRefund } from '@crowdvault/shared/api/refund';
import { shortenAddress } from '@crowdvault/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { isApiError } from '@/lib/http/api-error';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { useTransactor } from '@/lib/wallet/use-transactor';
import { donorRefundQueryKey, relayRefund } from './api/donor-refund';

export type ClaimMethod = 'direct' | 'gasless';

/** Claims a donor's refund, directly (their wallet sends claimRefund() and pays gas) or gasless
 *  (they sign, the platform relays). Resolves true once paid; `pending` names the method in
 *  progress, for the buttons. Failures are said by the transactor: the server's reason, or the
 *  wallet's or chain's sentence. */
export function useClaimRefund(campaignId: number, from: string | null) {
  const queryClient = useQueryClient();
  const { transact } = useTransactor();
  const [pending, setPending] = useState<ClaimMethod | null>(null);

  const claim = useCallback(
    async (refund: DonorRefund, method: ClaimMethod, to?: string): Promise<boolean> => {
      if (!from) return false;
      setPending(method);
      const { sendRefundClaim, signRefundClaim } = await import('./claim-refund');
      const hash = await transact(
        async (onHash) => {
          if (method === 'direct') return sendRefundClaim(refund, from, onHash);
          const signed = await signRefundClaim(refund, from, to ?? from);
          const relayed = await relayRefund(campaignId, signed);
          onHash(relayed.transactionHash);
          return relayed.transactionHash;
        },
        {
          onError: (error) => {
            if (!isApiError(error)) return false;
            toast({
              title: t('Refund Failed'),
              description: error.serverMessage ?? error.message,
              variant: 'destructive',
            });
            return true;
          },
          onConfirmed: async () => {
            toast({
              title: t('Refund Paid'),
              description:
                method === 'gasless' && to && to.toLowerCase() !== from.toLowerCase()
                  ? t('Your refund was sent to {address}.', { address: shortenAddress(to) })
                  : t('Your refund is back in your wallet.'),
              variant: 'success',
            });
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: donorRefundQueryKey(campaignId, from) }),
              queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaignId) }),
              queryClient.invalidateQueries({ queryKey: ['token-balance'] }),
            ]);
          },
        },
      );
      setPending(null);
      return hash !== null;
    },
    [campaignId, from, queryClient, transact],
  );

  return { claim, pending };
}
