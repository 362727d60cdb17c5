import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { allOrNothingCampaign, keepCampaign } from '@/test/campaign';
import { CampaignsSection, previewDescription } from './campaigns-section';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

function campaign(overrides: Partial<OwnCampaign>): OwnCampaign {
  return {
    ...keepCampaign({
      id: 1,
      description: 'Wells for three villages.',
      raisedAmount: '250.5',
      walletAddress: null,
      endDate: '2026-12-01T00:00:00.000Z',
      createdAt: '2026-11-01T00:00:00.000Z',
      creator: { username: 'maya', walletAddress: ADDRESS, bio: null, avatarUrl: null },
    }),
    safe: null,
    moderationReason: null,
    ...overrides,
  };
}

const chain = (chainId: number, chainName: string) => ({
  chainId,
  chainName,
  rpcUrl: 'http://127.0.0.1:8545',
  explorerUrl: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
  confirmations: 0,
  safeContracts: null,
});
const CONFIG = { chains: [chain(31337, 'Local Anvil'), chain(31338, 'Local L2')] };

function renderWith(campaigns: OwnCampaign[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: RequestInfo | URL) =>
        new Response(JSON.stringify(String(input).endsWith('/config') ? CONFIG : campaigns), { status: 200 }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CampaignsSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  session.current = { status: 'signed-in', address: ADDRESS, isAdmin: false, user: null };
});
afterEach(() => vi.unstubAllGlobals());

describe('CampaignsSection', () => {
  it('shows status and approval, raised of goal, and links to the campaign', async () => {
    renderWith([campaign({}), campaign({ id: 2, title: 'Beehives', isApproved: false })]);
    const approved = (await screen.findByRole('heading', { name: 'Clean water' })).closest('li')!;
    expect(within(approved).getByText('Active')).toBeInTheDocument();
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('250.50 USDT raised of 1,000.00 USDT');
    expect(within(approved).getByRole('link', { name: 'View details of Clean water' })).toHaveAttribute(
      'href',
      '/campaigns/1',
    );
    expect(within(approved).getByRole('link', { name: 'Clean water' })).toHaveAttribute(
      'href',
      '/campaign/1',
    );
    const pending = screen.getByRole('heading', { name: 'Beehives' }).closest('li')!;
    expect(within(pending).getByText('Pending Approval')).toBeInTheDocument();
    // One badge tells where it stands: no green 'Active' beside 'Pending Approval'.
    expect(within(pending).queryByText('Active')).not.toBeInTheDocument();
  });

  it('marks a rejected campaign and tells its creator why', async () => {
    renderWith([
      campaign({
        isApproved: false,
        moderationReason: { code: 'incomplete_information', text: 'Add the clinic invoice.' },
      }),
    ]);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Rejected: Incomplete information')).toBeInTheDocument();
    expect(screen.getByText(/Add the clinic invoice\./)).toBeInTheDocument();
  });

  it('offers Create Campaign when there is none', async () => {
    renderWith([]);
    expect(await screen.findByText('No campaigns yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/create');
  });
});

describe('previewDescription', () => {
  it('keeps the first 100 characters', () => {
    expect(previewDescription('a'.repeat(100))).toBe('a'.repeat(100));
    expect(previewDescription('b'.repeat(150))).toBe(`${'b'.repeat(100)}...`);
  });

  it('splits what a campaign raised by network, named from /api/config', async () => {
    renderWith([
      campaign({
        raisedByChain: [
          { chainId: 31337, raisedAmount: '238' },
          { chainId: 31338, raisedAmount: '12.5' },
        ],
      }),
    ]);
    const split = await screen.findByRole('list', { name: 'Raised by network' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Local Anvil: 238.00\u00A0USDT', 'Local L2: 12.50\u00A0USDT']);
  });

  it("shows an all-or-nothing campaign's state and that nothing can be withdrawn before success", async () => {
    const { story: _story, ...funding } = allOrNothingCampaign('funding');
    const { story: _failedStory, ...failed } = allOrNothingCampaign(
      'failed',
      {},
      { id: 13, title: 'Missed' },
    );
    renderWith([
      { ...funding, moderationReason: null, safe: null },
      { ...failed, moderationReason: null, safe: null },
      campaign({ id: 2, title: 'Beehives' }),
    ]);
    const card = (await screen.findByRole('heading', { name: 'A machine for the workshop' })).closest('li')!;
    expect(within(card).getByTestId('funding-model-badge')).toHaveTextContent('All or nothing · Funding');
    expect(within(card).getByTestId('all-or-nothing-note')).toHaveTextContent(
      'Nothing can be withdrawn before success: this all-or-nothing campaign pays out only if its goal is reached by Mar 4, 2030.',
    );
    const missed = screen.getByRole('heading', { name: 'Missed' }).closest('li')!;
    expect(within(missed).getByTestId('funding-model-badge')).toHaveTextContent('All or nothing · Failed');
    expect(within(missed).getByTestId('all-or-nothing-note')).toHaveTextContent(
      'its vault pays every donor back',
    );
    const keep = screen.getByRole('heading', { name: 'Beehives' }).closest('li')!;
    expect(within(keep).queryByTestId('funding-model-badge')).not.toBeInTheDocument();
  });
});
