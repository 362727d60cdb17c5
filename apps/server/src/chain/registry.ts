import type { CampaignCurrency } from '@crowdvault/shared/constants';
import { type Address, erc20Abi, getAddress } from 'viem';
import { AppError } from '../errors';
import { type ChainEntryConfig, resolveChainEntry } from './chain-config';
import { createProbeClient } from './client';
import { type ChainContext, chainContext } from './context';
import { type ChainDeployment, decimalsOf, loadDeployment } from './deployment';

/**
 * The chains one deployment serves, built once at boot and passed down through `AppDeps`
 * (decision 060). Code asks it for a chain by id; what differs between chains is a field of the
 * chain's context, never a branch on its id.
 */
export class ChainRegistry {
  private readonly byId: ReadonlyMap<number, ChainContext>;

  constructor(readonly all: readonly ChainContext[]) {
    if (all.length === 0) throw new Error('A chain registry needs at least one chain');
    this.byId = new Map(all.map((chain) => [chain.chainId, chain]));
  }

  /** The first chain: its tokens' decimals are the campaign currencies' (see `accounting`), and
   *  the top level of /api/config describes it. */
  get primary(): ChainContext {
    return this.all[0]!;
  }

  get ids(): number[] {
    return this.all.map((chain) => chain.chainId);
  }

  /** Where campaign amounts (goals, raised, counted amounts) get their scale: the primary chain's
   *  deployment. A campaign in USDT counts in the primary chain's USDT decimals whatever chain a
   *  gift arrived on (decision 060). */
  get accounting(): ChainDeployment {
    return this.primary.deployment;
  }

  /** The campaign currency's decimals, as every stored campaign amount counts them. */
  currencyDecimals(currency: CampaignCurrency | string): number {
    return decimalsOf(this.accounting, currency);
  }

  get(chainId: number): ChainContext | undefined {
    return this.byId.get(chainId);
  }

  /** The network's name as people see it ("Local L2"); "Chain N" for a chain no longer served,
   *  whose rows (donations, withdrawals) keep their id. */
  nameOf(chainId: number): string {
    return this.byId.get(chainId)?.name ?? `Chain ${chainId}`;
  }

  /** The chain's block explorer; null where it has none (local chains) or is not served. */
  explorerOf(chainId: number): string | null {
    return this.byId.get(chainId)?.explorerUrl ?? null;
  }

  /** The chain a request names (the primary when it names none); one this deployment does not
   *  serve is the caller's mistake, refused before anything is read or sent. */
  require(chainId: number | undefined): ChainContext {
    if (chainId === undefined) return this.primary;
    const chain = this.byId.get(chainId);
    if (!chain) throw new AppError('BAD_REQUEST', unservedChainMessage(chainId, this.all));
    return chain;
  }
}

export function unservedChainMessage(chainId: number, served: readonly ChainContext[]): string {
  const names = served.map((chain) => `${chain.name} (${chain.chainId})`).join(', ');
  return `CrowdVault does not accept payments on chain ${chainId}. Supported networks: ${names}.`;
}

/** Thrown at boot with every chain's problem at once. */
export class ChainRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid chain configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ChainRegistryError';
  }
}

const BOOT_CHECK_TIMEOUT_MS = 5_000;

export interface ConnectOptions {
  /** Warnings at boot (a chain that does not answer yet); the server's logger, or the console. */
  warn?: (message: string) => void;
  /** False: nothing is read from the chains, each deployment file is taken as it is (tests,
   *  benchmarks and tools that made the deployment themselves, or that point at a dead RPC on
   *  purpose). The server always checks. */
  bootCheck?: boolean;
}

/**
 * Reads each chain's deployment and checks it against the chain: the RPC's chain id, the
 * factory's code, each listed token's code and decimals (read, never assumed: USDT has 18 on BNB
 * Chain). A chain that does not answer yet keeps its deployment file's decimals and boots
 * degraded (its indexer retries); a chain that answers with something wrong stops the boot.
 */
