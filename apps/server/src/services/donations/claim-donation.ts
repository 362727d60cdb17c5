import type { CreateDonationBody, Donation } from '@crowdvault/shared/api/donation';
import { type Address, type Hex, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem';
import type { ChainContext } from '../../chain/context';
import { decimalsOf } from '../../chain/deployment';
import { TRANSFER_TOPIC, topicAddress } from '../../chain/event-topics';
import { nativeCurrencySymbol } from '../../chain/native-coin';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireCampaign } from '../campaigns/get-campaign';
import { toDonationResponse } from './donation-response';
import { nativeDonationRow, type TransferPlace, tokenDonationRow } from './donation-rows';
import { lockCampaigns, type NewDonation, recomputeCampaignTotals, upsertDonations } from './donation-store';
import { type DonationEvents, donationEventsFor } from './events';

export const DONATION_ERRORS = {
  noVault: 'This campaign has no address to receive donations yet',
  unknownHash:
    'Transaction not found on this chain: check the hash and that your wallet is on the right network',
  failed: 'The transaction failed on the chain, so no donation was made',
  otherAddress: "The transaction did not pay this campaign's address",
  otherSender: 'The transaction was sent from another address than your signed-in wallet',
  chainDown:
    'The chain is not answering right now. Your donation is safe: it will still appear on the campaign once the chain answers; try again shortly to attach your message',
} as const;

export function unlistedTokenError(tokens: string[], accepted: string[]): string {
  return `The transaction moved a token this campaign does not accept (${tokens.join(', ')}); accepted: ${accepted.join(', ')}`;
}

interface Candidate {
  /** A configured token, or null for the native coin; undefined for an unlisted token. */
  token: Address | null | undefined;
  contract: Address | null;
  from: Address;
  amount: bigint;
  logIndex: number | null;
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
  deps: { db: Database; chain: ChainContext; events?: DonationEvents },
  donor: { id: number; walletAddress: Address },
  body: CreateDonationBody,
): Promise<ClaimResult> {
  const { db, chain } = deps;
  const campaign = await requireCampaign(db, body.campaignId);
  if (!campaign.vaultAddress) throw new AppError('BAD_REQUEST', DONATION_ERRORS.noVault);

  const hash = body.transactionHash.toLowerCase() as Hex;
  const receipt = await readReceipt(chain, hash);
  if (receipt.status !== 'success') throw new AppError('BAD_REQUEST', DONATION_ERRORS.failed);

  const candidates = await paymentsTo(chain, receipt, campaign.vaultAddress as Address);
  if (candidates.length === 0) throw new AppError('BAD_REQUEST', DONATION_ERRORS.otherAddress);
  const listed = candidates.filter((candidate) => candidate.token !== undefined);
  if (listed.length === 0) {
    const unlisted = [...new Set(candidates.map((candidate) => candidate.contract ?? 'native coin'))];
    const accepted = [
      ...chain.deployment.tokens.map((token) => token.symbol),
      nativeCurrencySymbol(chain.chainId),
    ];
    throw new AppError('BAD_REQUEST', unlistedTokenError(unlisted, accepted));
  }
  const mine = listed.filter((candidate) => candidate.from === donor.walletAddress.toLowerCase());
  if (mine.length === 0) throw new AppError('BAD_REQUEST', DONATION_ERRORS.otherSender);

  const block = await fromChain(() => chain.interactive.getBlock({ blockHash: receipt.blockHash }));
  const campaignDecimals = decimalsOf(chain.deployment, campaign.currency);
  const rows: NewDonation[] = mine.map((candidate) => {
    const place: TransferPlace = {
      chainId: chain.chainId,
      campaignId: campaign.id,
      campaignDecimals,
      from: candidate.from,
      amount: candidate.amount,
      txHash: hash,
      logIndex: candidate.logIndex ?? 0,
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
      timestamp: block.timestamp,
    };
    const token = chain.deployment.tokens.find((known) => known.address.toLowerCase() === candidate.token);
    return token
      ? tokenDonationRow(place, token)
      : nativeDonationRow(place, nativeCurrencySymbol(chain.chainId));
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
  for (const event of donationEventsFor(chain.deployment, written, totals, true)) deps.events?.emit(event);
  const first = written.sort((a, b) => a.logIndex - b.logIndex)[0];
  if (!first) throw new Error(`Recording ${hash} returned no rows`);
  return { donation: toDonationResponse(first), created: written.some((row) => row.inserted) };
}

async function readReceipt(chain: ChainContext, hash: Hex): Promise<TransactionReceipt> {
  try {
    return await fromChain(() => chain.interactive.getTransactionReceipt({ hash }));
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError)
      throw new AppError('BAD_REQUEST', DONATION_ERRORS.unknownHash);
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
 *  unlisted one can be named) and the native value of the transaction itself. */
async function paymentsTo(
  chain: ChainContext,
  receipt: TransactionReceipt,
  vault: Address,
): Promise<Candidate[]> {
  const tokens = new Set(chain.deployment.tokens.map((token) => token.address.toLowerCase()));
  const target = vault.toLowerCase();
  const candidates: Candidate[] = [];
  for (const log of receipt.logs) {
    if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3 || log.data.length !== 66) continue;
    if (topicAddress(log.topics[2] as Hex) !== target) continue;
    const amount = BigInt(log.data);
    if (amount === 0n) continue;
    const contract = log.address.toLowerCase() as Address;
    candidates.push({
      token: tokens.has(contract) ? contract : undefined,
      contract,
      from: topicAddress(log.topics[1] as Hex),
      amount,
      logIndex: log.logIndex,
    });
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
        logIndex: null,
      });
    }
  }
  return candidates;
}
