import type { Chain } from 'viem';
import { arbitrum, base, bsc, mainnet, optimism, polygon } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { KNOWN_CHAINS } from './known-chains';

describe('known chains', () => {
  it("match viem's definitions of the same networks (ids, names, coins, RPC, explorer, multicall)", () => {
    const theirs: Chain[] = [mainnet, polygon, arbitrum, optimism, base, bsc];
    expect(KNOWN_CHAINS).toHaveLength(theirs.length);
    KNOWN_CHAINS.forEach((chain, index) => {
      const viem = theirs[index]!;
      expect(chain.id, viem.name).toBe(viem.id);
      expect(chain.name).toBe(viem.name);
      expect(chain.nativeCurrency, viem.name).toEqual(viem.nativeCurrency);
      expect(chain.rpcUrls.default.http, viem.name).toEqual(viem.rpcUrls.default.http);
      expect(chain.blockExplorers?.default.url, viem.name).toBe(viem.blockExplorers?.default.url);
      expect(chain.contracts?.multicall3, viem.name).toEqual(viem.contracts?.multicall3);
    });
  });
});
