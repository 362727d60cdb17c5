import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { allOrNothingVaultAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { parseUnits } from '@crowdvault/shared/format';
import { count, sql } from 'drizzle-orm';
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  AON_FACTORY_ABI,
  type VaultTerms,
  vaultAddressOf,
  vaultTermsFor,
} from '../chain/all-or-nothing-vault';
import { findToken } from '../chain/deployment';
import type { ChainRegistry } from '../chain/registry';
import { predictVaultAddress } from '../chain/vault-address';
import { type Database, rowsOf } from '../db/client';
import { campaignFollows, campaigns, campaignUpdates, users } from '../db/schema';
import { allOrNothingColumns } from '../services/campaigns/create-campaign';
import { recomputeCampaignTotals } from '../services/donations/donation-store';
import { seedDemoPhotos } from './demo-photos';
import {
  SEED_ALL_OR_NOTHING_CAMPAIGNS,
  SEED_CAMPAIGNS,
  SEED_FOLLOWS,
  SEED_HISTORY_CAMPAIGNS,
  SEED_OTHER_CHAIN_DONATIONS,
  SEED_UPDATES,
  SEED_USERS,
  type SeedCampaign,
} from './seed-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  /** False when the database already had campaigns (nothing was touched). */
  seeded: boolean;
  campaigns: number;
  transfers: number;
  /** The transfers sent, for attaching demo messages once the indexer has recorded them. */
  sent: SentTransfer[];
}

export interface SentTransfer {
  campaignId: number;
  chainId: number;
  /** Index into DEV_ACCOUNTS. */
  from: number;
  hash: Hex;
}

interface PlannedTransfer {
  campaignId: number;
  chainId: number;
  from: number;
  token: Address;
  vault: Address;
  amount: bigint;
}

/**
 * Fills an empty database with demo creators and campaigns (each with its predicted vault
 * address), then sends real token transfers from dev accounts into some vaults. Runs only when
 * there are no campaigns; the database part is one transaction.
 *
 * Donations are not inserted here: the chain indexer records the transfers, as it would for any
 * donor; `attachDemoMessages` then claims some of them with messages, as donors would.
 */
export async function seedDemoData(
  db: Database,
  chains: ChainRegistry,
  { now = new Date(), photos = true }: { now?: Date; photos?: boolean } = {},
): Promise<SeedResult> {
  const chain = chains.primary;
  if (!chain.local) throw new Error('Demo data is only for a local chain');

  const seeded = await db.transaction(async (tx) => {
    // Two processes starting at once must not both seed: the second waits here, then sees rows.
    await tx.execute(sql`lock table ${campaigns} in exclusive mode`);
    const [existing] = await tx.select({ value: count() }).from(campaigns);
    if ((existing?.value ?? 0) > 0) return null;

    const userIds = new Map<number, number>();
    for (const user of SEED_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          walletAddress: accountAddress(user.account).toLowerCase(),
          username: user.username,
          bio: user.bio,
        })
        .onConflictDoUpdate({ target: users.walletAddress, set: { bio: user.bio } })
        .returning({ id: users.id });
      userIds.set(user.account, row!.id);
    }

    const planned: PlannedTransfer[] = [];
    const campaignIds = new Map<string, number>();
    const vaults = new Map<string, Address>();
    for (const campaign of SEED_CAMPAIGNS) {
      const token = findToken(chain.deployment, campaign.currency);
      if (!token) throw new Error(`The deployment has no ${campaign.currency} token`);
      const [row] = await tx
        .insert(campaigns)
        .values(campaignRow(campaign, userIds.get(campaign.creatorAccount)!, token.decimals, now))
        .returning({ id: campaigns.id });
      campaignIds.set(campaign.title, row!.id);
      const vault = await predictVaultAddress(chain, row!.id, accountAddress(campaign.creatorAccount));
      await tx
        .update(campaigns)
        .set({ vaultAddress: vault.toLowerCase() })
        .where(sql`${campaigns.id} = ${row!.id}`);
      vaults.set(campaign.title, vault);
      for (const [from, whole] of campaign.donations) {
        planned.push({
          campaignId: row!.id,
          chainId: chain.chainId,
          from,
          token: token.address,
          vault,
          amount: parseUnits(whole, token.decimals),
        });
      }
    }
    const vaultsToFill: AllOrNothingPlan[] = [];
    for (const campaign of SEED_ALL_OR_NOTHING_CAMPAIGNS) {
      const token = findToken(chain.deployment, campaign.currency);
      if (!token) throw new Error(`The deployment has no ${campaign.currency} token`);
      const row = campaignRow(campaign, userIds.get(campaign.creatorAccount)!, token.decimals, now);
      // The vault closes at the end of its last day (UTC), as a date picked in the create form does.
      const endDate = new Date(`${row.endDate.toISOString().slice(0, 10)}T23:59:59Z`);
      const terms = vaultTermsFor(chain, accountAddress(campaign.creatorAccount), campaign.goal, endDate);
      const [inserted] = await tx
        .insert(campaigns)
        .values({
          ...row,
          endDate,
          ...allOrNothingColumns(terms),
        })
        .returning({ id: campaigns.id });
      const id = inserted!.id;
      campaignIds.set(campaign.title, id);
      await tx
        .update(campaigns)
        .set({ vaultAddress: vaultAddressOf(terms, id).toLowerCase() })
        .where(sql`${campaigns.id} = ${id}`);
      vaultsToFill.push({
        campaignId: id,
        creatorAccount: campaign.creatorAccount,
        terms,
        token: token.address,
        gifts: campaign.donations.map(([from, whole]) => [from, parseUnits(whole, token.decimals)]),
      });
    }
    await seedFollowersAndUpdates(tx, campaignIds, userIds, now);
    return { transfers: [...planned, ...otherChainTransfers(chains, campaignIds, vaults)], vaultsToFill };
  });

  if (!seeded) return { seeded: false, campaigns: 0, transfers: 0, sent: [] };
  const { transfers, vaultsToFill } = seeded;
  // Drawing and encoding the photos is CPU work (about a second each); the chain's part mostly
  // waits on blocks, so the two run side by side.
  const [sent] = await Promise.all([
    (async () => {
      const sent = (
        await Promise.all(
          chains.all.map((each) =>
            sendTransfers(
              each.rpcUrls[0]!,
              transfers.filter((transfer) => transfer.chainId === each.chainId),
            ),
          ),
        )
      ).flat();
      // After the transfers: the same dev accounts sign both, one nonce after another.
      await fillAllOrNothingVaults(chain.rpcUrls[0]!, vaultsToFill);
      return sent;
    })(),
    photos ? seedDemoPhotos(db) : undefined,
  ]);
  return {
    seeded: true,
    campaigns: SEED_CAMPAIGNS.length + SEED_ALL_OR_NOTHING_CAMPAIGNS.length,
    transfers: transfers.length,
    sent,
  };
}

