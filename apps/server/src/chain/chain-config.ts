import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { CAMPAIGN_CURRENCIES, type CampaignCurrency } from '@crowdvault/shared/constants';
import { KNOWN_CHAINS } from '@crowdvault/shared/known-chains';
import { z } from 'zod';

/** One chain the deployment serves, as configured (decision 060): what the registry connects to.
 *  Unset fields take the chain's defaults once its id is known (`resolveChainEntry`): the
 *  single-chain variables name no id, which the deployment file then gives. */
export interface ChainEntryConfig {
  chainId?: number;
  name?: string;
  /** JSON-RPC URLs in fallback order: the first that answers serves. */
  rpcUrls: string[];
  /** A WebSocket URL for `newHeads`, where the node offers one; polling otherwise. */
  wsUrl?: string;
  /** The URL browsers get in /api/config. */
  publicRpcUrl: string;
  /** Null where the chain has no block explorer (local chains). */
  explorerUrl?: string | null;
  /** What people call that explorer ("Basescan"): the link says "View on Basescan". */
  explorerName?: string | null;
  /** Blocks a transfer must be buried under before it counts. */
  confirmations?: number;
  /** Largest block range one `eth_getLogs` may ask for. */
  maxBlockRange?: number;
  /** How often the indexer looks for a new head when nothing is pending. */
  pollIntervalMs?: number;
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  deploymentFile: string;
  /** Listed stablecoins by symbol; unset: the deployment file's. Decimals are read from the chain. */
  tokens?: Partial<Record<CampaignCurrency, `0x${string}`>>;
  /** A local development chain: dev wallets are offered, the admin and relayer default to anvil's
   *  accounts, and demo data may be seeded. */
  local?: boolean;
  /** Set when `npm start` runs this chain itself (an embedded anvil). */
  embedded?: EmbeddedChain;
}

/** An entry with every default filled in for its chain id. */
export type ResolvedChainEntry = Required<Omit<ChainEntryConfig, 'wsUrl' | 'tokens' | 'embedded'>> &
  Pick<ChainEntryConfig, 'wsUrl' | 'tokens' | 'embedded'>;

/** An anvil that `npm start` runs for a chain of the embedded stack. */
export interface EmbeddedChain {
  port: number;
  /** Seconds between blocks; unset: a block per transaction (anvil's default). */
  blockTimeSeconds: number | undefined;
  stateFile: string;
  /** Decimals of the dev tokens deployed there (TestUSDT has 18 on the second chain). */
  tokenDecimals: Record<CampaignCurrency, number>;
}

/** Chain ids of the embedded stack's two anvils. */
export const EMBEDDED_CHAIN_IDS = { primary: 31337, second: 31338 } as const;

/** Blocks after which a reorganisation is practically impossible (Ponder's finality depths),
 *  used as each known chain's default confirmations; other public chains wait 3 blocks. A local
 *  anvil mines on demand and never reorganises on its own: 0. */
const DEFAULT_CONFIRMATIONS: Record<number, number> = { 1: 12, 137: 64, 42161: 20, 10: 20, 8453: 20, 56: 15 };
const PUBLIC_CONFIRMATIONS = 3;
const DEFAULT_MAX_BLOCK_RANGE = 2_000;
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address')
  .transform((value) => value as `0x${string}`);
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });
const wsUrl = z.url({ protocol: /^wss?$/, error: 'expected a ws(s) URL' });

const chainEntrySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1).max(60).optional(),
    rpcUrls: z.array(httpUrl).min(1, 'needs at least one RPC URL'),
    wsUrl: wsUrl.optional(),
    publicRpcUrl: httpUrl.optional(),
    explorerUrl: httpUrl.nullable().optional(),
    explorerName: z.string().min(1).max(60).nullable().optional(),
    confirmations: z.number().int().min(0).max(1000).optional(),
    maxBlockRange: z.number().int().min(1).max(1_000_000).optional(),
    pollIntervalMs: z.number().int().min(50).max(600_000).optional(),
    nativeCurrency: z
      .object({ name: z.string().min(1), symbol: z.string().min(1).max(11), decimals: z.literal(18) })
      .optional(),
    deploymentFile: z.string().min(1),
    tokens: z.partialRecord(z.enum(CAMPAIGN_CURRENCIES), address).optional(),
    local: z.boolean().optional(),
  })
  .strict();

const chainsFileSchema = z
  .object({ chains: z.array(chainEntrySchema).min(1, 'lists no chain') })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<number>();
    file.chains.forEach((chain, index) => {
      if (seen.has(chain.id)) {
        context.addIssue({
          code: 'custom',
          path: ['chains', index, 'id'],
          message: `chain ${chain.id} is listed twice`,
        });
      }
      seen.add(chain.id);
    });
  });

