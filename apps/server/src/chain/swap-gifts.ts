import { type Address, decodeAbiParameters, type Hex } from 'viem';
import type { RawLog } from './chain-reader';
import type { ChainDeployment } from './deployment';
import { SWAP_GIFT_TOPIC, topicAddress } from './event-topics';
import { NATIVE_DECIMALS } from './native-coin';

/** What the matcher reads of the chain: the indexer's row context, or a chain's context. */
export interface GiftContext {
  deployment: ChainDeployment;
  nativeSymbol: string;
}

/** What a donor gave for a swap-gift, as recorded beside the donation (decision 135). */
export interface SwappedInput {
  donor: Address;
  /** Lowercase; null for the native coin. */
  token: string | null;
  amount: bigint;
  /** Null for a token the deployment does not list. */
  symbol: string | null;
  decimals: number | null;
}

interface SwapGift extends SwappedInput {
  txHash: string;
  logIndex: number;
  vault: string;
  tokenOut: string;
  taken: boolean;
}

const NATIVE = '0x0000000000000000000000000000000000000000';

/** A log as the indexer reads it by eth_getLogs or a claim finds it in a receipt. */
type GiftLog = Pick<RawLog, 'address' | 'topics' | 'data' | 'transactionHash' | 'logIndex'>;

/**
 * Pairs the transfers SwapAndGive makes into vaults with the `SwapGift` events that name their
 * donors. A transfer from SwapAndGive is never attributed to the contract: it belongs to the first
 * gift of the same transaction, vault and token logged after it (the contract transfers, then
 * emits), each gift to one transfer, so a transaction with several gifts pairs each in order.
 * Anyone can name any donor through an all-or-nothing vault's `donateFor`, so a donor other than
 * the sender is trusted only from SwapAndGive's own event, read from its address alone. The
 * indexer and POST /api/donations both pair this way, so both record the same row for a gift.
 */
export class SwapGiftMatcher {
  private readonly byTransaction = new Map<string, SwapGift[]>();
  private readonly contract: string | null;

  constructor(context: GiftContext, logs: GiftLog[]) {
    this.contract = context.deployment.swapAndGiveAddress?.toLowerCase() ?? null;
    for (const log of logs) {
      const gift = this.read(context, log);
      if (!gift) continue;
      const list = this.byTransaction.get(gift.txHash) ?? [];
      list.push(gift);
      this.byTransaction.set(gift.txHash, list);
    }
    for (const list of this.byTransaction.values()) list.sort((a, b) => a.logIndex - b.logIndex);
  }

  /** The gift a transfer of `token` into `vault` belongs to, or null for a plain transfer. */
  take(transfer: {
    from: string;
    vault: string;
    token: string;
    txHash: Hex;
    logIndex: number;
  }): SwappedInput | null {
    if (this.contract === null || transfer.from !== this.contract) return null;
    const gifts = this.byTransaction.get(transfer.txHash.toLowerCase());
    const gift = gifts?.find(
      (candidate) =>
        !candidate.taken &&
        candidate.logIndex > transfer.logIndex &&
        candidate.vault === transfer.vault &&
        candidate.tokenOut === transfer.token,
    );
    if (!gift) return null;
    gift.taken = true;
    return gift;
  }

  private read(context: GiftContext, log: GiftLog): SwapGift | null {
    if (log.address.toLowerCase() !== this.contract) return null;
    if (log.topics[0] !== SWAP_GIFT_TOPIC || log.topics.length !== 4) return null;
    const [amountIn, tokenOut] = decodeAbiParameters(
      [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }, { type: 'bool' }],
      log.data,
    );
    const tokenIn = topicAddress(log.topics[3] as Hex);
    const token = tokenIn === NATIVE ? null : tokenIn;
    return {
      donor: topicAddress(log.topics[1] as Hex),
      vault: topicAddress(log.topics[2] as Hex),
      token,
      amount: amountIn,
      ...describeToken(context, token),
      tokenOut: tokenOut.toLowerCase(),
      txHash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      taken: false,
    };
  }
}

/** The symbol and decimals the deployment gives a swapped token: the native coin, a campaign
 *  currency, a listed swap token (DEV) or the wrapped native coin. */
function describeToken(
  context: GiftContext,
  token: string | null,
): { symbol: string | null; decimals: number | null } {
  if (token === null) return { symbol: context.nativeSymbol, decimals: NATIVE_DECIMALS };
  const { deployment } = context;
  const listed = [...deployment.tokens, ...(deployment.swapTokens ?? [])].find(
    (candidate) => candidate.address.toLowerCase() === token,
  );
  if (listed) return { symbol: listed.symbol, decimals: listed.decimals };
  // The wrapped coin's contract is WETH9 (or its copy on each chain): 18 decimals, named after
  // the coin it wraps.
  if (deployment.uniswap?.wrappedNative.toLowerCase() === token) {
    return { symbol: `W${context.nativeSymbol}`, decimals: NATIVE_DECIMALS };
  }
  return { symbol: null, decimals: null };
}
