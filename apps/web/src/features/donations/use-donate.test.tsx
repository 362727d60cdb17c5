import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { useDonate } from './use-donate';

const session = vi.hoisted(() => ({ current: null as Session | null }));
const walletModal = vi.hoisted(() => ({ open: vi.fn() }));
const wallet = vi.hoisted(() => ({ send: vi.fn(), sendVault: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));
vi.mock('@/lib/auth/wallet-modal-state', () => ({ openWalletModal: walletModal.open }));
vi.mock('./send-donation', () => ({ sendDonation: wallet.send }));
vi.mock('./send-vault-donation', () => ({ sendPreparedDonation: wallet.sendVault }));

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const HASH = `0x${'ab'.repeat(32)}`;
const SIGNED_OUT: Session = { status: 'signed-out', user: null, address: null, isAdmin: false };
const SIGNED_IN: Session = {
  status: 'signed-in',
  address: ADDRESS,
  isAdmin: false,
  user: {
    id: 3,
    walletAddress: ADDRESS,
    username: 'donor',
    bio: null,
    role: 'USER',
    status: 'ACTIVE',
    isAdmin: false,
  },
};
const CAMPAIGN = { id: 7, walletAddress: '0x00000000000000000000000000000000000000aB' };
const REQUEST = { amount: '25', message: 'Go!', isAnonymous: false, symbol: 'USDT' };

function renderDonate(refreshFollowing?: () => Promise<boolean>) {
  const client = new QueryClient();
  return renderHook(() => useDonate(CAMPAIGN, { refreshFollowing }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

const toastTitles = () => getToasts().map((item) => item.title);

beforeEach(() => {
  resetToasts();
  walletModal.open.mockReset();
  wallet.send.mockReset();
  wallet.sendVault.mockReset();
  session.current = SIGNED_IN;
});

afterEach(() => vi.unstubAllGlobals());

describe('useDonate', () => {
  it('asks a visitor without a wallet to connect and opens the wallet modal', async () => {
    session.current = SIGNED_OUT;
    const { result } = renderDonate();
    await expect(result.current.donate(REQUEST)).resolves.toBe(false);
    // The donation's toasts load with its code: they come a moment later.
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Wallet Not Connected',
        description: 'Please connect your wallet to make a donation.',
      }),
    );
    expect(walletModal.open).toHaveBeenCalledOnce();
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it('continues the donation with what was typed once the visitor has connected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 201 })),
    );
    wallet.send.mockResolvedValue(HASH);
    session.current = SIGNED_OUT;
    const { result, rerender } = renderDonate();
    await act(async () => {
      await result.current.donate(REQUEST);
    });
    const [intent] = walletModal.open.mock.calls[0] as [
      { onConnected?: () => void; goToDashboard?: boolean },
    ];
    expect(intent.goToDashboard).toBeFalsy();
    expect(wallet.send).not.toHaveBeenCalled();
    session.current = SIGNED_IN;
    await act(async () => {
      intent.onConnected?.();
      rerender();
    });
    await waitFor(() => expect(result.current.step).toBe('confirmed'));
    expect(wallet.send).toHaveBeenCalledWith(
      { to: CAMPAIGN.walletAddress, amount: '25', symbol: 'USDT', from: ADDRESS },
      expect.any(Function),
    );
  });

  it('says User Not Found when the session has no user', async () => {
    session.current = { ...SIGNED_IN, user: null };
    const { result } = renderDonate();
    await expect(result.current.donate(REQUEST)).resolves.toBe(false);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'User Not Found',
        description: 'Please ensure your wallet is properly connected.',
      }),
    );
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it('answers a wallet that is not connected to the signed-in address the same way', async () => {
    wallet.send.mockRejectedValue(
      Object.assign(new Error('not connected'), { name: 'WalletNotConnectedError' }),
    );
    const { result } = renderDonate();
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.donate(REQUEST);
    });
    expect(sent).toBe(false);
    await waitFor(() => expect(toastTitles()).toEqual(['Wallet Not Connected']));
    expect(walletModal.open).toHaveBeenCalledOnce();
    expect(result.current.step).toBe('failed');
  });

  it('stays pending until the donation is recorded, then is confirmed', async () => {
    let recorded: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (recorded = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    wallet.send.mockImplementation(async (_transfer: unknown, onHash: (hash: string) => void) => {
      onHash(HASH);
      return HASH;
    });
    const { result } = renderDonate();
    let donation: Promise<boolean> = Promise.resolve(false);
    act(() => {
      donation = result.current.donate(REQUEST);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(wallet.send).toHaveBeenCalledWith(
      { to: CAMPAIGN.walletAddress, amount: '25', symbol: 'USDT', from: ADDRESS },
      expect.any(Function),
    );
    expect(result.current.step).toBe('pending');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/donations');
    expect(JSON.parse(String(init.body))).toEqual({
      campaignId: 7,
      transactionHash: HASH,
      message: 'Go!',
      isAnonymous: false,
    });
    await act(async () => {
      recorded(new Response('{}', { status: 201 }));
      await expect(donation).resolves.toBe(true);
    });
    expect(result.current.step).toBe('confirmed');
    await waitFor(() =>
      expect(toastTitles()).toEqual(
        expect.arrayContaining(['Transaction Confirmed!', 'Donation Successful!']),
      ),
    );
  });

  it('hands the panel the receipt of the recorded donation and whether the donor now follows', async () => {
    const recorded = { id: 9, campaignId: 7, chainId: 31337, transactionHash: HASH, logIndex: 2 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(recorded), { status: 201 })),
    );
    wallet.send.mockImplementation(async (_transfer: unknown, onHash: (hash: string) => void) => {
      onHash(HASH);
      return HASH;
    });
    const refreshFollowing = vi.fn(async () => true);
    const { result } = renderDonate(refreshFollowing);
    expect(result.current.done).toBeNull();
    await act(async () => {
      await expect(result.current.donate(REQUEST)).resolves.toBe(true);
    });
    expect(refreshFollowing).toHaveBeenCalledOnce();
    expect(result.current.done).toEqual({
      amount: '25',
      symbol: 'USDT',
      receipt: `/receipt/31337/${HASH}/2`,
      following: true,
    });
    act(() => result.current.dismissDone());
    expect(result.current.done).toBeNull();
  });

  it('pays on the chosen chain and names that chain when it records the donation', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    wallet.send.mockResolvedValue(HASH);
    const { result } = renderDonate();
    await act(async () => {
      await expect(result.current.donate({ ...REQUEST, chainId: 31338 })).resolves.toBe(true);
    });
    expect(wallet.send).toHaveBeenCalledWith(
      { to: CAMPAIGN.walletAddress, amount: '25', symbol: 'USDT', from: ADDRESS, chainId: 31338 },
      expect.any(Function),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ transactionHash: HASH, chainId: 31338 });
  });

  it('gives to an all-or-nothing vault through the transaction the API builds (approvals first), then records it', async () => {
    const transaction = {
      chainId: 31338,
      to: '0x00000000000000000000000000000000000000aB',
      data: '0xabcdef',
      value: '0',
      before: [
        {
          to: '0x00000000000000000000000000000000000000cD',
          data: '0x095ea7b3',
          value: '0',
          description: 'Approve USDT',
        },
      ],
    };
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/donate')
        ? new Response(JSON.stringify(transaction), { status: 200 })
        : new Response('{}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    wallet.sendVault.mockResolvedValue(HASH);
    const client = new QueryClient();
    const { result } = renderHook(() => useDonate({ ...CAMPAIGN, fundingModel: 'all_or_nothing' }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await act(async () => {
      await expect(result.current.donate({ ...REQUEST, chainId: 31338 })).resolves.toBe(true);
    });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe('/api/campaigns/7/donate');
    expect(JSON.parse(String(calls[0]?.[1].body))).toEqual({
      token: 'USDT',
      amount: '25',
      from: ADDRESS,
      chainId: 31338,
    });
    expect(wallet.send).not.toHaveBeenCalled();
    expect(wallet.sendVault).toHaveBeenCalledWith(
      { transaction, amount: '25', symbol: 'USDT', from: ADDRESS },
      expect.any(Function),
    );
    expect(calls[1]?.[0]).toBe('/api/donations');
    expect(JSON.parse(String(calls[1]?.[1].body))).toMatchObject({ transactionHash: HASH, chainId: 31338 });
  });
});
