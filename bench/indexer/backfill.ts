// Benchmark (b) backfill and (c) idle CPU. 10,000 USDT transfers from the ten dev accounts into
// 100 vaults (100 transfers per block, like a busy public chain), then a fresh indexer on an empty
// database reads them all. Prints events per second and the ratio of its time to the time of
// only fetching the same logs with eth_getLogs, and to the database's own time to insert as many
// donation rows in one statement with no client in the way (issue 15: the floor under any
// indexer; goal ≤ 2× that); then the CPU the idle indexer uses over 30 s (target ≤ 5% of a core).
//   npx tsx bench/indexer/backfill.ts [--transfers 10000] [--per-block 100] [--idle-seconds 30]
//     [--database-url postgres://postgres@127.0.0.1:5432/postgres]  (a fresh database is created
//     on that server and dropped afterwards; default: PGlite in memory)
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { loadDeployment } from '@crowdvault/server/chain/deployment';
import { addressTopic, TRANSFER_TOPIC } from '@crowdvault/server/chain/event-topics';
import { type DatabaseHandle, openDatabase } from '@crowdvault/server/db/client';
import { campaigns, donations, users } from '@crowdvault/server/db/schema';
import { DonationIndexer } from '@crowdvault/server/services/indexer/donation-indexer';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Address, encodeFunctionData, numberToHex } from 'viem';
import { startBenchChain } from './bench-chain';

const { values } = parseArgs({
  options: {
    transfers: { type: 'string', default: '10000' },
    'per-block': { type: 'string', default: '100' },
    'idle-seconds': { type: 'string', default: '30' },
    'database-url': { type: 'string' },
  },
});
const TRANSFERS = Number(values.transfers);
const PER_BLOCK = Number(values['per-block']);
const IDLE_SECONDS = Number(values['idle-seconds']);
const VAULTS = 100;
const MAX_RANGE = 2_000;

