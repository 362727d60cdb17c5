import { SAFE_ERRORS, type SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { useSafeQueue } from './use-safe-queue';

const ME = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const api = vi.hoisted(() => ({
  proposeSafeTx: vi.fn(),
  confirmSafeTx: vi.fn(),
  rejectSafeTx: vi.fn(),
  executeSafeTx: vi.fn(),
}));
const wallet = vi.hoisted(() => ({
  signSafeProposal: vi.fn(),
  signSafeConfirmation: vi.fn(),
  executeSafeDirectly: vi.fn(),
}));
const toasts = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('./api/safe-queue', () => api);
vi.mock('./sign-safe-tx', () => wallet);
vi.mock('@/lib/toast/use-toast', () => toasts);
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ status: 'signed-in', address: ME }) }));

const DRAFT = {
  chainId: 31337,
  safe: '0x1111111111111111111111111111111111111111',
  vault: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  token: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  amount: 100_000_000n,
  recipient: ME,
  nonce: 4n,
};
const TX = { safeTxHash: `0x${'cd'.repeat(32)}`, chainId: 31337 } as SafeMultisigTx;
const HASH = `0x${'ab'.repeat(32)}`;

function hook() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSafeQueue(), { wrapper }).result;
}

describe('useSafeQueue', () => {
  beforeEach(() => vi.clearAllMocks());

  it("proposes what the wallet signed and says '1 of 2 signed'", async () => {
    wallet.signSafeProposal.mockResolvedValue({ signed: true });
    api.proposeSafeTx.mockResolvedValue({
      progress: '1 of 2 signed',
      confirmations: [{ owner: ME }],
      confirmationsRequired: 2,
    });
    const result = hook();
    let done = false;
    await act(async () => {
      done = await result.current.propose(DRAFT);
    });
    expect(done).toBe(true);
    expect(wallet.signSafeProposal).toHaveBeenCalledWith(DRAFT, ME);
    expect(api.proposeSafeTx).toHaveBeenCalledWith(31337, DRAFT.safe, { signed: true });
    expect(toasts.toast).toHaveBeenCalledWith({
      title: 'Withdrawal proposed: 1 of 2 signed',
      variant: 'success',
    });
  });

  it("shows the server's refusal and reports failure: nothing else happens", async () => {
    wallet.signSafeConfirmation.mockResolvedValue(`0x${'11'.repeat(65)}`);
    api.confirmSafeTx.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 403,
        message: '403',
        body: { message: SAFE_ERRORS.notOwner(ME) },
      }),
    );
    const result = hook();
    let done = true;
    await act(async () => {
      done = await result.current.sign(TX);
    });
    expect(done).toBe(false);
    expect(toasts.toast).toHaveBeenCalledWith({
      title: 'Signature Failed',
      description: SAFE_ERRORS.notOwner(ME),
      variant: 'destructive',
    });
    expect(result.current.pending).toBeNull();
  });

  it('a direct execution the server could not be told of still counts: the chain has it', async () => {
    wallet.executeSafeDirectly.mockResolvedValue(HASH);
    api.executeSafeTx.mockRejectedValue(new ApiError({ kind: 'network', status: 0, message: 'offline' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = hook();
    let done = false;
    await act(async () => {
      done = await result.current.executeDirectly(TX);
    });
    expect(done).toBe(true);
    expect(api.executeSafeTx).toHaveBeenCalledWith(TX.safeTxHash, { mode: 'direct', transactionHash: HASH });
    expect(toasts.toast).toHaveBeenLastCalledWith({ title: 'Withdrawal executed', variant: 'success' });
    warn.mockRestore();
  });

  it('executes without gas through the relayer', async () => {
    api.executeSafeTx.mockResolvedValue({});
    const result = hook();
    await act(async () => {
      await result.current.executeGasless(TX);
    });
    expect(api.executeSafeTx).toHaveBeenCalledWith(TX.safeTxHash, { mode: 'relayer' });
    expect(wallet.executeSafeDirectly).not.toHaveBeenCalled();
  });
});
