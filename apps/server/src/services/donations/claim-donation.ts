import type { CreateDonationBody, Donation } from '@crowdvault/shared/api/donation';
import { type Address, type Hex, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem';
import { tracedTransactionPayments } from '../../chain/chain-reader';
import type { ChainContext } from '../../chain/context';
import { decimalsOf } from '../../chain/deployment';
import { TRANSFER_TOPIC, topicAddress } from '../../chain/event-topics';
import type { ChainRegistry } from '../../chain/registry';
import { SwapGiftMatcher, type SwappedInput } from '../../chain/swap-gifts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireCampaign } from '../campaigns/get-campaign';
import { toDonationResponse } from './donation-response';
import { nativeDonationRow, type TransferPlace, tokenDonationRow } from './donation-rows';
import { lockCampaigns, type NewDonation, recomputeCampaignTotals, upsertDonations } from './donation-store';
import { type DonationEvents, donationEventsFor } from './events';

export const DONATION_ERRORS = {
  noVault: 'This campaign has no address to receive donations yet',
  unknownHash: (network: string) =>
    `Transaction not found on ${network}: check the hash and that your wallet is on the right network`,
  failed: 'The transaction failed on the chain, so no donation was made',
  otherAddress: "The transaction did not pay this campaign's address",
  otherSender: 'The transaction was sent from another address than your signed-in wallet',
  untraceable:
    "The transaction did not pay this campaign's address itself, and this network's node cannot trace payments a contract makes on a transaction's behalf, so it cannot be claimed here",
  chainDown:
    'The chain is not answering right now. Your donation is safe: it will still appear on the campaign once the chain answers; try again shortly to attach your message',
  /** Decision 111: the vault exists on its own chain only; elsewhere its address counts nothing. */
  otherChainAllOrNothing: (home: string, network: string) =>
    `This all-or-nothing campaign takes gifts only on ${home}. A transfer on ${network} is not a donation to it: its vault does not exist there, so the money is not counted and cannot be refunded`,
} as const;

export function unlistedTokenError(tokens: string[], accepted: string[]): string {
  return `The transaction moved a token this campaign does not accept (${tokens.join(', ')}); accepted: ${accepted.join(', ')}`;
}

interface Candidate {
  /** A configured token, or null for the native coin; undefined for an unlisted token. */
  token: Address | null | undefined;
  contract: Address | null;
  from: Address;
  /** Native coin forwarded by a contract: the account that signed the transaction may claim it
   *  too (it made the contract pay), unless that is a 4337 bundler. */
  signer?: Address;
  amount: bigint;
  logIndex: number;
  /** A swap-gift's transfer from SwapAndGive: `from` is the donor its event names (decision 135). */
  swapped?: SwappedInput;
}

export interface ClaimResult {
  donation: Donation;
  /** True when this call recorded it; false when the indexer (or an earlier call) already had. */
  created: boolean;
}

/**
 * POST /api/donations: checks on the chain that `transactionHash` moved a configured token (or
 * the native coin) from the donor's wallet into this campaign's vault, then records it (or, when
 * already recorded, attaches the message and the donor). Amount and currency come from the
 * chain. Nothing is written when a check fails.
 */
export async function claimDonation(
  deps: { db: Database; chains: ChainRegistry; events?: DonationEvents },
  donor: { id: number; walletAddress: Address },
  body: CreateDonationBody,
): Promise<ClaimResult> {
  const { db, chains } = deps;
  const chain = chains.require(body.chainId);
  const campaign = await requireCampaign(db, body.campaignId);
  if (!campaign.vaultAddress) throw new AppError('BAD_REQUEST', DONATION_ERRORS.noVault);
  if (campaign.fundingModel === 'all_or_nothing' && campaign.aonChainId !== chain.chainId) {
    const home = chains.nameOf(campaign.aonChainId as number);
    throw new AppError('BAD_REQUEST', DONATION_ERRORS.otherChainAllOrNothing(home, chain.name));
  }

  const hash = body.transactionHash.toLowerCase() as Hex;
  const receipt = await readReceipt(chain, hash);
  if (receipt.status !== 'success') throw new AppError('BAD_REQUEST', DONATION_ERRORS.failed);

  const { candidates, traced } = await paymentsTo(chain, receipt, campaign.vaultAddress as Address);
  if (candidates.length === 0) {
    throw new AppError('BAD_REQUEST', traced ? DONATION_ERRORS.otherAddress : DONATION_ERRORS.untraceable);
  }
  const listed = candidates.filter((candidate) => candidate.token !== undefined);
  if (listed.length === 0) {
    const unlisted = [...new Set(candidates.map((candidate) => candidate.contract ?? 'native coin'))];
    const accepted = [...chain.deployment.tokens.map((token) => token.symbol), chain.nativeCurrency.symbol];
    throw new AppError('BAD_REQUEST', unlistedTokenError(unlisted, accepted));
  }
  const me = donor.walletAddress.toLowerCase();
  const mine = listed.filter((candidate) => candidate.from === me || candidate.signer === me);
  if (mine.length === 0) throw new AppError('BAD_REQUEST', DONATION_ERRORS.otherSender);

  const block = await fromChain(() => chain.interactive.getBlock({ blockHash: receipt.blockHash }));
  const campaignDecimals = decimalsOf(chains.accounting, campaign.currency);
  const rows: NewDonation[] = mine.map((candidate) => {
    const place: TransferPlace = {
      chainId: chain.chainId,
      campaignId: campaign.id,
      campaignDecimals,
      from: candidate.from,
      amount: candidate.amount,
      txHash: hash,
      logIndex: candidate.logIndex,
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
      timestamp: block.timestamp,
    };
    const token = chain.deployment.tokens.find((known) => known.address.toLowerCase() === candidate.token);
    if (!token) return nativeDonationRow(place, chain.nativeCurrency.symbol, candidate.logIndex);
    const row = tokenDonationRow(place, token);
    // The same row the indexer records for this transfer: what the donor spent beside it.
    if (candidate.swapped) {
      row.swappedAmount = candidate.swapped.amount;
      row.swappedToken = candidate.swapped.token;
      row.swappedSymbol = candidate.swapped.symbol;
      row.swappedDecimals = candidate.swapped.decimals;
    }
    return row;
  });

  const claim = {
    donorUserId: donor.id,
    message: body.message || null,
    isAnonymous: body.isAnonymous ?? false,
  };
  const { written, totals } = await db.transaction(async (tx) => {
    await lockCampaigns(tx, [campaign.id]);
    const written = await upsertDonations(tx, rows, claim);
    return { written, totals: await recomputeCampaignTotals(tx, [campaign.id]) };
  });
  for (const event of donationEventsFor(chains.accounting, written, totals, true)) deps.events?.emit(event);
  const first = written.sort((a, b) => a.logIndex - b.logIndex)[0];
  if (!first) throw new Error(`Recording ${hash} returned no rows`);
  return { donation: toDonationResponse(first), created: written.some((row) => row.inserted) };
}

async function readReceipt(chain: ChainContext, hash: Hex): Promise<TransactionReceipt> {
  try {
    return await fromChain(() => chain.interactive.getTransactionReceipt({ hash }));
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError)
      throw new AppError('BAD_REQUEST', DONATION_ERRORS.unknownHash(chain.name));
    throw error;
  }
}

