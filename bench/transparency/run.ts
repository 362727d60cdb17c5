// /api/transparency with 10,000 campaigns (issue 17: "the page loads fast with 10,000 campaigns").
// Seeds the campaign-list benchmark's 10,000 campaigns and 100,000 donations (their tokens set
// from each campaign's currency) plus one withdrawal per 4 campaigns, then measures:
//   - the summary itself, uncached (SQL aggregates + the treasury and head read from the chain),
//     N times in a row: median and p95;
//   - the HTTP route as served (5 s cache) for 10 s at 50 connections with autocannon, beside
//     GET /api/health;
//   - with --reconciliation, one cold /api/transparency/reconciliation (every vault read on chain).
//   npx tsx bench/transparency/run.ts [--db postgres|pglite|both] [--campaigns 10000]
//     [--donations 100000] [--repeat 20] [--duration 10] [--reconciliation]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/crowdvault_bench),
//   recreated on each run.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '@crowdvault/server/app';
import { connectChains } from '@crowdvault/server/chain/registry';
import { type DatabaseHandle, openDatabase } from '@crowdvault/server/db/client';
import { loadEnv } from '@crowdvault/server/env';
import { getTransparencySummary } from '@crowdvault/server/services/transparency/transparency-summary';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { seedBenchData } from '../campaigns-api/seed';
import { percentile } from '../indexer/bench-chain';
import { type BenchChain, formatTable, recreatePostgres, runOnDatabases } from '../support';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    campaigns: { type: 'string', default: '10000' },
    donations: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    reconciliation: { type: 'boolean', default: false },
  },
});
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crowdvault_bench';
const CAMPAIGNS = Number(values.campaigns);

async function measure(url: string, duration = Number(values.duration)) {
  const result = await autocannon({ url, connections: Number(values.connections), duration });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function runOn(kind: 'postgres' | 'pglite', chain: BenchChain) {
  const dir = await mkdtemp(join(tmpdir(), 'cv-bench-transparency-'));
  await mkdir(join(dir, 'web'), { recursive: true });
  await writeFile(join(dir, 'web', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  let database: DatabaseHandle;
  if (kind === 'postgres') {
    await recreatePostgres(PG_URL);
    database = await openDatabase({ url: PG_URL });
  } else {
    database = await openDatabase({ memory: true });
  }
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    CHAIN_RPC_URL: chain.anvil.rpcUrl,
    DEPLOYMENT_FILE: chain.deploymentFile,
    WEB_DIST_DIR: join(dir, 'web'),
  });
  const chains = await connectChains(env.chains);
  const chainContext = chains.primary;
  const { db } = database;
  const started = performance.now();
  await seedBenchData(db, { campaigns: CAMPAIGNS, donations: Number(values.donations) });
  // The list benchmark's donations carry no token (native coin); here each is in its campaign's
  // currency, so the aggregate groups over the three tokens as on a live platform.
  for (const token of chainContext.deployment.tokens) {
    await db.execute(sql`
      update donations d set token_address = ${token.address.toLowerCase()}, currency = ${token.symbol},
        token_decimals = ${token.decimals}
      from campaigns c where c.id = d.campaign_id and c.currency = ${token.symbol}`);
  }
  const usdt = chainContext.deployment.tokens.find((token) => token.symbol === 'USDT');
  await db.execute(sql`
    insert into vault_withdrawals (campaign_id, chain_id, token_address, recipient, amount, fee, payout,
      tx_hash, log_index, block_number, block_hash)
    select g * 4, 31337, ${usdt?.address.toLowerCase() ?? null}, '0x' || lpad(to_hex(g), 40, '0'),
      1000000, 25000, 975000, '0x' || lpad(to_hex(g + 1000000), 64, '0'), 0, g, '0x' || lpad(to_hex(g), 64, '0')
    from generate_series(1, ${Math.floor(CAMPAIGNS / 4)}) g`);
  await db.execute(sql`analyze`);
  console.info(`\n${kind}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp({
    env,
    db,
    chains,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    // The summary uncached: what a cache miss costs.
    const times: number[] = [];
    let summary: Awaited<ReturnType<typeof getTransparencySummary>> | undefined;
    for (let i = 0; i < Number(values.repeat); i += 1) {
      const t = performance.now();
      summary = await getTransparencySummary(db, chains.all);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.info(
      `summary uncached (${times.length} runs): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; vaults ${summary?.vaultCount}, donations ${summary?.donationCount}, withdrawals ${summary?.withdrawalCount}`,
    );
    const first = performance.now();
    const cold = await fetch(`${address}/api/transparency`);
    console.info(
      `GET /api/transparency, first request: ${cold.status} in ${(performance.now() - first).toFixed(1)} ms`,
    );

    const rows = [];
    for (const [name, path] of [
      ['health', '/api/health'],
      ['transparency', '/api/transparency'],
    ] as const) {
      await measure(address + path, 1);
      const { rps, p99, errors } = await measure(address + path);
      rows.push({ case: name, 'req/s': Math.round(rps), 'p99 ms': p99, errors });
    }
    console.info(formatTable(rows));

    if (values.reconciliation) {
      const t = performance.now();
      const response = await fetch(`${address}/api/transparency/reconciliation`);
      console.info(
        `GET /api/transparency/reconciliation, cold (${CAMPAIGNS} vaults): ${response.status} in ${((performance.now() - t) / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runOnDatabases(values.db, runOn);
