import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS, DEV_CHAIN_ID } from '@crowdvault/contracts/dev-chain';
import type { SampleDonorsResult } from '@crowdvault/shared/api/admin';
import { formatUnits } from '@crowdvault/shared/format';
import { eq, inArray } from 'drizzle-orm';
import { erc20Abi, getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainContext } from '../../chain/context';
import { decimalsOf, findToken } from '../../chain/deployment';
import { TRANSFER_TOPIC } from '../../chain/event-topics';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { AppError } from '../../errors';
import { requireCampaign } from '../campaigns/get-campaign';
import { tokenDonationRow } from '../donations/donation-rows';
import {
  lockCampaigns,
  type NewDonation,
  recomputeCampaignTotals,
  upsertDonations,
} from '../donations/donation-store';
import { type DonationEvents, donationEventsFor } from '../donations/events';
import { recordAudit } from './audit-log';

export const SAMPLE_ERRORS = {
  notLocal: 'Sample donors can only be added on the local development chain',
  noVault: 'This campaign has no vault address to receive donations',
} as const;

/** Dev accounts that send sample donations: the unclaimed donor (9) and the seeded creators,
 *  never the admin (0), the treasury (1) or the relayer (2), whose balances mean something. */
const SAMPLE_DONOR_KEYS = [9, 8, 7, 6, 5, 4, 3].map((index) => DEV_ACCOUNTS[index]!.privateKey);
/** Whole units per sample donation: 10 to 500 (SPEC §9). */
const MIN_UNITS = 10n;
const MAX_UNITS = 500n;

/**
 * The admin's sample-donor tool, local chain only. In this design a donation exists only on
 * chain, so each sample is a real token transfer from a dev account into the vault; the rows are
 * recorded at once (the indexer later finds them already there) and marked as samples. With
 * `preserveRaisedAmount` they count nothing toward the goal.
 */
export async function addSampleDonors(
  deps: {
    db: Database;
    chain: ChainContext;
    rpcUrl: string;
    events?: DonationEvents;
    /** Who sends the samples; each must hold the campaign's token. */
    donorKeys?: Hex[];
  },
  actorId: number,
  campaignId: number | null,
  body: { donorCount: number; preserveRaisedAmount: boolean },
  random: () => number = Math.random,
): Promise<SampleDonorsResult> {
  const { db, chain } = deps;
  if (chain.chainId !== DEV_CHAIN_ID) throw new AppError('BAD_REQUEST', SAMPLE_ERRORS.notLocal);
  const campaign = await requireCampaign(db, campaignId);
  if (!campaign.vaultAddress) throw new AppError('BAD_REQUEST', SAMPLE_ERRORS.noVault);
  const token = findToken(chain.deployment, campaign.currency);
  if (!token) throw new Error(`The deployment has no ${campaign.currency} token`);
  const vault = getAddress(campaign.vaultAddress);
  const unit = 10n ** BigInt(token.decimals);

  // One account after another, each waiting for its receipt: anvil mines each at once, and no
  // two sends from one account are in flight together.
  const kit = devChainClients(deps.rpcUrl);
  const donorKeys = deps.donorKeys ?? SAMPLE_DONOR_KEYS;
  const rows: NewDonation[] = [];
  for (let index = 0; index < body.donorCount; index += 1) {
    const account = privateKeyToAccount(donorKeys[index % donorKeys.length]!);
    const units = MIN_UNITS + BigInt(Math.floor(random() * Number(MAX_UNITS - MIN_UNITS + 1n)));
    const hash = await kit.walletFor(donorKeys[index % donorKeys.length]!).writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [vault, units * unit],
    });
    const receipt = await kit.publicClient.waitForTransactionReceipt({ hash });
    const log = receipt.logs.find(
      (each) =>
        each.topics[0] === TRANSFER_TOPIC && each.address.toLowerCase() === token.address.toLowerCase(),
    );
    if (receipt.status !== 'success' || !log) throw new Error(`Sample transfer ${hash} failed`);
    const block = await kit.publicClient.getBlock({ blockHash: receipt.blockHash });
    rows.push(
      tokenDonationRow(
        {
          chainId: chain.chainId,
          campaignId: campaign.id,
          campaignDecimals: decimalsOf(chain.deployment, campaign.currency),
          from: account.address,
          amount: units * unit,
          txHash: hash as Hex,
          logIndex: log.logIndex,
          blockNumber: receipt.blockNumber,
          blockHash: receipt.blockHash,
          timestamp: block.timestamp,
        },
        token,
      ),
    );
  }

  const { written, totals } = await db.transaction(async (tx) => {
    await lockCampaigns(tx, [campaign.id]);
    const written = await upsertDonations(tx, rows);
    const ids = written.map((row) => row.id);
    await tx
      .update(donations)
      .set(body.preserveRaisedAmount ? { isSample: true, countedAmount: 0n } : { isSample: true })
      .where(inArray(donations.id, ids));
    const totals = await recomputeCampaignTotals(tx, [campaign.id]);
    await recordAudit(tx, {
      actorId,
      action: 'campaign.sample_donors',
      targetType: 'campaign',
      targetId: campaign.id,
      targetLabel: campaign.title,
      before: { raisedAmount: formatUnits(campaign.raisedAmount, token.decimals) },
      after: {
        raisedAmount: formatUnits(totals[0]?.raisedAmount ?? 0n, token.decimals),
        donorsAdded: rows.length,
        preserveRaisedAmount: body.preserveRaisedAmount,
      },
    });
    return { written: written.map((row) => ({ ...row, isSample: true })), totals };
  });
  for (const event of donationEventsFor(chain.deployment, written, totals, true)) deps.events?.emit(event);

  const [after] = await db
    .select({ raisedAmount: campaigns.raisedAmount })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id));
  const sent = rows.reduce((sum, row) => sum + row.amount, 0n);
  return {
    donorsAdded: rows.length,
    campaignTitle: campaign.title,
    totalAmount: formatUnits(sent, token.decimals),
    newTotalAmount: formatUnits(after?.raisedAmount ?? 0n, token.decimals),
  };
}
