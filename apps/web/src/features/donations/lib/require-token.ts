import type { ChainConfig } from '@crowdvault/shared/api/config';
import { tokenOf } from '@/lib/config/chains';

/** The token a chain offers by its symbol, with its address and decimals there; throws, naming the
 *  chain, when it does not offer it (checked before the wallet is asked for anything). */
export function requireToken(chain: ChainConfig, symbol: string): ChainConfig['tokens'][number] {
  const token = tokenOf(chain, symbol);
  if (!token) throw new Error(`${symbol} is not offered on ${chain.chainName}`);
  return token;
}
