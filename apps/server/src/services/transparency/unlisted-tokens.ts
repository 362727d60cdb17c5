import { type Address, erc20Abi, getAddress, type PublicClient, parseAbiItem } from 'viem';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Blocks per `eth_getLogs` when scanning for unlisted tokens. */
const SCAN_CHUNK = 50_000n;

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

/**
 * ERC-20 transfers into `vault` by any contract but the listed ones, from `fromBlock` to
 * `toBlock`: logs filtered by the recipient topic only. Four-topic (ERC-721) transfers do not
 * decode as ERC-20 and are dropped (`strict`). Each token's balance, symbol and decimals are then
 * read at `toBlock`; a contract that does not answer them keeps its address as its name.
 */
export async function findUnlistedTokens(
  client: PublicClient,
  vault: Address,
  listed: ReadonlySet<string>,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<UnlistedHolding[]> {
  const found = new Map<string, { received: bigint; transfers: number }>();
  for (let start = fromBlock; start <= toBlock; start += SCAN_CHUNK) {
    const end = start + SCAN_CHUNK - 1n < toBlock ? start + SCAN_CHUNK - 1n : toBlock;
    const logs = await client.getLogs({
      event: transferEvent,
      args: { to: vault },
      fromBlock: start,
      toBlock: end,
      strict: true,
    });
    for (const log of logs) {
      const token = log.address.toLowerCase();
      if (listed.has(token) || log.args.value === 0n) continue;
      const seen = found.get(token) ?? { received: 0n, transfers: 0 };
      found.set(token, { received: seen.received + log.args.value, transfers: seen.transfers + 1 });
    }
  }
  return Promise.all(
    [...found].map(async ([token, seen]) => {
      const address = getAddress(token);
      const read = <T>(functionName: 'symbol' | 'decimals', fallback: T) =>
        client
          .readContract({ address, abi: erc20Abi, functionName, blockNumber: toBlock })
          .then((value) => value as T)
          .catch(() => fallback);
      const [symbol, decimals, balance] = await Promise.all([
        read<string>('symbol', address),
        read<number>('decimals', 18),
        client
          .readContract({
            address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [vault],
            blockNumber: toBlock,
          })
          .catch(() => seen.received),
      ]);
      return { address, symbol, decimals: Number(decimals), balance, ...seen };
    }),
  );
}