interface AllOrNothingPlan {
  campaignId: number;
  creatorAccount: number;
  terms: VaultTerms;
  token: Address;
  /** [donor account, smallest units]. */
  gifts: [number, bigint][];
}

/**
 * Deploys each demo all-or-nothing vault (from its creator's dev account: anyone may, decision
 * 090) and gives through its `donate`, each gift an approval and a donation, one after the other:
 * the same dev accounts give to several campaigns. The indexer records the contributions; the
 * outcome watcher sees a vault that reached its goal succeed.
 */
async function fillAllOrNothingVaults(rpcUrl: string, plans: AllOrNothingPlan[]): Promise<void> {
  const transport = http(rpcUrl);
  const client = createPublicClient({ transport, pollingInterval: 50 });
  const walletOf = (account: number) =>
    createWalletClient({ account: privateKeyToAccount(DEV_ACCOUNTS[account]!.privateKey), transport });
  const mined = async (hash: Promise<Hex>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== 'success')
      throw new Error(`Demo vault transaction ${receipt.transactionHash} reverted`);
  };
  for (const { campaignId, creatorAccount, terms, token, gifts } of plans) {
    await mined(
      walletOf(creatorAccount).writeContract({
        chain: null,
        address: terms.factoryAddress,
        abi: AON_FACTORY_ABI,
        functionName: 'deployVault',
        args: [BigInt(campaignId), terms.owner, terms.goal, terms.deadline, terms.tokens],
      }),
    );
    const vault = vaultAddressOf(terms, campaignId);
    for (const [from, amount] of gifts) {
      const wallet = walletOf(from);
      await mined(
        wallet.writeContract({
          chain: null,
          address: token,
          abi: testUsdtAbi,
          functionName: 'approve',
          args: [vault, amount],
        }),
      );
      await mined(
        wallet.writeContract({
          chain: null,
          address: vault,
          abi: allOrNothingVaultAbi,
          functionName: 'donate',
          args: [token, amount],
        }),
      );
    }
  }
}

/** The demo's gifts on the other local chains, into the same vault addresses (decision 060). */
function otherChainTransfers(
  chains: ChainRegistry,
  campaignIds: Map<string, number>,
  vaults: Map<string, Address>,
): PlannedTransfer[] {
  const planned: PlannedTransfer[] = [];
  for (const chain of chains.all.slice(1).filter((each) => each.local)) {
    for (const [title, from, whole] of SEED_OTHER_CHAIN_DONATIONS) {
      const seeded = SEED_CAMPAIGNS.find((campaign) => campaign.title === title);
      const campaignId = campaignIds.get(title);
      const vault = vaults.get(title);
      if (!seeded || campaignId === undefined || !vault) throw new Error(`No demo campaign titled ${title}`);
      const token = findToken(chain.deployment, seeded.currency);
      if (!token) throw new Error(`${chain.name} has no ${seeded.currency} token`);
      planned.push({
        campaignId,
        chainId: chain.chainId,
        from,
        token: token.address,
        vault,
        amount: parseUnits(whole, token.decimals),
      });
    }
  }
  return planned;
}

/** Followers first (dated over the weeks), then the updates they were told of, as if each update
 *  had been posted on its day: the demo bell and the Updates tabs have something to show. */
