import { useCallback } from 'react';
import { allOrNothingWithdrawal, type WithdrawalRule } from '@/lib/campaigns/funding-model';
import { useLocale, useT } from '@/lib/i18n/i18n';
import { useMyCampaigns } from './api/get-my-campaigns';

export type WithdrawalRules = (campaignId: number) => WithdrawalRule | null;

/** What each own all-or-nothing campaign lets its creator withdraw now, from My Campaigns (the
 *  wallet balances do not carry the vault's state): null for a campaign that keeps what it
 *  raises, a succeeded one, or one not loaded yet (the server and the vault refuse anyway). */
export function useWithdrawalRules(): WithdrawalRules {
  const { data: campaigns } = useMyCampaigns();
  const t = useT();
  const locale = useLocale();
  return useCallback(
    (campaignId: number) => {
      const campaign = campaigns?.find((candidate) => candidate.id === campaignId);
      return campaign?.allOrNothing
        ? allOrNothingWithdrawal({ t, locale }, campaign.allOrNothing, campaign.currency)
        : null;
    },
    [campaigns, t, locale],
  );
}