/** A read the donor waits on: a node that fails or does not answer within the interactive
 *  client's few seconds becomes 503 (the indexer records the transfer once the chain answers). */
async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', DONATION_ERRORS.chainDown);
  }
}

/** Every non-zero payment into `vault` in this transaction: ERC-20 transfers of any token (so an
 *  unlisted one can be named) and the native coin, read from the transaction's trace as the
 *  indexer reads it (forwarded by a contract included), or only its own value where the node
 *  cannot trace (`traced` false). */
async function paymentsTo(
  chain: ChainContext,
  receipt: TransactionReceipt,
  vault: Address,
): Promise<{ candidates: Candidate[]; traced: boolean }> {
  const tokens = new Set(chain.deployment.tokens.map((token) => token.address.toLowerCase()));
  const target = vault.toLowerCase();
  const candidates: Candidate[] = [];
  const gifts = new SwapGiftMatcher(
    { deployment: chain.deployment, nativeSymbol: chain.nativeCurrency.symbol },
    receipt.logs,
  );
  for (const log of receipt.logs) {
    if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3 || log.data.length !== 66) continue;
    if (topicAddress(log.topics[2] as Hex) !== target) continue;
    const amount = BigInt(log.data);
    if (amount === 0n) continue;
    const contract = log.address.toLowerCase() as Address;
    const from = topicAddress(log.topics[1] as Hex);
    const swapped =
      gifts.take({
        from,
        vault: target,
        token: contract,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
      }) ?? undefined;
    candidates.push({
      token: tokens.has(contract) ? contract : undefined,
      contract,
      from: swapped?.donor ?? from,
      amount,
      logIndex: log.logIndex,
      swapped,
    });
  }
  const traced = await fromChain(() => tracedTransactionPayments(chain.interactive, receipt.transactionHash));
  if (traced) {
    const signer = receipt.from.toLowerCase() as Address;
    const viaBundler = ENTRY_POINTS.has(receipt.to?.toLowerCase() ?? '');
    for (const payment of traced) {
      if (payment.to.toLowerCase() !== target) continue;
      candidates.push({
        token: null,
        contract: null,
        from: payment.from.toLowerCase() as Address,
        signer: payment.index === -1 || viaBundler ? undefined : signer,
        amount: payment.value,
        logIndex: payment.index,
      });
    }
    return { candidates, traced: true };
  }
  if (receipt.to?.toLowerCase() === target) {
    const transaction = await fromChain(() =>
      chain.interactive.getTransaction({ hash: receipt.transactionHash }),
    );
    if (transaction.value > 0n) {
      candidates.push({
        token: null,
        contract: null,
        from: transaction.from.toLowerCase() as Address,
        amount: transaction.value,
        logIndex: -1,
      });
    }
  }
  return { candidates, traced: false };
}

/** ERC-4337 EntryPoints (v0.6, v0.7): a transaction sent to one is signed by a bundler, not by
 *  the donor; the smart account signs in as itself. */
const ENTRY_POINTS = new Set([
  '0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789',
  '0x0000000071727de22e5e9d8baf0edac6f37da032',
]);
