import { type Address, erc20Abi, getAddress, type PublicClient, parseAbiItem } from 'viem';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Blocks per `eth_getLogs` when scanning for unlisted tokens. */
const SCAN_CHUNK = 50_000n;
/** How long a vault's list stays as it is before the blocks since are scanned (issue 26, item 6):
 *  a ledger request in between reads no logs and no unlisted token at all. */
export const UNLISTED_REFRESH_MS = 60_000;
/** Unlisted tokens shown per vault and chain, each read (symbol, decimals, balance) on a refresh;
 *  anyone can send a vault junk tokens, so the rest are only counted. */
export const UNLISTED_SHOWN = 10;
/** Distinct unlisted tokens remembered per vault and chain; more are counted, not kept. */
const UNLISTED_TRACKED = 1_000;
/** Vaults (per chain) whose scan is remembered; the oldest is forgotten beyond it. */
const VAULTS_REMEMBERED = 5_000;

/** A token the platform does not list, as found in a vault. */
export interface UnlistedHolding {
  address: Address;
  symbol: string;
  decimals: number;
  /** Sum of the transfers into the vault that were found. */
  received: bigint;
  transfers: number;
  /** Balance at the reading block. */
  balance: bigint;
}

export interface UnlistedTokens {
  holdings: UnlistedHolding[];
  /** Further unlisted tokens found but not read or shown. */
  more: number;
}

/** The chain a scan reads: its id (the cache's key), client and factory deployment block. */
export interface UnlistedScanChain {
  chainId: number;
  client: PublicClient;
  deployBlock: bigint;
}

interface VaultScan {
  scannedTo: bigint;
  checkedAt: number;
  seen: Map<string, { received: bigint; transfers: number }>;
  names: Map<string, { symbol: string; decimals: number }>;
  untracked: number;
  result: UnlistedTokens;
}

/**
 * The unlisted tokens of each (chain, vault), kept between requests: the first request scans the
 * vault's Transfer logs from the factory's deployment, later ones within `refreshMs` read nothing,
 * and a refresh scans only the blocks since and reads at most `UNLISTED_SHOWN` tokens. So the
 * ledger's cost no longer grows with what strangers send (decision 084). One scan per vault at a
 * time, shared by every request that waits for it.
 */
export class UnlistedTokenCache {
  private readonly scans = new Map<string, VaultScan>();
  private readonly loading = new Map<string, Promise<UnlistedTokens>>();

  constructor(private readonly refreshMs = UNLISTED_REFRESH_MS) {}

  async find(
    chain: UnlistedScanChain,
    vault: Address,
    listed: ReadonlySet<string>,
    toBlock: bigint,
    now = Date.now(),
  ): Promise<UnlistedTokens> {
    const key = `${chain.chainId}:${vault.toLowerCase()}`;
    const known = this.scans.get(key);
    if (known && (now - known.checkedAt < this.refreshMs || toBlock <= known.scannedTo)) return known.result;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const load = this.refresh(chain, vault, listed, toBlock, known)
      .then((scan) => {
        this.scans.delete(key);
        if (this.scans.size >= VAULTS_REMEMBERED) {
          const oldest = this.scans.keys().next().value;
          if (oldest !== undefined) this.scans.delete(oldest);
        }
        this.scans.set(key, scan);
        return scan.result;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, load);
    return load;
  }

  private async refresh(
    chain: UnlistedScanChain,
    vault: Address,
    listed: ReadonlySet<string>,
    toBlock: bigint,
    known: VaultScan | undefined,
  ): Promise<VaultScan> {
    const seen = new Map(known?.seen);
    const names = new Map(known?.names);
    let untracked = known?.untracked ?? 0;
    const fromBlock = known ? known.scannedTo + 1n : chain.deployBlock;
    for (let start = fromBlock; start <= toBlock; start += SCAN_CHUNK) {
      const end = start + SCAN_CHUNK - 1n < toBlock ? start + SCAN_CHUNK - 1n : toBlock;
      // Four-topic (ERC-721) transfers do not decode as ERC-20 and are dropped (`strict`).
      const logs = await chain.client.getLogs({
        event: transferEvent,
        args: { to: vault },
        fromBlock: start,
        toBlock: end,
        strict: true,
      });
      for (const log of logs) {
        const token = log.address.toLowerCase();
        if (listed.has(token) || log.args.value === 0n) continue;
        const before = seen.get(token);
        if (!before && seen.size >= UNLISTED_TRACKED) {
          untracked += 1;
          continue;
        }
        seen.set(token, {
          received: (before?.received ?? 0n) + log.args.value,
          transfers: (before?.transfers ?? 0) + 1,
        });
      }
    }
    // The first found are shown: a later flood of junk cannot push a known token off the list.
    const shown = [...seen].slice(0, UNLISTED_SHOWN);
    const holdings = await Promise.all(
      shown.map(async ([token, received]) => {
        const address = getAddress(token);
        let name = names.get(token);
        if (!name) {
          name = await readName(chain.client, address, toBlock);
          names.set(token, name);
        }
        const balance = await chain.client
          .readContract({
            address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [vault],
            blockNumber: toBlock,
          })
          .catch(() => received.received);
        return { address, ...name, balance, ...received };
      }),
    );
    return {
      scannedTo: toBlock,
      checkedAt: Date.now(),
      seen,
      names,
      untracked,
      result: { holdings, more: seen.size - shown.length + untracked },
    };
  }
}

/** A contract's symbol and decimals; one that does not answer keeps its address as its name. */
async function readName(
  client: PublicClient,
  address: Address,
  blockNumber: bigint,
): Promise<{ symbol: string; decimals: number }> {
  const [symbol, decimals] = await Promise.all([
    client
      .readContract({ address, abi: erc20Abi, functionName: 'symbol', blockNumber })
      .catch(() => address as string),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals', blockNumber }).catch(() => 18),
  ]);
  return { symbol, decimals: Number(decimals) };
}
