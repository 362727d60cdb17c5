import type {
  ChainPlatformReconciliation,
  PlatformReconciliation,
  ReconciliationLine,
  ReconciliationNote,
} from '@crowdvault/shared/api/transparency';
import { formatUnits } from '@crowdvault/shared/format';
import { isNotNull } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import { unavailableSentence, withinDeadline } from '../../chain/deadline';
import { chainTokens } from '../../chain/tokens';
import { readVaultStates } from '../../chain/vault-balances';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { indexedBlock, pendingBackfills } from './indexer-progress';
import { sumLedgerByVault } from './ledger-sums';
import { reconcileToken } from './reconcile';

/** Vaults listed by name when their line does not balance. */
const MISMATCH_LIST_LIMIT = 100;

type ReconcilingChain = Pick<
  ChainContext,
  'chainId' | 'name' | 'explorerUrl' | 'probe' | 'batchClient' | 'deployment' | 'nativeCurrency'
>;
type VaultRow = { id: number; title: string; vault: string | null; aonChainId: number | null };

/** How long one chain's read of every vault may take before its part is answered as unavailable:
 *  longer than a single read (10,000 vaults are 100 batched rounds), never a hang. */
const PLATFORM_READ_TIMEOUT_MS = 15_000;

/**
 * Every vault's listed-token balances on every chain, each chain read at one block (batched,
 * decision 042) against the ledger's sums per vault on that chain (one SQL aggregate), summed per
 * token. The chain read grows with the number of vaults, so the route caches the answer
 * (routes/ledger.ts). A chain that does not answer in time leaves its own part unavailable.
 * Unlisted tokens are found per campaign only: scanning every vault's logs is a job for the
 * campaign page.
 */
export async function reconcilePlatform(
  db: Database,
  chains: readonly ReconcilingChain[],
): Promise<PlatformReconciliation> {
  const vaultRows = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      vault: campaigns.vaultAddress,
      aonChainId: campaigns.aonChainId,
    })
    .from(campaigns)
    .where(isNotNull(campaigns.vaultAddress));
  // An all-or-nothing vault exists on its own chain only; its address elsewhere is nobody's
  // vault, and what lies there is not the campaign's (decision 111).
  const parts = await Promise.all(
    chains.map((chain) =>
      reconcileChain(
        db,
        chain,
        vaultRows.filter((row) => row.aonChainId === null || row.aonChainId === chain.chainId),
      ),
    ),
  );
  return { vaultCount: vaultRows.length, chains: parts };
}

async function reconcileChain(
  db: Database,
  chain: ReconcilingChain,
  vaultRows: VaultRow[],
): Promise<ChainPlatformReconciliation> {
  const part = { chainId: chain.chainId, explorerUrl: chain.explorerUrl };
  let read: Awaited<ReturnType<typeof readVaultStates>>;
  try {
    // A stopped node is found out in seconds, before the long read that 10,000 vaults need.
    await withinDeadline(chain.name, chain.probe.getBlockNumber({ cacheTime: 0 }));
    read = await withinDeadline(
      chain.name,
      readVaultStates(
        chain.batchClient,
        chain,
        vaultRows.map((row) => getAddress(row.vault!)),
      ),
      PLATFORM_READ_TIMEOUT_MS,
    );
  } catch (error) {
    return {
      ...part,
      reconciliation: null,
      unavailable: unavailableSentence(error, chain.name, "its vaults' balances"),
      deployedCount: 0,
      mismatches: [],
    };
  }
  const states = read;
  const [sums, indexed, backfills] = await Promise.all([
    sumLedgerByVault(db, chain.chainId),
    indexedBlock(db, chain.chainId),
    pendingBackfills(db, chain.chainId),
  ]);
  const point = { blockNumber: states.blockNumber, indexedBlock: indexed };
  const sumsOf = new Map(sums.map((row) => [`${row.campaignId}:${row.tokenAddress}`, row]));
  const tokens = chainTokens(chain);
  const totals = tokens.map(() => ({
    donated: 0n,
    withdrawn: 0n,
    fees: 0n,
    refunded: 0n,
    matched: 0n,
    onChain: 0n,
  }));
  const mismatches: ChainPlatformReconciliation['mismatches'] = [];
  let deployedCount = 0;
  for (const row of vaultRows) {
    const state = states.byVault.get(row.vault!.toLowerCase());
    if (state?.deployed) deployedCount += 1;
    tokens.forEach((token, index) => {
      const sum = sumsOf.get(`${row.id}:${token.address?.toLowerCase() ?? null}`);
      const onChain = state?.balances.find((balance) => balance.token.symbol === token.symbol)?.raw ?? 0n;
      const total = totals[index]!;
      total.donated += sum?.donated ?? 0n;
      total.withdrawn += sum?.withdrawn ?? 0n;
      total.fees += sum?.fees ?? 0n;
      total.refunded += sum?.refunded ?? 0n;
      total.matched += sum?.matched ?? 0n;
      total.onChain += onChain;
      const expected =
        (sum?.donated ?? 0n) + (sum?.matched ?? 0n) - (sum?.withdrawn ?? 0n) - (sum?.refunded ?? 0n);
      const difference = onChain - expected;
      if (difference !== 0n && mismatches.length < MISMATCH_LIST_LIMIT) {
        mismatches.push({
          campaignId: row.id,
          title: row.title,
          symbol: token.symbol,
          difference: formatUnits(difference, token.decimals),
        });
      }
    });
  }
  const lines: ReconciliationLine[] = tokens.map((token, index) =>
    reconcileToken(token, totals[index]!, totals[index]!.onChain, point),
  );
  const notes = ['Tokens the platform does not list are found on each campaign’s ledger, not summed here.'];
  // Each note's facts too, in the same order: the web app writes the sentence in the reader's language.
  const noteReasons: ReconciliationNote[] = [{ kind: 'unlisted-per-campaign' }];
  if (backfills.length > 0) {
    notes.push(
      `${backfills.length} vault histories are still being read; their earlier transfers appear once they are.`,
    );
    noteReasons.push({ kind: 'backfills', count: backfills.length });
  }
  return {
    ...part,
    reconciliation: {
      blockNumber: states.blockNumber.toString(),
      readAt: states.readAt.toISOString(),
      indexedBlock: indexed?.toString() ?? null,
      lines,
      notes,
      noteReasons,
    },
    unavailable: null,
    deployedCount,
    mismatches,
  };
}
