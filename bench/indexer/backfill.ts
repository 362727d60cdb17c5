// Benchmark (b) backfill and (c) idle CPU. 10,000 USDT transfers from the ten dev accounts into
// 100 vaults (100 transfers per block, like a busy public chain), then a fresh indexer on an empty
// database reads them all. Prints events per second and the ratio of its time to the time of
// only fetching the same logs with eth_getLogs (targets: ≥ 2,000 events/s, ratio ≤ 2); then the
// CPU the idle indexer uses over 30 s (target ≤ 5% of a core).
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
import { count } from 'drizzle-orm';
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
      `(target ≥ 2000); ratio to eth_getLogs ${(indexerMs / logsMs).toFixed(2)} (target ≤ 2)`,
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
