import { devChainClients } from '@crowdvault/contracts/chain-clients';
import type { SampleDonorsResult } from '@crowdvault/shared/api/admin';
import { formatUnits } from '@crowdvault/shared/format';
import { eq, inArray } from 'drizzle-orm';
import { createWalletClient, erc20Abi, getAddress, type Hex, parseAbi, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { findToken } from '../../chain/deployment';
import { TRANSFER_TOPIC } from '../../chain/event-topics';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import { requireCampaign } from '../campaigns/get-campaign';
import { tokenDonationRow } from '../donations/donation-rows';
import {
  lockCampaigns,
  type NewDonation,
  recomputeCampaignTotals,
  upsertDonations,
} from '../donations/donation-store';
import { type DonationEvents, donationEventsFor } from '../donations/events';

export const SAMPLE_ERRORS = {
  notLocal: 'Sample donors can only be added on the local development chain',
  noVault: 'This campaign has no vault address to receive donations',
} as const;

/** The dev tokens' minting (TestUSDT, TestUSDC, TestDAI): only their deployer may mint. */
const devTokenAbi = parseAbi([
  'function minter() view returns (address)',
  'function mint(address to, uint256 amount)',
]);
/** Whole units per sample donation: 10 to 500 (SPEC §9). */
const MIN_UNITS = 10n;
const MAX_UNITS = 500n;

/**
 * The admin's sample-donor tool, local chain only. In this design a donation exists only on
 * chain, so each sample is a real token transfer into the vault; the rows are recorded at once
 * (the indexer later finds them already there) and marked as samples. Each comes from a fresh
 * address that belongs to nobody, given gas (anvil's setBalance) and the amount minted as dev
 * tokens for it: no real user's wallet pays, and no sample shows in anyone's My Donations (the
 * dev accounts are also the demo creators and whoever connects with them; decision 074). With
 * `preserveRaisedAmount` they count nothing toward the goal.
 */
export async function addSampleDonors(
  deps: {
    db: Database;
    chains: ChainRegistry;
    events?: DonationEvents;
  },
  actorId: number,
  campaignId: number | null,
  body: { donorCount: number; preserveRaisedAmount: boolean },
  random: () => number = Math.random,
): Promise<SampleDonorsResult> {
  const { db, chains } = deps;
  // Samples go to the primary chain, whose dev accounts hold every dev token.
  const chain = chains.primary;
  if (!chain.local) throw new AppError('BAD_REQUEST', SAMPLE_ERRORS.notLocal);
  const campaign = await requireCampaign(db, campaignId);
  if (!campaign.vaultAddress) throw new AppError('BAD_REQUEST', SAMPLE_ERRORS.noVault);
  const token = findToken(chain.deployment, campaign.currency);
  if (!token) throw new Error(`The deployment has no ${campaign.currency} token`);
  const vault = getAddress(campaign.vaultAddress);
  const unit = 10n ** BigInt(token.decimals);

  // One send after another, each waiting for its receipt: anvil mines each at once, and the
  // minter's mints never race for a nonce.
  const kit = devChainClients(chain.rpcUrls[0]!);
  const minter = await kit.publicClient.readContract({
    address: token.address,
    abi: devTokenAbi,
    functionName: 'minter',
  });
  await kit.testClient.impersonateAccount({ address: minter });
  const minterWallet = createWalletClient({ chain: kit.chain, transport: kit.transport, account: minter });
  const rows: NewDonation[] = [];
  for (let index = 0; index < body.donorCount; index += 1) {
    const donorKey = generatePrivateKey();
    const account = privateKeyToAccount(donorKey);
    const units = MIN_UNITS + BigInt(Math.floor(random() * Number(MAX_UNITS - MIN_UNITS + 1n)));
    await kit.testClient.setBalance({ address: account.address, value: parseEther('0.01') });
    await kit.mined(
      minterWallet.writeContract({
        address: token.address,
        abi: devTokenAbi,
        functionName: 'mint',
        args: [account.address, units * unit],
      }),
    );
    const hash = await kit.walletFor(donorKey).writeContract({
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
          campaignDecimals: chains.currencyDecimals(campaign.currency),
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
  for (const event of donationEventsFor(chains.accounting, written, totals, true)) deps.events?.emit(event);

  const [after] = await db
    .select({ raisedAmount: campaigns.raisedAmount })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id));
  const sent = rows.reduce((sum, row) => sum + row.amount, 0n);
  return {
    donorsAdded: rows.length,
    campaignTitle: campaign.title,
    currency: campaign.currency,
    totalAmount: formatUnits(sent, token.decimals),
    newTotalAmount: formatUnits(after?.raisedAmount ?? 0n, token.decimals),
  };
}
