import type { ChainConfig } from '@crowdvault/shared/api/config';
import { describe, expect, it } from 'vitest';
import { LOCAL_L2 } from '@/test/chains';
import { parseChainError } from './parse-chain-error';
import {
  type AddEthereumChainParameter,
  moveWalletToChain,
  needsAddChain,
  type WalletChainPort,
} from './switch-chain';

const BASE: ChainConfig = {
  ...LOCAL_L2,
  chainId: 8453,
  chainName: 'Base',
  explorerUrl: 'https://basescan.org',
  explorerName: 'Basescan',
};

const rpcError = (code: number, message = `error ${code}`) => Object.assign(new Error(message), { code });

/** A wallet on `start` that knows `known` chains; `onSwitch` may answer a switch differently. */
function fakeWallet({
  start = 31337,
  known = [31337],
  switchAnswer,
  addAnswer,
  addSwitches = false,
}: {
  start?: number;
  known?: number[];
  /** Replaces the normal answer to a switch (throw to fail, or return to stay put). */
  switchAnswer?: (chainId: number, call: number) => 'stay' | undefined;
  addAnswer?: () => void;
  /** The wallet moves to a chain as it adds it (MetaMask asks both at once). */
  addSwitches?: boolean;
}) {
  let current = start;
  const chains = new Set(known);
  const calls: string[] = [];
  const added: AddEthereumChainParameter[] = [];
  let switches = 0;
  const port: WalletChainPort = {
    async chainId() {
      calls.push('eth_chainId');
      return current;
    },
    async switchTo(chainId) {
      calls.push(`wallet_switchEthereumChain ${chainId}`);
      switches += 1;
      if (switchAnswer?.(chainId, switches) === 'stay') return;
      if (!chains.has(chainId)) throw rpcError(4902, 'Unrecognized chain ID.');
      current = chainId;
    },
    async addChain(parameters) {
      calls.push(`wallet_addEthereumChain ${Number(parameters.chainId)}`);
      added.push(parameters);
      addAnswer?.();
      chains.add(Number(parameters.chainId));
      if (addSwitches) current = Number(parameters.chainId);
    },
  };
  return { port, calls, added, current: () => current };
}

