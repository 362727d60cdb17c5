// Benchmark of the admin area at scale: GET /api/admin/campaigns over 10,000 campaigns (default
// page, search, status and approval filters) for 10 s each at 50 connections, against
// GET /api/health in the same run; then Wallet Management reading 1,000 vaults × 3 tokens (and
// the native coin) from the local chain in batched JSON-RPC. Targets: list p99 ≤ 50 ms on
// PostgreSQL; 1,000 vaults ≤ 3 s.
// Ten connections by default: a moderation team, all clicking at once. At 50 connections on two
// cores every route queues behind the others, health included, and p99 measures the queue (50 ÷
// requests per second), not the route; the ratio to health is the figure that compares routes.
//   npx tsx bench/admin/run.ts [--db postgres|pglite|both] [--duration 10] [--connections 10]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/crowdvault_bench_admin).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { buildApp } from '@crowdvault/server/app';
import { connectChains } from '@crowdvault/server/chain/registry';
import { type DatabaseHandle, openDatabase } from '@crowdvault/server/db/client';
import { loadEnv } from '@crowdvault/server/env';
import { signIn } from '@crowdvault/server/test/sign-in';
import autocannon from 'autocannon';
import { seedBenchData } from '../campaigns-api/seed';
import { type BenchChain, formatTable, recreatePostgres, runOnDatabases } from '../support';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    campaigns: { type: 'string', default: '10000' },
    donations: { type: 'string', default: '20000' },
    vaults: { type: 'string', default: '1000' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crowdvault_bench_admin';

const CASES = [
  ['health', '/api/health'],
  ['admin list (newest)', '/api/admin/campaigns?limit=24'],
  ['admin list page 20', '/api/admin/campaigns?limit=24&offset=456'],
  ['admin search', '/api/admin/campaigns?limit=24&search=water'],
  ['admin flagged', '/api/admin/campaigns?limit=24&status=flagged'],
  ['admin pending', '/api/admin/campaigns?limit=24&approval=pending'],
  ['admin stats', '/api/admin/stats'],
] as const;

async function runOn(kind: 'postgres' | 'pglite', chain: BenchChain) {
  const dir = await mkdtemp(join(tmpdir(), 'cv-bench-admin-'));
  await mkdir(join(dir, 'web'), { recursive: true });
  await writeFile(join(dir, 'web', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  let database: DatabaseHandle;
  if (kind === 'postgres') {
    await recreatePostgres(PG_URL);
    database = await openDatabase({ url: PG_URL });
  } else {
    database = await openDatabase({ memory: true });
  }
  await seedBenchData(database.db, {
    campaigns: Number(values.campaigns),
    donations: Number(values.donations),
  });
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    CHAIN_RPC_URL: chain.anvil.rpcUrl,
    DEPLOYMENT_FILE: chain.deploymentFile,
    WEB_DIST_DIR: join(dir, 'web'),
    AUTH_RATE_LIMIT: '0',
  });
  const chains = await connectChains(env.chains);
  const app = await buildApp({ env, db: database.db, chains });
  const session = await signIn(app, DEV_ACCOUNTS[0]!.privateKey);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const rows: Record<string, string | number>[] = [];
    let health = 0;
    for (const [name, path] of CASES) {
      const measure = (duration: number) =>
        autocannon({ url: address + path, connections: CONNECTIONS, duration, headers });
      await measure(1);
      const result = await measure(DURATION);
      if (name === 'health') health = result.requests.average;
      rows.push({
        case: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'ratio to health': health ? (result.requests.average / health).toFixed(2) : '-',
        errors: result.errors + result.non2xx,
      });
    }
    console.info(`\n${kind}, ${values.campaigns} campaigns`);
    console.info(formatTable(rows));

    // Wallet Management over N vaults: each vault's code, native balance and 3 token balances.
    const vaults = Number(values.vaults);
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const response = await fetch(`${address}/api/admin/wallets?limit=${vaults}`, { headers });
      const body = (await response.json()) as unknown[];
      if (!response.ok || body.length !== vaults) throw new Error(`wallets answered ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.info(
      `wallets: ${vaults} vaults × ${chains.primary.deployment.tokens.length} tokens + native, median ${(times[1]! / 1000).toFixed(2)} s (runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runOnDatabases(values.db, runOn);