/** Reads and checks `CHAINS_FILE`; every problem is returned at once, each naming its entry. */
export function readChainsFile(file: string): { chains: ChainEntryConfig[] } | { problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problems: [`CHAINS_FILE: cannot read ${file} as JSON (${(error as Error).message})`] };
  }
  const parsed = chainsFileSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map(
        (issue) => `CHAINS_FILE ${describePath(raw, issue.path)}: ${issue.message}`,
      ),
    };
  }
  const base = dirname(resolve(file));
  return {
    chains: parsed.data.chains.map(({ id, deploymentFile, ...entry }) => ({
      ...entry,
      chainId: id,
      publicRpcUrl: entry.publicRpcUrl ?? entry.rpcUrls[0]!,
      deploymentFile: isAbsolute(deploymentFile) ? deploymentFile : join(base, deploymentFile),
    })),
  };
}

/** Fills in what an entry left unset, from its chain id: the known networks' names, explorers
 *  and native coins (SPEC.md's six), confirmations by finality depth. The single-chain variables
 *  name no chain; anvil's id there means the local chain it always meant. */
export function resolveChainEntry(entry: ChainEntryConfig, chainId: number): ResolvedChainEntry {
  const known = KNOWN_CHAINS.find((chain) => chain.id === chainId);
  const local = entry.local ?? chainId === EMBEDDED_CHAIN_IDS.primary;
  const explorerUrl =
    entry.explorerUrl === undefined ? (known?.blockExplorers?.default.url ?? null) : entry.explorerUrl;
  return {
    ...entry,
    chainId,
    name: entry.name ?? known?.name ?? (local ? 'Local Anvil' : `Chain ${chainId}`),
    explorerUrl,
    explorerName: explorerUrl ? (entry.explorerName ?? explorerNameOf(explorerUrl, known)) : null,
    confirmations:
      entry.confirmations ?? (local ? 0 : (DEFAULT_CONFIRMATIONS[chainId] ?? PUBLIC_CONFIRMATIONS)),
    maxBlockRange: entry.maxBlockRange ?? DEFAULT_MAX_BLOCK_RANGE,
    pollIntervalMs: entry.pollIntervalMs ?? (local ? 500 : 1_000),
    nativeCurrency: entry.nativeCurrency ?? known?.nativeCurrency ?? ETHER,
    local,
  };
}

/** The known explorer's own name when the URL is its, else the URL's host ("explorer.example.org"):
 *  a link never claims to be Etherscan when it leads elsewhere. */
function explorerNameOf(url: string, known: (typeof KNOWN_CHAINS)[number] | undefined): string {
  const explorer = known?.blockExplorers?.default;
  if (explorer && explorer.url.replace(/\/+$/, '') === url.replace(/\/+$/, '')) return explorer.name;
  return new URL(url).host;
}

/** "chains[1] (8453).rpcUrls[0]": the entry's chain id beside its index, so the operator finds it. */
function describePath(raw: unknown, path: PropertyKey[]): string {
  if (path[0] !== 'chains' || typeof path[1] !== 'number') return path.join('.') || '(file)';
  const entry = (raw as { chains?: { id?: unknown }[] }).chains?.[path[1]];
  const id = typeof entry?.id === 'number' ? ` (${entry.id})` : '';
  const rest = path.slice(2).map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`));
  return `chains[${path[1]}]${id}${rest.join('')}`;
}

/** `npm start` without a chain configured: two anvils, the second standing in for an L2 (a block
 *  every second) whose TestUSDT has 18 decimals, as USDT does on BNB Chain. */
export function embeddedChainEntries(options: {
  dataDir: string;
  chainPort: number;
  secondChainPort: number;
  deploymentFile: string;
  publicRpcUrl: string | undefined;
  confirmations: number | undefined;
}): ChainEntryConfig[] {
  const local = (chainId: number, name: string, port: number, deploymentFile: string) => ({
    chainId,
    name,
    rpcUrls: [`http://127.0.0.1:${port}`],
    wsUrl: `ws://127.0.0.1:${port}`,
    publicRpcUrl: `http://127.0.0.1:${port}`,
    explorerUrl: null,
    explorerName: null,
    confirmations: options.confirmations,
    deploymentFile,
    local: true,
  });
  const secondDir = join(options.dataDir, 'chain', String(EMBEDDED_CHAIN_IDS.second));
  return [
    {
      ...local(EMBEDDED_CHAIN_IDS.primary, 'Local Anvil', options.chainPort, options.deploymentFile),
      publicRpcUrl: options.publicRpcUrl ?? `http://127.0.0.1:${options.chainPort}`,
      embedded: {
        port: options.chainPort,
        blockTimeSeconds: undefined,
        stateFile: join(options.dataDir, 'chain', 'anvil-state.json'),
        tokenDecimals: { USDT: 6, USDC: 6, DAI: 18 },
      },
    },
    {
      ...local(
        EMBEDDED_CHAIN_IDS.second,
        'Local L2',
        options.secondChainPort,
        join(secondDir, 'deployment.json'),
      ),
      embedded: {
        port: options.secondChainPort,
        blockTimeSeconds: 1,
        stateFile: join(secondDir, 'anvil-state.json'),
        tokenDecimals: { USDT: 18, USDC: 6, DAI: 18 },
      },
    },
  ];
}
