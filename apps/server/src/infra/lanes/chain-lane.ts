import type { ChainContext } from '../../chain/context';
import type { ChainRegistry } from '../../chain/registry';
import type { Leadership } from '../jobs/leader-lock';
import type { Relayer } from '../relayer/relayer';

/**
 * What one served chain has at run time (decision 125): its client and registry entry, its
 * relayer (the same key on every chain, but each its own nonce queue, send lock, gas ceiling,
 * daily budget and balance, decision 060), and whether this instance leads it (its indexer and
 * its jobs). The composition root hangs the chain's services on it (`Lane` in app-deps.ts).
 */
export interface ChainLane {
  readonly chain: ChainContext;
  readonly relayer: Relayer;
  readonly leadership: Leadership;
}

/** The lanes of every served chain, in the registry's order. A request's chain id is looked up
 *  once, for the chain and its relayer together. */
export class Lanes<L extends ChainLane = ChainLane> {
  private readonly byId: ReadonlyMap<number, L>;

  constructor(
    readonly chains: ChainRegistry,
    readonly all: readonly L[],
  ) {
    this.byId = new Map(all.map((lane) => [lane.chain.chainId, lane]));
  }

  /** The lane of the chain a request names (the primary when it names none); a chain this
   *  deployment does not serve is the caller's mistake (`ChainRegistry.require`'s 400). */
  require(chainId: number | undefined): L {
    return this.of(this.chains.require(chainId).chainId);
  }

  /** The lane of a served chain (a programming error otherwise). */
  of(chainId: number): L {
    const lane = this.byId.get(chainId);
    if (!lane) throw new Error(`No lane for chain ${chainId}`);
    return lane;
  }

  get primary(): L {
    return this.all[0]!;
  }
}
