import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configQueryOptions } from '@/lib/config/app-config';
import { loadI18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { allOrNothingCampaign } from '@/test/campaign';
import { configWithChains } from '@/test/chains';
import { WalletDonationPanel } from './wallet-donation-panel';

const donate = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../use-donate', () => ({ useDonate: () => ({ donate, step: 'idle' }) }));

function renderPanel(campaign = allOrNothingCampaign('funding')) {
  const fetchMock = vi.fn(async (_url: string) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  client.setQueryData(configQueryOptions.queryKey, configWithChains());
  render(
    <QueryClientProvider client={client}>
      <WalletDonationPanel campaign={campaign} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  donate.mockClear();
});

// The lazy parts' texts (decision 140) compile once per run: in before the first test looks.
beforeAll(() => loadI18n('en', 'campaign-parts'), 120_000);
describe('WalletDonationPanel of an all-or-nothing campaign', () => {
  it("gives on the vault's one network, in its stablecoins only, with no gasless offer", async () => {
    const fetchMock = renderPanel();
    // One network though the deployment serves two: no choice, and the panel names it (decision 111).
    expect(screen.queryByLabelText('Network')).not.toBeInTheDocument();
    expect(screen.getByTestId('all-or-nothing-network')).toHaveTextContent(
      "Gifts count only on Local L2, where this campaign's vault lives. Money sent to its address on any other network is not a donation: it is not counted and cannot be refunded.",
    );
    expect(screen.getByTestId('vault-donation-steps')).toHaveTextContent(
      'Your wallet asks twice: first to let the vault take the USDT, then to give it.',
    );
    const token = screen.getByLabelText('Token');
    expect(
      within(token)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USDT', 'USDC', 'DAI']);
    expect(screen.queryByRole('checkbox', { name: 'Donate without gas' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(donate).toHaveBeenCalledWith({
      amount: '25',
      message: '',
      isAnonymous: false,
      symbol: 'USDT',
      chainId: 31338,
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/donations/gasless'),
    );
  });

  it('gives anonymously through the wallet too, never by a plain transfer to the address', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Donate anonymously' }));
    expect(screen.queryByText(/directly to the campaign wallet/)).not.toBeInTheDocument();
    expect(screen.queryByText('0x00000000000000000000000000000000000000aB')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(donate).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '3', isAnonymous: true, chainId: 31338 }),
    );
  });

  it("takes no donation once the vault failed, though the wall clock's end date is a day away", async () => {
    // The vault's chain passed the deadline (its clock, not the browser's, decides: decision 090).
    renderPanel(allOrNothingCampaign('failed', {}, { daysLeft: 1 }));
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Campaign Ended' })).toBeDisabled();
    expect(
      screen.getByText(
        'This all-or-nothing campaign did not reach its goal by its deadline and no longer accepts donations.',
      ),
    ).toBeInTheDocument();
  });

  it('still takes donations after success until the deadline: the vault counts them, and they are withdrawable', () => {
    renderPanel(allOrNothingCampaign('succeeded', {}, { daysLeft: 3 }));
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeEnabled();
    // No promise of a refund the vault will never pay.
    expect(screen.getByTestId('vault-donation-steps')).toHaveTextContent(
      'The goal is already reached: your gift goes to the creator with the rest.',
    );
    expect(screen.getByTestId('vault-donation-steps')).not.toHaveTextContent('take it all back');
  });
});
