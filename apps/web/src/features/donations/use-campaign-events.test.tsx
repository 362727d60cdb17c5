import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { Donation, DonationEvent } from '@crowdvault/shared/api/donation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { campaignDonationsQueryKey } from './api/get-campaign-donations';
import { useCampaignEvents } from './use-campaign-events';

const donation = (id: number, message: string | null = null): Donation => ({
  id,
  campaignId: 7,
  donorId: null,
  donorAddress: null,
  amount: '7',
  currency: 'USDT',
  tokenAddress: '0x0000000000000000000000000000000000000001',
  message,
  isAnonymous: false,
  isSample: false,
  transactionHash: `0x${String(id).padStart(64, '0')}`,
  chainId: 31337,
  logIndex: 0,
  blockNumber: '12',
  createdAt: '2026-11-22T12:00:00.000Z',
});

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  push(event: DonationEvent) {
    this.listeners.get('donation')?.({ data: JSON.stringify(event) } as MessageEvent<string>);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('useCampaignEvents', () => {
  it('puts pushed totals into the campaign and upserts donations by id; closes on unmount', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const client = new QueryClient();
    client.setQueryData(campaignQueryKey('7'), {
      id: 7,
      raisedAmount: '100',
      donorCount: 2,
      title: 'Wells',
    } as Campaign);
    client.setQueryData(campaignDonationsQueryKey(7), [donation(1)]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useCampaignEvents('7', 7), { wrapper });
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/campaigns/7/events');

    act(() =>
      source?.push({ donation: donation(2), campaign: { id: 7, raisedAmount: '107', donorCount: 3 } }),
    );
    expect(client.getQueryData(campaignQueryKey('7'))).toMatchObject({
      raisedAmount: '107',
      donorCount: 3,
      title: 'Wells',
    });
    expect(client.getQueryData<Donation[]>(campaignDonationsQueryKey(7))?.map((d) => d.id)).toEqual([2, 1]);

    act(() =>
      source?.push({ donation: donation(2, 'Go!'), campaign: { id: 7, raisedAmount: '107', donorCount: 3 } }),
    );
    const list = client.getQueryData<Donation[]>(campaignDonationsQueryKey(7));
    expect(list?.map((d) => [d.id, d.message])).toEqual([
      [2, 'Go!'],
      [1, null],
    ]);

    unmount();
    expect(source?.closed).toBe(true);
  });
});
