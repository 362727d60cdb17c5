// Benchmark of GET /api/campaigns: 10,000 campaigns and 100,000 donations, each query for 10 s at
// 50 connections with autocannon, against GET /api/health in the same run. Prints requests/s,
// p99 latency and the ratio to health (targets on PostgreSQL: ratio ≥ 0.3, p99 ≤ 50 ms; without the
// page cache, issue 15: ratio ≥ 0.5, p99 ≤ 25 ms). autocannon runs as a separate process.
//   npx tsx bench/campaigns-api/run.ts [--db postgres|pglite|both] [--duration 10] [--connections 50]
//     [--campaigns 10000] [--donations 100000] [--only funded] [--no-page-cache]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/crowdvault_bench),
//   recreated on each run.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { buildApp } from '@crowdvault/server/app';
import { type DatabaseHandle, openDatabase } from '@crowdvault/server/db/client';
import { loadEnv } from '@crowdvault/server/env';
import { type BenchChain, formatTable, recreatePostgres, runOnDatabases } from '../support';
import { seedBenchData } from './seed';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    campaigns: { type: 'string', default: '10000' },
    donations: { type: 'string', default: '100000' },
    only: { type: 'string' },
    'no-page-cache': { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const run = promisify(execFile);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crowdvault_bench';

const CASES = [
  ['health', '/api/health'],
  ['list (recent)', '/api/campaigns?limit=12'],
  ['list funded', '/api/campaigns?limit=12&sortBy=funded'],
  ['list ending', '/api/campaigns?limit=12&sortBy=ending'],
  ['list newest', '/api/campaigns?limit=12&sortBy=newest'],
  ['list search', '/api/campaigns?limit=12&search=clean%20water'],
  ['list all, page 5', '/api/campaigns?limit=12&status=all&offset=48'],
  ['stats', '/api/stats'],
] as const;

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon runs in a process of its own (issue 15): in the server's process its own work
 *  (opening connections, parsing answers) took CPU from the server and showed up in the figures. */
async function measure(baseUrl: string, path: string, duration = DURATION) {
  const { stdout } = await run(process.execPath, [
    AUTOCANNON_CLI,
    '--json',
    '--connections',
    String(CONNECTIONS),
    '--duration',
    String(duration),
    baseUrl + path,
  ]);
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function runOn(kind: 'postgres' | 'pglite', chain: BenchChain) {
  const dir = await mkdtemp(join(tmpdir(), 'cv-bench-api-'));
  await mkdir(join(dir, 'web'), { recursive: true });
  await writeFile(join(dir, 'web', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  let database: DatabaseHandle;
  if (kind === 'postgres') {
    await recreatePostgres(PG_URL);
    database = await openDatabase({ url: PG_URL });
  } else {
    database = await openDatabase({ memory: true });
  }
  const started = performance.now();
  await seedBenchData(database.db, {
    campaigns: Number(values.campaigns),
    donations: Number(values.donations),
  });
  console.info(`\n${kind}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    CHAIN_RPC_URL: chain.anvil.rpcUrl,
    DEPLOYMENT_FILE: chain.deploymentFile,
    WEB_DIST_DIR: join(dir, 'web'),
    // The query path alone, without the one-second page cache (decision 026).
    LIST_CACHE_MS: values['no-page-cache'] ? '0' : undefined,
  });
  // The runtime connects the bench's chain as the server does (CHAIN_RPC_URL, DEPLOYMENT_FILE).
  const app = await buildApp({ env, db: database.db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const rows: {
      case: string;
      'req/s': number;
      'p99 ms': number;
      'ratio to health': string;
      'CPU µs/req': number;
      'body bytes': number;
      errors: number;
    }[] = [];
    let health = 0;
    // `--only funded` measures health and the cases whose name contains the text (profiling).
    const cases = CASES.filter(([name]) => !values.only || name === 'health' || name.includes(values.only));
    for (const [name, path] of cases) {
      await measure(address, path, 1); // warm-up: JIT, connection pool, caches
      // The server's own CPU per answer (it runs in this process; autocannon does not): less
      // swayed than req/s by what else the machine runs.
      const cpuBefore = process.cpuUsage();
      const { rps, p99, errors } = await measure(address, path);
      const cpu = process.cpuUsage(cpuBefore);
      const cpuPerRequest = (cpu.user + cpu.system) / (rps * DURATION);
      if (name === 'health') health = rps;
      // What one answer weighs before compression (the list's lean payload, issue 15).
      const body = await (await fetch(address + path)).arrayBuffer();
      rows.push({
        case: name,
        'req/s': Math.round(rps),
        'p99 ms': p99,
        'ratio to health': health ? (rps / health).toFixed(2) : '-',
        'CPU µs/req': Math.round(cpuPerRequest),
        'body bytes': body.byteLength,
        errors,
      });
    }
    console.info(formatTable(rows));
  } finally {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runOnDatabases(values.db, runOn);
