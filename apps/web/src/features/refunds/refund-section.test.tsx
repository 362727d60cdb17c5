import type { DonorRefund } from '@crowdvault/shared/api/refund';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { configQueryOptions } from '@/lib/config/app-config';
import { createQueryClient } from '@/lib/query-client';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { allOrNothingCampaign } from '@/test/campaign';
import { configWithChains } from '@/test/chains';
import { signedInSession } from '@/test/session';
import { RefundSection } from './refund-section';

const session = vi.hoisted(() => ({ current: null as Session | null }));
const wallet = vi.hoisted(() => ({ send: vi.fn(), sign: vi.fn(), connect: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));
vi.mock('@/lib/auth/wallet-modal-state', () => ({ openWalletModal: wallet.connect }));
vi.mock('./claim-refund', () => ({ sendRefundClaim: wallet.send, signRefundClaim: wallet.sign }));

const DONOR = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const VAULT = '0x00000000000000000000000000000000000000aB';
const HASH = `0x${'cd'.repeat(32)}`;
const SIGNATURE = `0x${'11'.repeat(65)}`;

function refund(overrides: Partial<DonorRefund> = {}): DonorRefund {
  return {
    campaignId: 12,
    chainId: 31338,
    vaultAddress: VAULT,
    state: 'failed',
    deadline: '2030-03-04T23:59:59.000Z',
    donorAddress: DONOR,
    tokens: [
      {
        symbol: 'USDT',
        tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        decimals: 18,
        contributed: '25.5',
        refunded: '0',
        claimable: '25.5',
        refund: null,
      },
      {
        symbol: 'USDC',
        tokenAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        decimals: 6,
        contributed: '0.000001',
        refunded: '0',
        claimable: '0.000001',
        refund: null,
      },
    ],
    transaction: { to: VAULT, data: '0xb5545a3c', value: '0', description: 'claimRefund()' },
    typedData: {
      domain: { name: 'CrowdVault', version: '1', chainId: 31338, verifyingContract: VAULT },
      message: { donor: DONOR, to: DONOR, deadline: '1900000000' },
    },
    ...overrides,
  };
}

/** Answers GET /refund with `first` (then `after` once a claim went through: a relayed one, or
 *  `paid.now = true` for the wallet's own) and POST /refund. */
const paid = { now: false };
function stubApi(first: DonorRefund, after: DonorRefund = first) {
  paid.now = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      paid.now = true;
      return new Response(JSON.stringify({ chainId: 31338, transactionHash: HASH, to: DONOR, paid: [] }), {
        status: 200,
      });
    }
    if (url.endsWith('/campaigns/12/refund')) return new Response(JSON.stringify(paid.now ? after : first));
    return new Response('{}', { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection(state: 'funding' | 'failed' = 'failed') {
  const client = createQueryClient();
  client.setQueryData(configQueryOptions.queryKey, configWithChains());
  render(
    <QueryClientProvider client={client}>
      <RefundSection campaign={allOrNothingCampaign(state)} />
    </QueryClientProvider>,
  );
}

const paidRefund = () =>
  refund({
    tokens: refund().tokens.map((token) => ({
      ...token,
      refunded: token.contributed,
      claimable: '0',
      refund: { method: 'claimed' as const, to: DONOR, transactionHash: HASH },
    })),
    transaction: null,
    typedData: null,
  });

beforeEach(() => {
  resetToasts();
  session.current = signedInSession({ address: DONOR });
  wallet.send.mockReset();
  wallet.sign.mockReset();
  wallet.connect.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('RefundSection', () => {
  it('shows the signed-in donor exactly what they get back per token, to the smallest unit', async () => {
    stubApi(refund());
    renderSection();
    const lines = await screen.findByRole('list', { name: 'Your refund by token' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // The amount and its code are kept together by a no-break space (format.amount's).
    ).toEqual(['25.50\u00a0USDTto claim', '0.000001\u00a0USDCto claim']);
    expect(screen.getByRole('heading', { name: 'Claim your refund' })).toBeInTheDocument();
  });

  it('claims without gas: signs for the donor, the API relays it, and the card then says paid', async () => {
    const fetchMock = stubApi(refund(), paidRefund());
    wallet.sign.mockResolvedValue({ to: DONOR, deadline: '1900000000', signature: SIGNATURE });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim without gas' }));
    await screen.findByText('Paid back in full');
    expect(wallet.sign).toHaveBeenCalledWith(expect.objectContaining({ vaultAddress: VAULT }), DONOR, DONOR);
    const post = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([, init]) => init?.method === 'POST',
    );
    expect(post?.[0]).toBe('/api/campaigns/12/refund');
    expect(JSON.parse(String(post?.[1].body))).toEqual({
      to: DONOR,
      deadline: '1900000000',
      signature: SIGNATURE,
    });
    expect(getToasts().map((toast) => toast.title)).toContain('Refund Paid');
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
  });

  it("claims with the donor's own wallet (claimRefund, gas paid by the donor)", async () => {
    stubApi(refund(), paidRefund());
    wallet.send.mockImplementation(async () => {
      paid.now = true;
      return HASH;
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim with my wallet' }));
    await screen.findByText('Paid back in full');
    expect(wallet.send).toHaveBeenCalledWith(
      expect.objectContaining({ transaction: refund().transaction }),
      DONOR,
      expect.any(Function),
    );
    expect(wallet.sign).not.toHaveBeenCalled();
  });

  it('signs a refund to another address when the donor names one, and checks it first', async () => {
    stubApi(refund(), paidRefund());
    wallet.sign.mockResolvedValue({ to: VAULT, deadline: '1900000000', signature: SIGNATURE });
    renderSection();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Send my refund to another address/ }));
    expect(screen.queryByRole('button', { name: 'Claim with my wallet' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Refund to'), '0x123');
    await userEvent.click(screen.getByRole('button', { name: 'Claim without gas' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the 0x address that should receive your refund.',
    );
    expect(wallet.sign).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Refund to'));
    await userEvent.type(screen.getByLabelText('Refund to'), VAULT);
    await userEvent.click(screen.getByRole('button', { name: 'Claim without gas' }));
    await waitFor(() => expect(wallet.sign).toHaveBeenCalledWith(expect.anything(), DONOR, VAULT));
  });

  it("shows the server's refusal of a claim and leaves the claim open", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? new Response(
              JSON.stringify({
                message:
                  'Nothing to refund: this wallet gave nothing counted, or its refund was already paid',
              }),
              { status: 400 },
            )
          : new Response(JSON.stringify(refund())),
      ),
    );
    wallet.sign.mockResolvedValue({ to: DONOR, deadline: '1900000000', signature: SIGNATURE });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim without gas' }));
    await waitFor(() =>
      expect(getToasts().find((toast) => toast.title === 'Refund Failed')?.description).toMatch(
        /Nothing to refund/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Claim without gas' })).toBeEnabled();
  });

  it('asks a visitor to connect the wallet they gave from', async () => {
    session.current = { status: 'signed-out', address: null, isAdmin: false, user: null };
    const fetchMock = stubApi(refund());
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(wallet.connect).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a signed-in wallet that gave nothing that it has no refund here', async () => {
    stubApi(refund({ tokens: [], transaction: null, typedData: null }));
    renderSection();
    expect(await screen.findByTestId('refund-none')).toHaveTextContent(
      'gave nothing counted to this campaign',
    );
  });

  it('shows nothing and asks nothing before the vault has failed', () => {
    const fetchMock = stubApi(refund());
    renderSection('funding');
    expect(screen.queryByTestId('refund-card')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