async function seedFollowersAndUpdates(
  tx: Pick<Database, 'insert' | 'execute'>,
  campaignIds: Map<string, number>,
  userIds: Map<number, number>,
  now: Date,
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const idOf = (title: string) => {
    const id = campaignIds.get(title);
    if (id === undefined) throw new Error(`No demo campaign titled ${title}`);
    return id;
  };
  await tx.insert(campaignFollows).values(
    SEED_FOLLOWS.map((follow) => ({
      userId: userIds.get(follow.account)!,
      campaignId: idOf(follow.campaign),
      createdAt: ago(follow.daysAgo),
    })),
  );
  const creatorOf = new Map(SEED_CAMPAIGNS.map((c) => [c.title, userIds.get(c.creatorAccount)!]));
  for (const update of SEED_UPDATES) {
    const createdAt = ago(update.daysAgo);
    const [row] = await tx
      .insert(campaignUpdates)
      .values({
        campaignId: idOf(update.campaign),
        authorId: creatorOf.get(update.campaign)!,
        title: update.title,
        body: update.body,
        createdAt,
      })
      .returning({ id: campaignUpdates.id, campaignId: campaignUpdates.campaignId });
    // The followers of that day hear of it, dated with it; the newest stay unread.
    await tx.execute(sql`
      insert into notifications (user_id, campaign_id, kind, source_key, detail, created_at, read_at)
      select f.user_id, f.campaign_id, 'update', ${`update:${row!.id}`}, ${update.title},
        ${createdAt.toISOString()}::timestamptz,
        case when ${update.daysAgo} > 7 then ${createdAt.toISOString()}::timestamptz end
      from campaign_follows f
      where f.campaign_id = ${row!.campaignId} and f.created_at <= ${createdAt.toISOString()}::timestamptz
      on conflict (user_id, source_key) do nothing`);
  }
}

/**
 * Dates the demo donations of SEED_HISTORY_CAMPAIGNS across each campaign's life (evenly, in the
 * order they were sent), once the indexer has recorded them: every seeded transfer is mined at
 * seed time, and a campaign whose gifts all arrived in one minute makes a dull Analytics page.
 * Demo data only; the blocks keep their real times.
 */
export async function dateDemoHistory(db: Database, now = new Date()): Promise<void> {
  const titles = sql.join(
    SEED_HISTORY_CAMPAIGNS.map((title) => sql`${title}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
      with ranked as (
        select d.id, c.created_at as start_at, least(c.end_date, ${now.toISOString()}::timestamptz) as end_at,
          row_number() over (partition by d.campaign_id order by d.block_number, d.log_index) as n,
          count(*) over (partition by d.campaign_id) as total
        from donations d join campaigns c on c.id = d.campaign_id
        where c.title in (${titles})
      )
      update donations d set created_at = r.start_at + interval '1 day'
        + (r.end_at - r.start_at - interval '2 days') * (r.n::float / (r.total + 1))
      from ranked r where r.id = d.id
      returning d.campaign_id as id`),
    );
    const ids = [...new Set(rows.map((row) => Number(row.id)))];
    await recomputeCampaignTotals(tx, ids);
  });
}

function campaignRow(campaign: SeedCampaign, creatorId: number, decimals: number, now: Date) {
  const createdAt = new Date(now.getTime() - campaign.createdDaysAgo * DAY_MS);
  return {
    creatorId,
    title: campaign.title,
    description: campaign.description,
    story: campaign.story,
    category: campaign.category,
    location: campaign.location,
    currency: campaign.currency,
    goalAmount: parseUnits(campaign.goal, decimals),
    status: campaign.status,
    isApproved: campaign.isApproved,
    isFeatured: campaign.isFeatured,
    endDate: new Date(now.getTime() + campaign.endsInDays * DAY_MS),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Sends every transfer, then waits for all receipts. USDT's `transfer` returns nothing, so its
 *  ABI serves all three tokens; anvil mines each transaction as it arrives, so viem's own nonce
 *  lookup is enough. */
async function sendTransfers(rpcUrl: string, transfers: PlannedTransfer[]): Promise<SentTransfer[]> {
  const transport = http(rpcUrl);
  const sent: SentTransfer[] = [];
  const senders = [...new Set(transfers.map((transfer) => transfer.from))];
  for (const from of senders) {
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[from]!.privateKey),
      transport,
    });
    for (const transfer of transfers.filter((candidate) => candidate.from === from)) {
      const hash = await wallet.writeContract({
        chain: null,
        address: transfer.token,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [transfer.vault, transfer.amount],
      });
      sent.push({ campaignId: transfer.campaignId, chainId: transfer.chainId, from, hash });
    }
  }
  const client = createPublicClient({ transport, pollingInterval: 50 });
  for (const { hash } of sent) {
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Seed transfer ${hash} reverted`);
  }
  return sent;
}

function accountAddress(index: number): Address {
  const account = DEV_ACCOUNTS[index];
  if (!account) throw new Error(`No dev account ${index}`);
  return account.address;
}
