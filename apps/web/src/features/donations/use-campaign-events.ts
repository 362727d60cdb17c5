import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { Donation, DonationEvent } from '@crowdvault/shared/api/donation';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { apiUrl } from '@/lib/http/api-client';
import { campaignDonationsQueryKey } from './api/get-campaign-donations';

/** Puts a pushed donation into the cache: the campaign's totals, and the donation replaced by id
 *  (a donor's message comes as the same donation again) or put first. */
export function applyDonationEvent(queryClient: QueryClient, routeId: string, event: DonationEvent) {
  const { donation, campaign } = event;
  queryClient.setQueryData<Campaign>(campaignQueryKey(routeId), (current) =>
    current ? { ...current, raisedAmount: campaign.raisedAmount, donorCount: campaign.donorCount } : current,
  );
  queryClient.setQueryData<Donation[]>(campaignDonationsQueryKey(campaign.id), (current) => {
    if (!current) return current;
    return current.some((known) => known.id === donation.id)
      ? current.map((known) => (known.id === donation.id ? donation : known))
      : [donation, ...current];
  });
}

/** While the campaign page is open, follows GET /api/campaigns/:id/events. */
export function useCampaignEvents(routeId: string, campaignId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (campaignId === undefined || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(`/campaigns/${campaignId}/events`));
    source.addEventListener('donation', (message) => {
      try {
        applyDonationEvent(queryClient, routeId, JSON.parse((message as MessageEvent<string>).data));
      } catch (error) {
        console.warn('Unreadable donation event', error);
      }
    });
    return () => source.close();
  }, [queryClient, routeId, campaignId]);
}