export async function connectChains(
  entries: readonly ChainEntryConfig[],
  options: ConnectOptions = {},
): Promise<ChainRegistry> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const problems: string[] = [];
  const contexts: ChainContext[] = [];
  await Promise.all(
    entries.map(async (entry, index) => {
      const label = entry.chainId ? `chain ${entry.chainId}` : `chain ${index + 1}`;
      let deployment: ChainDeployment;
      try {
        deployment = await loadDeployment(entry.deploymentFile);
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`);
        return;
      }
      if (entry.chainId !== undefined && deployment.chainId !== entry.chainId) {
        problems.push(`${label}: ${entry.deploymentFile} records chain ${deployment.chainId}`);
        return;
      }
      const resolved = resolveChainEntry(entry, deployment.chainId);
      const listed = withListedTokens(deployment, entry.tokens);
      const checked =
        options.bootCheck === false
          ? uncheckedDeployment(listed)
          : await checkAgainstChain(resolved.rpcUrls, listed).catch((error: unknown) => ({
              problems: [`the boot check failed: ${(error as Error).message.split('\n')[0]}`],
            }));
      if ('problems' in checked) {
        problems.push(
          ...checked.problems.map((problem) => `${resolved.name} (${deployment.chainId}): ${problem}`),
        );
        return;
      }
      if (checked.unreachable) {
        warn(
          `${resolved.name} (${deployment.chainId}) does not answer at boot; using the deployment file's token ` +
            'decimals until it does.',
        );
      }
      contexts[index] = chainContext(resolved, checked.deployment);
    }),
  );
  const ids = contexts.filter(Boolean).map((chain) => chain.chainId);
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
  for (const id of new Set(twice)) problems.push(`chain ${id} is configured twice`);
  if (problems.length > 0) throw new ChainRegistryError(problems);
  return new ChainRegistry(contexts);
}

/** The deployment with the entry's listed tokens in place of the file's (decimals still unknown:
 *  -1 until read from the chain). */
function withListedTokens(deployment: ChainDeployment, listed: ChainEntryConfig['tokens']): ChainDeployment {
  if (!listed) return deployment;
  return {
    ...deployment,
    tokens: deployment.tokens.map((token) => {
      const address = listed[token.symbol];
      if (!address || address.toLowerCase() === token.address.toLowerCase()) return token;
      return { ...token, address: getAddress(address), decimals: -1 };
    }),
  };
}

/** The deployment file as it is, when the chain is not asked; a listed token's decimals are known
 *  only from the chain. */
function uncheckedDeployment(
  deployment: ChainDeployment,
): { deployment: ChainDeployment; unreachable: boolean } | { problems: string[] } {
  const unknown = deployment.tokens.filter((token) => token.decimals < 0).map((token) => token.symbol);
  if (unknown.length > 0) {
    return {
      problems: [`the decimals of ${unknown.join(', ')} are read from the chain: needs the boot check`],
    };
  }
  return { deployment, unreachable: false };
}

async function checkAgainstChain(
  rpcUrls: readonly string[],
  deployment: ChainDeployment,
): Promise<{ deployment: ChainDeployment; unreachable: boolean } | { problems: string[] }> {
  const probe = createProbeClient(rpcUrls, BOOT_CHECK_TIMEOUT_MS);
  let chainId: number;
  try {
    chainId = await probe.getChainId();
  } catch {
    const unknown = deployment.tokens.filter((token) => token.decimals < 0).map((token) => token.symbol);
    if (unknown.length > 0) {
      return { problems: [`does not answer, and the decimals of ${unknown.join(', ')} cannot be read`] };
    }
    return { deployment, unreachable: true };
  }
  if (chainId !== deployment.chainId) {
    return { problems: [`the RPC serves chain ${chainId}, not ${deployment.chainId}`] };
  }
  const problems: string[] = [];
  const hasCode = async (address: Address) => ((await probe.getCode({ address })) ?? '0x') !== '0x';
  const [factoryHasCode, tokens] = await Promise.all([
    hasCode(deployment.factoryAddress),
    Promise.all(
      deployment.tokens.map(async (token) => {
        if (!(await hasCode(token.address))) {
          problems.push(`no ${token.symbol} token contract at ${token.address}`);
          return token;
        }
        const decimals = await probe
          .readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' })
          .catch(() => null);
        if (decimals === null) {
          problems.push(`${token.symbol} at ${token.address} does not answer decimals()`);
          return token;
        }
        return { ...token, decimals };
      }),
    ),
  ]);
  if (!factoryHasCode) {
    problems.unshift(
      `no CampaignFactory at ${deployment.factoryAddress}: deploy the contracts there first (npm run deploy:contracts)`,
    );
  }
  return problems.length > 0 ? { problems } : { deployment: { ...deployment, tokens }, unreachable: false };
}

/** A registry of chain contexts a caller already holds: a test's fixture chain beside one it made
 *  up (another id, a silent RPC). Chains are connected only by `connectChains`. */
export function registryOf(...chains: ChainContext[]): ChainRegistry {
  return new ChainRegistry(chains);
}
