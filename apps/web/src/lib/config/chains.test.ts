import { describe, expect, it } from 'vitest';
import { configWithChains, LOCAL_CHAIN, LOCAL_L2, POLYGON } from '@/test/chains';
import {
  chainNameOf,
  defaultChainId,
  explorerFor,
  findChain,
  listNames,
  primaryChain,
  tokenOf,
} from './chains';

const config = configWithChains([LOCAL_CHAIN, LOCAL_L2, POLYGON]);

describe('served chains', () => {
  it("finds a chain's explorer by id, and none for a local chain or one not served", () => {
    expect(explorerFor(config, 137)).toBe('https://polygonscan.com');
    expect(explorerFor(config, 31338)).toBeNull();
    expect(explorerFor(config, 1)).toBeNull();
    expect(explorerFor(undefined, 137)).toBeNull();
  });

  it('names a chain, and one it no longer serves by its id', () => {
    expect(chainNameOf(config, 31338)).toBe('Local L2');
    expect(chainNameOf(config, 10)).toBe('Chain 10');
  });

  it("starts on the wallet's chain when served, else on the primary", () => {
    expect(defaultChainId(config, 137)).toBe(137);
    expect(defaultChainId(config, 1)).toBe(31337);
    expect(defaultChainId(config, null)).toBe(31337);
  });

  it("finds a list's entry for a chain, never another chain's in its place", () => {
    const balances = [
      { chainId: 31337, balance: '1' },
      { chainId: 31338, balance: '2' },
    ];
    expect(findChain(balances, 31338)?.balance).toBe('2');
    expect(findChain(balances, 137)).toBeUndefined();
    expect(findChain(balances, undefined)).toBeUndefined();
    expect(primaryChain(config)?.chainId).toBe(31337);
    expect(primaryChain(undefined)).toBeUndefined();
  });

  it("finds a token by symbol with that chain's decimals", () => {
    expect(tokenOf(LOCAL_L2, 'USDT')?.decimals).toBe(18);
    expect(tokenOf(LOCAL_CHAIN, 'USDT')?.decimals).toBe(6);
    expect(tokenOf(POLYGON, 'USDT')).toBeUndefined();
  });

  it('lists names as a sentence', () => {
    expect(listNames(['Local Chain'])).toBe('Local Chain');
    expect(listNames(['Local Chain', 'Local L2'])).toBe('Local Chain and Local L2');
    expect(listNames(['A', 'B', 'C'], 'or')).toBe('A, B or C');
  });
});
