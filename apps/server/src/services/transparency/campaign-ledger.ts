import type { CampaignLedger, Reconciliation } from '@crowdvault/shared/api/transparency';
import { type Address, getAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import { chainTokens } from '../../chain/tokens';
import { readVaultStates } from '../../chain/vault-balances';
import type { Database } from '../../db/client';
import { requireCampaign } from '../campaigns/get-campaign';
import { explorerUrlOf } from './explorer';
import { indexedBlock, pendingBackfills } from './indexer-progress';
import { listCampaignLedgerEntries } from './ledger-entries';
import { sumLedgerByVault } from './ledger-sums';
import { reconcileToken, reconcileUnlisted } from './reconcile';
import { findUnlistedTokens } from './unlisted-tokens';

/** Most rows the campaign ledger answers; the CSV export has them all. */
export const CAMPAIGN_LEDGER_LIMIT = 500;

/** A campaign's public ledger and its reconciliation with the chain. A chain that does not answer
 *  leaves the reconciliation null; the ledger itself comes from the database. */
export async function getCampaignLedger(
  db: Database,
  chain: Pick<ChainContext, 'chainId' | 'client' | 'batchClient' | 'deployment'>,
  campaignId: number | null,
): Promise<CampaignLedger> {
  const campaign = await requireCampaign(db, campaignId);
  const vault = campaign.vaultAddress ? getAddress(campaign.vaultAddress) : null;
  const [{ entries, truncated }, reconciliation] = await Promise.all([
    listCampaignLedgerEntries(db, chain.deployment, campaign.id, CAMPAIGN_LEDGER_LIMIT),
    vault ? reconcileCampaign(db, chain, campaign.id, vault).catch(() => null) : null,
  ]);
  return {
    campaign: { id: campaign.id, title: campaign.title, currency: campaign.currency },
    vaultAddress: vault,
    explorerUrl: explorerUrlOf(chain.chainId),
    entries,
    truncated,
    reconciliation,
  };
}

/** donated − withdrawn = balance, per listed token, plus every unlisted token found in the vault. */
export async function reconcileCampaign(
  db: Database,
  chain: Pick<ChainContext, 'chainId' | 'client' | 'batchClient' | 'deployment'>,
  campaignId: number,
  vault: Address,
): Promise<Reconciliation> {
  const [sums, states, indexed, backfills] = await Promise.all([
    sumLedgerByVault(db, campaignId),
    readVaultStates(chain.batchClient, chain.deployment, [vault]),
    indexedBlock(db, chain.chainId),
    pendingBackfills(db, chain.chainId, campaignId),
  ]);
  const point = { blockNumber: states.blockNumber, indexedBlock: indexed };
  const balances = states.byVault.get(vault.toLowerCase())?.balances ?? [];
  const lines = chainTokens(chain.deployment).map((token) => {
    const key = token.address?.toLowerCase() ?? null;
    const sum = sums.find((row) => row.tokenAddress === key) ?? { donated: 0n, withdrawn: 0n, fees: 0n };
    const onChain = balances.find((balance) => balance.token.symbol === token.symbol)?.raw ?? 0n;
    return reconcileToken(token, sum, onChain, point);
  });
  const notes: string[] = [];
  const listed = new Set(chain.deployment.tokens.map((token) => token.address.toLowerCase()));
  try {
    const unlisted = await findUnlistedTokens(
      chain.client,
      vault,
      listed,
      chain.deployment.deployBlock,
      states.blockNumber,
    );
    lines.push(...unlisted.map(reconcileUnlisted));
  } catch {
    notes.push('The chain did not answer the search for tokens the platform does not list; none are shown.');
  }
  for (const backfill of backfills) {
    notes.push(
      `The vault's earlier history is still being read (blocks ${backfill.nextBlock}–${backfill.toBlock}); transfers there appear once it is.`,
    );
  }
  return {
    blockNumber: states.blockNumber.toString(),
    readAt: states.readAt.toISOString(),
    indexedBlock: indexed?.toString() ?? null,
    lines,
    notes,
  };
}
