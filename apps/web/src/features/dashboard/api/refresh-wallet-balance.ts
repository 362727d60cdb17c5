import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { myWalletsQueryName } from './get-my-wallets';
import { myQueryKey } from './my-query-key';

/** `GET /api/campaigns/:id/wallet/balance`: reads one vault again and puts the answer in its row. */
export function useRefreshWalletBalance() {
  const { address } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) =>
      apiGet<CampaignVault>(`/campaigns/${campaignId}/wallet/balance`, { silent: true }),
    onSuccess: (vault) => {
      queryClient.setQueryData<CampaignVault[]>(myQueryKey(address, myWalletsQueryName), (vaults) =>
        vaults?.map((row) => (row.campaignId === vault.campaignId ? vault : row)),
      );
    },
    onError: (error) => {
      console.warn('Could not refresh a wallet balance', error);
      toast({ title: 'Error', description: 'Failed to refresh wallet balance.', variant: 'destructive' });
    },
  });
}
