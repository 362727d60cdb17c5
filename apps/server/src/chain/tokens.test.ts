import { describe, expect, it } from 'vitest';
import { resolveChainEntry } from './chain-config';
import type { ChainDeployment } from './deployment';
import { chainTokens, tokenByAddress, tokenBySymbol } from './tokens';

const usdt = { symbol: 'USDT' as const, address: `0x${'1'.repeat(40)}` as const, decimals: 6 };

/** A chain as the registry resolves it from its id alone: the native coin is the chain
 *  definition's (viem's nativeCurrency), not a table the token code keeps. */
function chainWithId(chainId: number) {
  const deployment = { chainId, tokens: [usdt] } as unknown as ChainDeployment;
  const entry = resolveChainEntry({ rpcUrls: [], publicRpcUrl: '', deploymentFile: '' }, chainId);
  return { deployment, nativeCurrency: entry.nativeCurrency };
}

describe("a chain's tokens", () => {
  it("name the native coin as the chain's definition does: POL on Polygon, BNB on BNB Smart Chain", () => {
    expect(chainTokens(chainWithId(137)).map((token) => token.symbol)).toEqual(['USDT', 'POL']);
    expect(chainTokens(chainWithId(56)).map((token) => token.symbol)).toEqual(['USDT', 'BNB']);
    expect(chainTokens(chainWithId(8453)).map((token) => token.symbol)).toEqual(['USDT', 'ETH']);
  });

  it('fall back to Ether on a chain the registry knows nothing of, and take a configured coin', () => {
    expect(tokenByAddress(chainWithId(999_999), null)).toEqual({
      symbol: 'ETH',
      address: null,
      decimals: 18,
    });
    const configured = {
      ...chainWithId(999_999),
      nativeCurrency: { name: 'Gnosis xDAI', symbol: 'XDAI', decimals: 18 },
    };
    expect(tokenBySymbol(configured, 'xdai')).toEqual({ symbol: 'XDAI', address: null, decimals: 18 });
    expect(tokenByAddress(configured, `0x${'0'.repeat(40)}`)?.symbol).toBe('XDAI');
  });
});