describe('moveWalletToChain', () => {
  it('asks nothing of a wallet already on the chain', async () => {
    const wallet = fakeWallet({ start: 31338 });
    await moveWalletToChain(wallet.port, LOCAL_L2);
    expect(wallet.calls).toEqual(['eth_chainId']);
  });

  it('switches a wallet that knows the chain, then reads the chain again', async () => {
    const wallet = fakeWallet({ known: [31337, 31338] });
    await moveWalletToChain(wallet.port, LOCAL_L2);
    expect(wallet.calls).toEqual(['eth_chainId', 'wallet_switchEthereumChain 31338', 'eth_chainId']);
    expect(wallet.current()).toBe(31338);
  });

  it('answers 4902 by adding the chain with its parameters, then switching', async () => {
    const wallet = fakeWallet({});
    await moveWalletToChain(wallet.port, LOCAL_L2);
    expect(wallet.calls).toEqual([
      'eth_chainId',
      'wallet_switchEthereumChain 31338',
      'wallet_addEthereumChain 31338',
      'eth_chainId',
      'wallet_switchEthereumChain 31338',
      'eth_chainId',
    ]);
    // A local chain has no explorer: the field is left out rather than sent empty.
    expect(wallet.added).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Local L2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8546'],
      },
    ]);
    expect(wallet.current()).toBe(31338);
  });

  it('does not switch again when adding the chain already moved the wallet, and passes the explorer', async () => {
    const wallet = fakeWallet({ addSwitches: true });
    await moveWalletToChain(wallet.port, BASE);
    expect(wallet.calls.filter((call) => call.startsWith('wallet_switch'))).toHaveLength(1);
    expect(wallet.added[0]?.blockExplorerUrls).toEqual(['https://basescan.org']);
    expect(wallet.current()).toBe(8453);
  });

  it.each([
    ['-32603 (MetaMask Mobile)', () => rpcError(-32603, 'Internal JSON-RPC error.')],
    [
      '4902 wrapped in -32603 data',
      () => Object.assign(rpcError(-1), { data: { originalError: { code: 4902 } } }),
    ],
    [
      "wagmi's SwitchChainNotSupportedError",
      () => Object.assign(new Error('x'), { name: 'SwitchChainNotSupportedError' }),
    ],
    [
      'an "Unrecognized chain ID" sentence',
      () => new Error('Unrecognized chain ID "0x7a6a". Try adding the chain'),
    ],
  ])('treats %s as "add the chain"', async (_name, failure) => {
    const wallet = fakeWallet({
      switchAnswer: (_chainId, call) => {
        if (call === 1) throw failure();
        return undefined;
      },
    });
    await moveWalletToChain(wallet.port, LOCAL_L2);
    expect(wallet.calls).toContain('wallet_addEthereumChain 31338');
    expect(wallet.current()).toBe(31338);
  });

  it('refuses to go on when the wallet says yes but stays on another chain', async () => {
    const wallet = fakeWallet({ known: [31337, 31338], switchAnswer: () => 'stay' });
    const failure = await moveWalletToChain(wallet.port, LOCAL_L2).catch((error: unknown) => error);
    expect(parseChainError(failure)).toEqual({
      kind: 'wrong-chain',
      title: 'Wrong Network',
      description:
        'Your wallet is still on another network (chain id 31337), not Local L2. Switch it to Local L2 (chain id 31338) in your wallet, then try again. Nothing was sent.',
    });
  });

  it('tells the donor to switch by hand when the wallet cannot switch (a WalletConnect mobile wallet)', async () => {
    const wallet = fakeWallet({
      switchAnswer: () => {
        throw rpcError(-32601, 'Method not supported: wallet_switchEthereumChain');
      },
    });
    const failure = await moveWalletToChain(wallet.port, LOCAL_L2).catch((error: unknown) => error);
    expect(wallet.calls).not.toContain('wallet_addEthereumChain 31338');
    const parsed = parseChainError(failure);
    expect(parsed.kind).toBe('wrong-chain');
    expect(parsed.description).toMatch(/^Your wallet did not switch to Local L2/);
    expect(parsed.description).toMatch(
      /Open your wallet, choose the Local L2 network \(chain id 31338\), then try again/,
    );
  });

  it('says the same when adding the chain fails', async () => {
    const wallet = fakeWallet({
      addAnswer: () => {
        throw rpcError(-32602, 'rpcUrls must be https');
      },
    });
    const failure = await moveWalletToChain(wallet.port, LOCAL_L2).catch((error: unknown) => error);
    expect(parseChainError(failure).description).toMatch(/^Your wallet did not switch to Local L2/);
  });

  it('keeps a refusal in the wallet a refusal, whether of the switch or of adding the chain', async () => {
    const refusesSwitch = fakeWallet({
      known: [31337, 31338],
      switchAnswer: () => {
        throw rpcError(4001, 'User rejected the request.');
      },
    });
    expect(
      parseChainError(await moveWalletToChain(refusesSwitch.port, LOCAL_L2).catch((e: unknown) => e)).kind,
    ).toBe('rejected');
    const refusesAdd = fakeWallet({
      addAnswer: () => {
        throw rpcError(4001, 'User rejected the request.');
      },
    });
    expect(
      parseChainError(await moveWalletToChain(refusesAdd.port, LOCAL_L2).catch((e: unknown) => e)).kind,
    ).toBe('rejected');
  });
});

describe('needsAddChain', () => {
  it('does not mistake a refusal or an unrelated failure for an unknown chain', () => {
    expect(needsAddChain(rpcError(4001))).toBe(false);
    expect(needsAddChain(rpcError(-32601, 'Method not found'))).toBe(false);
    expect(needsAddChain(new Error('timeout'))).toBe(false);
  });
});
