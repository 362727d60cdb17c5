import type { Hex } from 'viem';
import { decodeAbiParameters } from 'viem';
import { convertDecimals } from '../../chain/amounts';
import type { BlockHeader, NativePayment, RawLog } from '../../chain/chain-reader';
import type { ChainDeployment, TokenDeployment } from '../../chain/deployment';
import { decimalsOf } from '../../chain/deployment';
import {
  CONTRIBUTED_TOPIC,
  MATCH_PAID_TOPIC,
  OWNERSHIP_TRANSFERRED_TOPIC,
  REFUNDED_TOPIC,
  topicAddress,
  WITHDRAWN_TOPIC,
} from '../../chain/event-topics';
import { SwapGiftMatcher } from '../../chain/swap-gifts';
import { nativeDonationRow, tokenDonationRow } from '../donations/donation-rows';
import type { NewDonation } from '../donations/donation-store';
import type {
  NewAonContribution,
  NewAonRefund,
  NewOwnerChange,
  NewRoundPayout,
  NewWithdrawal,
  WatchedVault,
} from './indexer-store';

/** The rounds' pool contracts on the chain (lowercase address → round and token), whose transfers
 *  into vaults are matches, not donations (decision 141). */
export type RoundPools = ReadonlyMap<string, { roundId: number; tokenAddress: string }>;

// What the indexer records from one range's logs, traces and headers: pure functions, so the
// indexer itself is only reading, writing and recovering.

export interface RowContext {
  chainId: number;
  deployment: ChainDeployment;
  /** Where campaign amounts get their scale (the registry's primary deployment, decision 060). */
  accounting: ChainDeployment;
  /** Configured tokens by lowercase address. */
  tokens: Map<string, TokenDeployment>;
  nativeSymbol: string;
}

/** Transfers of configured tokens into known vaults; zero values and ERC-721 transfers skipped.
 *  A transfer SwapAndGive made for a `SwapGift` of the same transaction (`swapGifts`, the
 *  contract's logs of the same blocks) is the gift of the donor that event names, with what they
 *  gave beside it (decision 135). A transfer from a round's pool is the round's match, recorded
 *  from the pool's `MatchPaid` (matchPaymentsFrom), never a donation from the pool (decision 141). */
export function donationsFromTransfers(
  context: RowContext,
  logs: RawLog[],
  vaults: Map<string, WatchedVault>,
  times: Map<bigint, bigint>,
  swapGifts: RawLog[] = [],
  pools: RoundPools = new Map(),
): NewDonation[] {
  const rows: NewDonation[] = [];
  const gifts = swapGifts.length > 0 ? new SwapGiftMatcher(context, swapGifts) : null;
  for (const log of logs) {
    const token = context.tokens.get(log.address.toLowerCase());
    // A Transfer with four topics is an ERC-721 transfer; data must hold the uint256 value.
    if (!token || log.topics.length !== 3 || log.data.length !== 66) continue;
    const to = topicAddress(log.topics[2] as Hex);
    const vault = vaults.get(to);
    const amount = BigInt(log.data);
    if (!vault || amount === 0n) continue;
    const from = topicAddress(log.topics[1] as Hex);
    if (pools.has(from)) continue;
    const swapped = gifts?.take({
      from,
      vault: to,
      token: log.address.toLowerCase(),
      txHash: log.transactionHash,
      logIndex: log.logIndex,
    });
    const row = tokenDonationRow(
      {
        chainId: context.chainId,
        campaignId: vault.campaignId,
        campaignDecimals: decimalsOf(context.accounting, vault.currency),
        from: swapped?.donor ?? from,
        amount,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        timestamp: times.get(log.blockNumber) ?? 0n,
      },
      token,
    );
    if (swapped) {
      row.swappedAmount = swapped.amount;
      row.swappedToken = swapped.token;
      row.swappedSymbol = swapped.symbol;
      row.swappedDecimals = swapped.decimals;
    }
    rows.push(row);
  }
  return rows;
}

/** The rounds' pools' `MatchPaid(vault, amount, leaf)` into known vaults: each campaign's match,
 *  as the round's payout (decision 141). */
export function matchPaymentsFrom(
  context: RowContext,
  logs: RawLog[],
  pools: RoundPools,
  vaults: Map<string, WatchedVault>,
  times: Map<bigint, bigint>,
): NewRoundPayout[] {
  return logs.flatMap((log) => {
    const pool = pools.get(log.address.toLowerCase());
    if (!pool || log.topics[0] !== MATCH_PAID_TOPIC || log.topics.length !== 2) return [];
    const vaultAddress = topicAddress(log.topics[1] as Hex);
    const vault = vaults.get(vaultAddress);
    if (!vault) return [];
    const [amount] = decodeAbiParameters([{ type: 'uint256' }, { type: 'bytes32' }], log.data);
    return [
      {
        roundId: pool.roundId,
        campaignId: vault.campaignId,
        chainId: context.chainId,
        poolAddress: log.address.toLowerCase(),
        vaultAddress,
        tokenAddress: pool.tokenAddress,
        amount,
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        createdAt: new Date(Number(times.get(log.blockNumber) ?? 0n) * 1000),
      },
    ];
  });
}

