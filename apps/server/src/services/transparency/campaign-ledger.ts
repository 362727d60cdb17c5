import type {
  CampaignLedger,
  ChainReconciliation,
  Reconciliation,
  ReconciliationNote,
} from '@crowdvault/shared/api/transparency';
import { type Address, getAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import { CHAIN_READ_TIMEOUT_MS, unavailableSentence, withinDeadline } from '../../chain/deadline';
import type { ChainRegistry } from '../../chain/registry';
import { chainTokens } from '../../chain/tokens';
import { readVaultStates } from '../../chain/vault-balances';
import type { Database } from '../../db/client';
import { requireCampaign } from '../campaigns/get-campaign';
import { indexedBlock, pendingBackfills } from './indexer-progress';
import { listCampaignLedgerEntries } from './ledger-entries';
import { sumLedgerByVault } from './ledger-sums';
import { reconcileToken, reconcileUnlisted } from './reconcile';
import type { UnlistedTokenCache } from './unlisted-tokens';

/** Most rows the campaign ledger answers; the CSV export has them all. */
export const CAMPAIGN_LEDGER_LIMIT = 500;

/** What a chain's reconciliation reads. */
export type ReconcilingChain = Pick<
  ChainContext,
  'chainId' | 'name' | 'explorerUrl' | 'client' | 'batchClient' | 'deployment' | 'nativeCurrency'
>;

/**
 * A campaign's public ledger on every chain, from what the indexer stored, and its reconciliation
 * with each chain, read in parallel. A chain that does not answer within a few seconds leaves its
 * own part unavailable, with a sentence; the ledger and the other chains are answered as usual.
 */
export async function getCampaignLedger(
  db: Database,
  chains: Pick<ChainRegistry, 'all' | 'get'>,
  unlisted: UnlistedTokenCache,
  campaignId: number | null,
): Promise<CampaignLedger> {
  const campaign = await requireCampaign(db, campaignId);
  const vault = campaign.vaultAddress ? getAddress(campaign.vaultAddress) : null;
  // An all-or-nothing vault exists on its own chain only (decision 111): no part for the others.
  const vaultChains = chains.all.filter(
    (chain) => campaign.aonChainId === null || chain.chainId === campaign.aonChainId,
  );
  const [{ entries, truncated }, parts] = await Promise.all([
    listCampaignLedgerEntries(db, chains, campaign.id, CAMPAIGN_LEDGER_LIMIT),
    Promise.all(vaultChains.map((chain) => chainPart(db, chain, unlisted, campaign.id, vault))),
  ]);
  const primary = parts[0]!;
  return {
    campaign: { id: campaign.id, title: campaign.title, currency: campaign.currency },
    vaultAddress: vault,
    explorerUrl: primary.explorerUrl,
    entries,
    truncated,
    reconciliation: primary.reconciliation,
    chains: parts,
  };
}

async function chainPart(
  db: Database,
  chain: ReconcilingChain,
  unlisted: UnlistedTokenCache,
  campaignId: number,
  vault: Address | null,
): Promise<ChainReconciliation> {
  const part = { chainId: chain.chainId, explorerUrl: chain.explorerUrl };
  if (!vault) return { ...part, reconciliation: null, unavailable: null };
  try {
    return {
      ...part,
      reconciliation: await reconcileCampaign(db, chain, unlisted, campaignId, vault),
      unavailable: null,
    };
  } catch (error) {
    return {
      ...part,
      reconciliation: null,
      unavailable: unavailableSentence(error, chain.name, 'its balances'),
    };
  }
}

/** donated + matched − withdrawn − refunded = balance on one chain, per listed token, plus the unlisted tokens found in
 *  the vault there (cached per vault and chain: unlisted-tokens.ts). */
export async function reconcileCampaign(
  db: Database,
  chain: ReconcilingChain,
  unlisted: UnlistedTokenCache,
  campaignId: number,
  vault: Address,
): Promise<Reconciliation> {
  const [sums, states, indexed, backfills] = await Promise.all([
    sumLedgerByVault(db, chain.chainId, campaignId),
    withinDeadline(chain.name, readVaultStates(chain.batchClient, chain, [vault])),
    indexedBlock(db, chain.chainId),
    pendingBackfills(db, chain.chainId, campaignId),
  ]);
  const point = { blockNumber: states.blockNumber, indexedBlock: indexed };
  const balances = states.byVault.get(vault.toLowerCase())?.balances ?? [];
  const lines = chainTokens(chain).map((token) => {
    const key = token.address?.toLowerCase() ?? null;
    const sum = sums.find((row) => row.tokenAddress === key) ?? {
      donated: 0n,
      withdrawn: 0n,
      fees: 0n,
      refunded: 0n,
      matched: 0n,
    };
    const onChain = balances.find((balance) => balance.token.symbol === token.symbol)?.raw ?? 0n;
    return reconcileToken(token, sum, onChain, point);
  });
  const notes: string[] = [];
  // Each note's facts too, in the same order: the web app writes the sentence in the reader's language.
  const noteReasons: ReconciliationNote[] = [];
  const listed = new Set(chain.deployment.tokens.map((token) => token.address.toLowerCase()));
  try {
    const found = await withinDeadline(
      chain.name,
      unlisted.find(
        { chainId: chain.chainId, client: chain.client, deployBlock: chain.deployment.deployBlock },
        vault,
        listed,
        states.blockNumber,
      ),
      CHAIN_READ_TIMEOUT_MS,
    );
    lines.push(...found.holdings.map(reconcileUnlisted));
    if (found.more > 0) {
      notes.push(
        `${found.more} more token${found.more === 1 ? '' : 's'} the platform does not list ${found.more === 1 ? 'was' : 'were'} sent to this vault; ${found.more === 1 ? 'it is' : 'they are'} not shown, not counted, and stay${found.more === 1 ? 's' : ''} in the vault.`,
      );
      noteReasons.push({ kind: 'unlisted-more', count: found.more });
    }
  } catch {
    notes.push('The chain did not answer the search for tokens the platform does not list; none are shown.');
    noteReasons.push({ kind: 'unlisted-search-failed' });
  }
  for (const backfill of backfills) {
    notes.push(
      `The vault's earlier history is still being read (blocks ${backfill.nextBlock}–${backfill.toBlock}); transfers there appear once it is.`,
    );
    noteReasons.push({
      kind: 'backfill',
      fromBlock: backfill.nextBlock.toString(),
      toBlock: backfill.toBlock.toString(),
    });
  }
  return {
    blockNumber: states.blockNumber.toString(),
    readAt: states.readAt.toISOString(),
    indexedBlock: indexed?.toString() ?? null,
    lines,
    notes,
    noteReasons,
  };
}
