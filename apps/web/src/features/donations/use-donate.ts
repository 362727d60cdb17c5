import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { CampaignWallet, CreateDonationBody, Donation } from '@crowdvault/shared/api/donation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/features/auth/use-session';
import { openWalletModal } from '@/features/auth/wallet-modal';
import { campaignQueryKey } from '@/features/campaigns/api/get-campaign';
import { apiGet, apiPost } from '@/lib/http/api-client';
import { campaignDonationsQueryKey } from '../campaign-detail/api/get-campaign-donations';
import { useTransactor } from './use-transactor';

export interface WalletDonation {
  amount: string;
  message: string;
  isAnonymous: boolean;
  symbol: string;
}

export const DONATION_NOT_RECORDED =
  'There was an error processing your donation. Your transfer went through and is safe: it will appear on the campaign automatically within seconds.';

/** Gives from the connected wallet: transfer, receipt, then POST /api/donations. Resolves true
 *  when the transfer went through (the form may be cleared), false when nothing was sent. */
export function useDonate(campaign: Pick<Campaign, 'id' | 'walletAddress'>) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { step, transact } = useTransactor();

  const donate = useCallback(
    async (request: WalletDonation): Promise<boolean> => {
      const from = session.address;
      if (!from) return false;
      const vault =
        campaign.walletAddress ??
        (await apiGet<CampaignWallet>(`/campaigns/${campaign.id}/wallet`)).walletAddress;
      const hash = await transact(
        async (onHash) => {
          const { sendDonation } = await import('./send-donation');
          return sendDonation({ to: vault, amount: request.amount, symbol: request.symbol, from }, onHash);
        },
        (error) => {
          if (!(error instanceof Error) || error.name !== 'WalletNotConnectedError') return false;
          toast({
            title: 'Wallet Not Connected',
            description: 'Please connect your wallet to make a donation.',
            variant: 'destructive',
          });
          openWalletModal();
          return true;
        },
      );
      if (!hash) return false;

      const body: CreateDonationBody = {
        campaignId: campaign.id,
        transactionHash: hash,
        message: request.message || null,
        isAnonymous: request.isAnonymous,
      };
      try {
        await apiPost<Donation>('/donations', body, { silent: true });
        toast({
          title: 'Donation Successful!',
          description: 'Thank you for your contribution.',
          variant: 'success',
        });
      } catch (error) {
        console.warn('POST /api/donations failed after the transfer', error);
        toast({ title: 'Donation Failed', description: DONATION_NOT_RECORDED, variant: 'destructive' });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaign.id) }),
        queryClient.invalidateQueries({ queryKey: campaignDonationsQueryKey(campaign.id) }),
        // The header's balance chip (useTokenBalance).
        queryClient.invalidateQueries({ queryKey: ['token-balance'] }),
      ]);
      return true;
    },
    [campaign.id, campaign.walletAddress, session.address, transact, queryClient],
  );

  return { donate, step };
}