/** Native-coin payments into vaults (decision 032), recorded but not counted toward goals. */
export function donationsFromNativePayments(
  context: RowContext,
  payments: NativePayment[],
  vaults: Map<string, WatchedVault>,
  times: Map<bigint, bigint>,
): NewDonation[] {
  const rows: NewDonation[] = [];
  for (const payment of payments) {
    const vault = vaults.get(payment.to.toLowerCase());
    if (!vault) continue;
    rows.push(
      nativeDonationRow(
        {
          chainId: context.chainId,
          campaignId: vault.campaignId,
          campaignDecimals: decimalsOf(context.accounting, vault.currency),
          from: payment.from,
          amount: payment.value,
          txHash: payment.txHash,
          blockNumber: payment.blockNumber,
          blockHash: payment.blockHash,
          timestamp: times.get(payment.blockNumber) ?? 0n,
        },
        context.nativeSymbol,
        payment.index,
      ),
    );
  }
  return rows;
}

export function withdrawalsFrom(
  context: RowContext,
  logs: RawLog[],
  vaults: Map<string, WatchedVault>,
  times: Map<bigint, bigint>,
): NewWithdrawal[] {
  return logs.flatMap((log) => {
    const vault = vaults.get(log.address.toLowerCase());
    if (!vault || log.topics[0] !== WITHDRAWN_TOPIC || log.topics.length !== 3) return [];
    const [amount, fee, payout] = decodeAbiParameters(
      [{ type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }],
      log.data,
    );
    const token = topicAddress(log.topics[1] as Hex);
    return [
      {
        campaignId: vault.campaignId,
        chainId: context.chainId,
        tokenAddress: /^0x0+$/.test(token) ? null : token,
        recipient: topicAddress(log.topics[2] as Hex),
        amount,
        fee,
        payout,
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        // Block time, like donations: history sorts by when it happened, not when it was read.
        createdAt: new Date(Number(times.get(log.blockNumber) ?? 0n) * 1000),
      },
    ];
  });
}

/** An all-or-nothing vault's `Contributed` and `Refunded` events (decision 090). A token the
 *  chain does not list cannot be in such a vault (it refuses unlisted tokens), so it is skipped. */
export function allOrNothingRowsFrom(
  context: RowContext,
  logs: RawLog[],
  vaults: Map<string, WatchedVault>,
  times: Map<bigint, bigint>,
): { contributions: NewAonContribution[]; refunds: NewAonRefund[] } {
  const contributions: NewAonContribution[] = [];
  const refunds: NewAonRefund[] = [];
  for (const log of logs) {
    const vault = vaults.get(log.address.toLowerCase());
    if (!vault || log.topics.length !== 3) continue;
    const kind =
      log.topics[0] === CONTRIBUTED_TOPIC
        ? 'contribution'
        : log.topics[0] === REFUNDED_TOPIC
          ? 'refund'
          : null;
    if (!kind) continue;
    const tokenAddress = topicAddress(log.topics[2] as Hex);
    const token = context.tokens.get(tokenAddress);
    if (!token) continue;
    const place = {
      campaignId: vault.campaignId,
      chainId: context.chainId,
      donorAddress: topicAddress(log.topics[1] as Hex),
      tokenAddress,
      txHash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      createdAt: new Date(Number(times.get(log.blockNumber) ?? 0n) * 1000),
    };
    const toCampaign = (amount: bigint) =>
      convertDecimals(amount, token.decimals, decimalsOf(context.accounting, vault.currency));
    if (kind === 'contribution') {
      const [amount, countedTotal] = decodeAbiParameters(
        [{ type: 'uint256' }, { type: 'uint256' }],
        log.data,
      );
      contributions.push({ ...place, amount, countedAmount: toCampaign(amount), countedTotal });
    } else {
      const [to, amount, pushed] = decodeAbiParameters(
        [{ type: 'address' }, { type: 'uint256' }, { type: 'bool' }],
        log.data,
      );
      refunds.push({
        ...place,
        recipient: to.toLowerCase(),
        amount,
        countedAmount: toCampaign(amount),
        pushed,
      });
    }
  }
  return { contributions, refunds };
}

/** Accepted vault ownership transfers (decision 016). */
export function ownerChangesFrom(
  context: RowContext,
  logs: RawLog[],
  vaults: Map<string, WatchedVault>,
): NewOwnerChange[] {
  return logs.flatMap((log) => {
    const vault = vaults.get(log.address.toLowerCase());
    if (!vault || log.topics[0] !== OWNERSHIP_TRANSFERRED_TOPIC || log.topics.length !== 3) return [];
    return [
      {
        campaignId: vault.campaignId,
        chainId: context.chainId,
        previousOwner: topicAddress(log.topics[1] as Hex),
        newOwner: topicAddress(log.topics[2] as Hex),
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
      },
    ];
  });
}

/** The headers read must chain (each parent is the previous block) and everything found in
 *  their blocks must carry their hashes; otherwise the node switched forks while we read, and the
 *  range is retried. Returns the hashes by number. */
export function checkContinuity(
  headers: BlockHeader[],
  found: { blockNumber: bigint; blockHash: Hex }[],
): Map<bigint, string> {
  const hashes = new Map<bigint, string>();
  headers.forEach((header, index) => {
    const previous = headers[index - 1];
    if (previous && header.parentHash !== previous.hash) {
      throw new Error(`Block ${header.number} does not follow block ${previous.number}: the chain changed`);
    }
    hashes.set(header.number, header.hash);
  });
  for (const item of found) {
    const hash = hashes.get(item.blockNumber);
    if (hash !== undefined && hash !== item.blockHash) {
      throw new Error(`Data of block ${item.blockNumber} is from another fork: the chain changed`);
    }
  }
  return hashes;
}
