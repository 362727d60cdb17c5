import type { Donation } from '@crowdvault/shared/api/donation';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { keepCampaign } from '@/test/campaign';
import { LOCAL_CHAIN } from '@/test/chains';
import { DonationPanel } from './donation-panel';
import { DonationsList } from './donations-list';

const listed: Donation[] = [
  {
    id: 1,
    campaignId: 7,
    donorId: 4,
    donorAddress: null,
    amount: '25',
    currency: 'USDT',
    tokenAddress: '0x00000000000000000000000000000000000000e1',
    message: 'Viel Erfolg!',
    isAnonymous: false,
    isSample: false,
    transactionHash: `0x${'1'.padStart(64, '0')}`,
    chainId: 31337,
    logIndex: 0,
    blockNumber: '10',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
];
vi.mock('../api/get-campaign-donations', () => ({
  useCampaignDonations: () => ({ data: listed, isPending: false, isError: false }),
}));

// Issue 43: the donation panel and the Donations tab in the reader's language (decision 140).
describe('giving in German', () => {
  it('asks, explains and refuses in German before the wallet is asked anything', async () => {
    const onDonate = vi.fn(async () => true);
    render(
      <I18nContext.Provider value={await loadI18n('de', 'campaign')}>
        <DonationPanel
          campaign={keepCampaign()}
          networks={[LOCAL_CHAIN]}
          chainId={LOCAL_CHAIN.chainId}
          onChainChange={vi.fn()}
          onDonate={onDonate}
        />
      </I18nContext.Provider>,
    );
    expect(screen.getByText('Diese Kampagne unterstützen')).toBeInTheDocument();
    expect(screen.getByLabelText('Nachricht (optional)')).toHaveAttribute(
      'placeholder',
      'Hinterlasse ein paar aufmunternde Worte',
    );
    expect(screen.getByRole('checkbox', { name: 'Anonym spenden' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt spenden' }));
    expect(screen.getByTestId('amount-error')).toHaveTextContent(
      'Bitte gib einen gültigen Spendenbetrag ein.',
    );
    await userEvent.type(screen.getByLabelText('Betrag (USDT)'), '1.1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt spenden' }));
    expect(screen.getByTestId('amount-error')).toHaveTextContent('USDT hat höchstens 6 Nachkommastellen.');
    expect(onDonate).not.toHaveBeenCalled();
  });

  it('lists the donations in German', async () => {
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('@/lib/query-client');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nContext.Provider value={await loadI18n('de', 'campaign-parts')}>
          <DonationsList campaignId={7} />
        </I18nContext.Provider>
      </QueryClientProvider>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Spender Nr. 4')).toBeInTheDocument();
    expect(within(item).getByTestId('donation-network')).toHaveTextContent(/^auf /);
  });
});
