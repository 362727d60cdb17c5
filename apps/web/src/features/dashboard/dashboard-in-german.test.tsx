import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import type { MyDonation } from '@crowdvault/shared/api/donation';
import type { CampaignVault, WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type { Session } from '@/lib/auth/use-session';
import { I18nContext, loadI18n, loadPageI18n } from '@/lib/i18n/i18n';
import { keepCampaign } from '@/test/campaign';
import { CampaignsSection } from './components/campaigns-section';
import { DonationItem } from './components/donation-item';
import { WithdrawForm } from './components/withdraw-form';
import { WithdrawalReview } from './components/withdrawal-review';
import { campaignVault, NO_ETH } from './test-fixtures';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const OTHER = `0x${'1'.repeat(40)}`;

/** The page as the browser renders the dashboard in `locale`: the shell's and the dashboard's
 *  texts, made the page's (the helpers outside React format money in it, as in the browser). */
async function inLocale(locale: 'de' | 'ar', children: ReactNode, client = new QueryClient()) {
  const i18n = await loadI18n(locale, 'dashboard');
  await loadPageI18n(locale);
  client.setQueryData(['config'], { chains: [{ chainId: 31337, chainName: 'Local Anvil' }] });
  return render(
    <QueryClientProvider client={client}>
      <I18nContext.Provider value={i18n}>
        <Router>{children}</Router>
      </I18nContext.Provider>
    </QueryClientProvider>,
  );
}

// The dashboard's catalogue chunks compile on first use (po-catalogue.ts reads the whole app's
// imports for its group): once, before the tests, so none of them waits for it.
beforeAll(async () => {
  await Promise.all([loadI18n('de', 'dashboard'), loadI18n('ar', 'dashboard')]);
}, 120_000);
beforeEach(() => {
  session.current = { status: 'signed-in', address: OWNER, isAdmin: false, user: null };
});
afterAll(() => loadPageI18n('en'));

// Issue 43: the dashboard's main screens in the reader's language, amounts in their locale.
describe('the dashboard in German', { timeout: 60_000 }, () => {
  it('lists my campaigns in German, with German amounts', async () => {
    const campaign: OwnCampaign = {
      ...keepCampaign({
        id: 1,
        raisedAmount: '250.5',
        goalAmount: '1000',
        creator: { username: 'maya', walletAddress: OWNER, bio: null, avatarUrl: null },
      }),
      safe: null,
      moderationReason: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([campaign]), { status: 200 })),
    );
    await inLocale('de', <CampaignsSection />);
    const card = (await screen.findByRole('link', { name: 'Details zu Clean water ansehen' })).closest('li')!;
    expect(card).toHaveTextContent('250,50 USDT von 1.000,00 USDT gesammelt');
    expect(within(card).getByRole('link', { name: 'Clean water bearbeiten' })).toHaveTextContent(
      'Bearbeiten',
    );
    expect(within(card).getByRole('progressbar')).toHaveAccessibleName('Zu 25 % finanziert');
    vi.unstubAllGlobals();
  });

  it('checks a withdrawal in German before anything is planned', async () => {
    const vault: CampaignVault = campaignVault(
      { campaignId: 7, title: 'Clean water', currency: 'USDT' },
      {
        deployed: true,
        safe: null,
        balances: [
          {
            symbol: 'USDT',
            tokenAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
            decimals: 6,
            balance: '1250',
          },
          NO_ETH,
        ],
      },
    );
    const onWithdraw = vi.fn();
    await inLocale(
      'de',
      <WithdrawForm
        kind="request"
        vaults={[vault]}
        ownAddress={OWNER}
        pending={null}
        onWithdraw={onWithdraw}
      />,
    );
    expect(screen.getByLabelText('Empfängeradresse')).toHaveValue(OWNER);
    expect(screen.getByRole('button', { name: 'Max.: 1.250,00' })).toBeInTheDocument();
    expect(
      screen.getByText('Die Plattformgebühr von 2,5 % wird von diesem Betrag abgezogen.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Auszahlung prüfen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fehlende Angaben: Bitte wähle eine Kampagne und gib einen Betrag ein.',
    );
    await userEvent.type(screen.getByLabelText('Betrag (USDT)'), '0.001');
    await userEvent.click(screen.getByRole('button', { name: 'Auszahlung prüfen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Die Mindestauszahlung beträgt 0,01 USDT');
    expect(onWithdraw).not.toHaveBeenCalled();
  });

  it('shows my donation and its refund in German', async () => {
    const donation = {
      id: 3,
      donorId: 1,
      campaignId: 7,
      amount: '1234.5',
      currency: 'USDT',
      message: null,
      isAnonymous: true,
      chainId: 31337,
      transactionHash: `0x${'ab'.repeat(32)}`,
      createdAt: '2026-11-20T10:00:00.000Z',
      campaign: { id: 7, title: 'Library shelves', fundingState: 'failed' },
      refund: { amount: '1234.5', timestamp: '2026-12-02T10:00:00.000Z', method: 'pushed' },
    } as unknown as MyDonation;
    const { container } = await inLocale('de', <DonationItem donation={donation} />);
    expect(container).toHaveTextContent('Gespendet an: Library shelves');
    expect(container).toHaveTextContent('1.234,50 USDT');
    expect(screen.getByTestId('anonymous-badge')).toHaveTextContent('Anonym');
    expect(screen.getByRole('link', { name: 'Beleg' })).toBeInTheDocument();
    expect(screen.getByTestId('refunded')).toHaveTextContent(
      'Erstattet: 1.234,50 USDT am 02.12.2026, zurück an deine Wallet gesendet.',
    );
  });
});

describe('the dashboard in Arabic', { timeout: 60_000 }, () => {
  it('reviews a withdrawal right to left, its amounts and address left to right', async () => {
    const plan = {
      campaignId: 7,
      chainId: 31337,
      vaultAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      vaultDeployed: false,
      token: { symbol: 'USDT', address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 6 },
      amount: '1000',
      fee: '25',
      payout: '975',
      available: '1250',
      recipientAddress: OTHER,
      transactions: [],
      typedData: {} as WithdrawalPlan['typedData'],
    } as unknown as WithdrawalPlan;
    await inLocale(
      'ar',
      <WithdrawalReview plan={plan} pending={null} onBack={vi.fn()} onConfirm={vi.fn()} />,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const review = screen.getByTestId('withdrawal-review');
    // Each amount is isolated left to right (LRI … PDI), in Arabic-Indic digits, the code after it.
    expect(within(review).getByText('\u2066١٬٠٠٠٫٠٠ USDT\u2069')).toBeInTheDocument();
    expect(within(review).getByText('\u2066٩٧٥٫٠٠ USDT\u2069')).toBeInTheDocument();
    expect(within(review).getByText('تحصل على')).toBeInTheDocument();
    // The address is a .font-mono text: direction ltr and isolated by styles.css (decision 142).
    expect(screen.getByTestId('withdrawal-recipient')).toHaveClass('font-mono');
    expect(screen.getByRole('button', { name: 'اسحب دون رسوم غاز' })).toBeInTheDocument();
  });
});
