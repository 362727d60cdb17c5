import type { ChainContext } from '../../chain/context';
import type { ChainRegistry } from '../../chain/registry';
import type { Relayer } from './relayer';

/**
 * One relayer per chain (decision 060): the same key, but each chain its own nonce queue and lock,
 * gas ceiling, daily budget and balance. Gasless withdrawals and donations ask for the lane of the
 * chain the request names.
 */
export class RelayerLanes {
  private readonly lanes: ReadonlyMap<number, Relayer>;

  constructor(
    private readonly chains: ChainRegistry,
    create: (chain: ChainContext) => Relayer,
  ) {
    this.lanes = new Map(chains.all.map((chain) => [chain.chainId, create(chain)]));
  }

  /** The relayer of a chain the registry serves (ask `chains.require` first for a request's id). */
  for(chainId: number): Relayer {
    const lane = this.lanes.get(chainId);
    if (!lane) throw new Error(`No relayer for chain ${chainId}`);
    return lane;
  }

  get primary(): Relayer {
    return this.for(this.chains.primary.chainId);
  }

  /** Every chain with its relayer, in the registry's order. */
  entries(): [ChainContext, Relayer][] {
    return this.chains.all.map((chain) => [chain, this.for(chain.chainId)]);
  }
}