const { anvil, dir, deploymentFile, rpc } = await startBenchChain();
const database = await openBenchDatabase(values['database-url']);
try {
  const deployment = await loadDeployment(deploymentFile);
  const usdt = deployment.tokens.find((token) => token.symbol === 'USDT')!.address;
  const vaults: Address[] = Array.from(
    { length: VAULTS },
    () => `0x${randomBytes(20).toString('hex')}` as Address,
  );

  let started = performance.now();
  await rpc('evm_setAutomine', [false]);
  for (let sent = 0; sent < TRANSFERS; sent += PER_BLOCK) {
    const batch = Array.from({ length: Math.min(PER_BLOCK, TRANSFERS - sent) }, (_, i) => ({
      jsonrpc: '2.0',
      id: sent + i,
      method: 'eth_sendTransaction',
      params: [
        {
          from: DEV_ACCOUNTS[(sent + i) % DEV_ACCOUNTS.length]!.address,
          to: usdt,
          gas: numberToHex(100_000),
          data: encodeFunctionData({
            abi: testUsdtAbi,
            functionName: 'transfer',
            args: [vaults[(sent + i) % VAULTS]!, 1_000_000n],
          }),
        },
      ],
    }));
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    const answers = (await response.json()) as { error?: { message: string } }[];
    const failed = answers.find((answer) => answer.error);
    if (failed) throw new Error(`eth_sendTransaction: ${failed.error!.message}`);
    await rpc('evm_mine', []);
  }
  await rpc('evm_setAutomine', [true]);
  const head = BigInt((await rpc('eth_blockNumber')) as string);
  const blocks = head - BigInt(deployment.deployBlock) + 1n;
  console.info(
    `sent ${TRANSFERS} transfers into ${VAULTS} vaults in ${blocks} blocks (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  // Baseline: only fetching the same logs, in the same ranges the indexer uses.
  const fetchLogs = async () => {
    let total = 0;
    for (let from = BigInt(deployment.deployBlock); from <= head; from += BigInt(MAX_RANGE)) {
      const to = from + BigInt(MAX_RANGE) - 1n < head ? from + BigInt(MAX_RANGE) - 1n : head;
      const logs = (await rpc('eth_getLogs', [
        {
          address: deployment.tokens.map((token) => token.address),
          topics: [TRANSFER_TOPIC, null, vaults.map(addressTopic)],
          fromBlock: numberToHex(from),
          toBlock: numberToHex(to),
        },
      ])) as unknown[];
      total += logs.length;
    }
    return total;
  };
  await fetchLogs(); // warm the node's caches, as the indexer run below will find them
  started = performance.now();
  const logCount = await fetchLogs();
  const logsMs = performance.now() - started;

  const db = database.db;
  const [creator] = await db
    .insert(users)
    .values({ walletAddress: DEV_ACCOUNTS[3]!.address.toLowerCase(), username: 'bench_creator' })
    .returning({ id: users.id });
  await db.insert(campaigns).values(
    vaults.map((vault, i) => ({
      creatorId: creator!.id,
      title: `Backfill bench ${i}`,
      description: 'd',
      story: 's',
      category: 'Community' as const,
      goalAmount: 10n ** 15n,
      isApproved: true,
      endDate: new Date(Date.now() + 30 * 86_400_000),
      vaultAddress: vault.toLowerCase(),
    })),
  );

  const insertMs = await databaseInsertFloor(database, TRANSFERS);

  const indexer = new DonationIndexer({
    db,
    chainId: deployment.chainId,
    deployment,
    rpcUrl: anvil.rpcUrl,
    confirmations: 0,
    maxRange: MAX_RANGE,
  });
  started = performance.now();
  indexer.start();
  await indexer.waitForBlock(head, 600_000);
  const indexerMs = performance.now() - started;
  const [recorded] = await db.select({ value: count() }).from(donations);
  if (recorded?.value !== TRANSFERS || logCount !== TRANSFERS) {
    throw new Error(`expected ${TRANSFERS} donations and logs, got ${recorded?.value} and ${logCount}`);
  }
  console.info(`eth_getLogs alone: ${logCount} logs in ${logsMs.toFixed(0)} ms`);
  console.info(
    `backfill: ${TRANSFERS} donations in ${indexerMs.toFixed(0)} ms = ${Math.round((TRANSFERS / indexerMs) * 1000)} events/s ` +
      `(target ≥ 2000); ratio to eth_getLogs ${(indexerMs / logsMs).toFixed(2)}`,
  );
  console.info(
    `database's own insert of ${TRANSFERS} donation rows (one insert … select, no client): ${insertMs.toFixed(0)} ms; ` +
      `backfill ratio to it ${(indexerMs / insertMs).toFixed(2)} (goal ≤ 2)`,
  );

  if (IDLE_SECONDS > 0) {
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - wallBefore;
    const share = ((cpu.user + cpu.system) / 1000 / wallMs) * 100;
    console.info(
      `idle indexer over ${IDLE_SECONDS} s (polling every 500 ms): ${share.toFixed(2)}% of a core ` +
        `(user ${(cpu.user / 1000).toFixed(0)} ms, system ${(cpu.system / 1000).toFixed(0)} ms; target ≤ 5%)`,
    );
  }
  await indexer.stop();
} finally {
  await database.close();
  await anvil.stop();
  await rm(dir, { recursive: true, force: true });
}

/** The floor under any indexer: the database inserting `rows` donation rows into the same table
 *  (same indexes and checks) from `generate_series` inside one statement, with nothing read from
 *  the chain or sent by a client. Best of three; the rows go again after each try. */
async function databaseInsertFloor({ db }: DatabaseHandle, rows: number): Promise<number> {
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).limit(1);
  const scratchChain = 999_999;
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    await db.execute(sql`
      insert into donations (campaign_id, donor_address, chain_id, token_address, currency, amount,
        token_decimals, counted_amount, tx_hash, log_index, block_number, block_hash)
      select ${campaign!.id}, '0x' || lpad(to_hex(n), 40, '0'), ${scratchChain}, '0x' || repeat('a', 40),
        'USDT', 1000000, 6, 1000000, '0x' || lpad(to_hex(n), 64, '0'), 0, n, '0x' || repeat('b', 64)
      from generate_series(1, ${rows}) as n`);
    best = Math.min(best, performance.now() - started);
    await db.delete(donations).where(eq(donations.chainId, scratchChain));
  }
  // So the indexer's run below finds the table as it would without this measurement.
  await db.execute(sql`vacuum donations`);
  return best;
}

/** PGlite in memory, or a fresh database on the PostgreSQL server at `url` (dropped on close). */
async function openBenchDatabase(url: string | undefined): Promise<DatabaseHandle> {
  if (!url) return openDatabase({ memory: true });
  const name = `crowdvault_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
