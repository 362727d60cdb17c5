// bench/scale: read throughput and live-donation (SSE) delivery latency with 1, 2 and 3 server
// instances on one PostgreSQL and one anvil (issue 19). For each count: N server processes; one
// autocannon process per instance (what a load balancer would spread) on the campaign list for
// --duration seconds; meanwhile --streams event streams spread over the instances follow one
// campaign and --donations transfers are sent to it, each timed from its send to its arrival on
// every stream (the leader indexes it, NOTIFY carries it to the others).
//   npx tsx bench/scale/run.ts [--instances 1,2,3] [--duration 10] [--connections 30]
//     [--streams 30] [--donations 20]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/crowdvault_bench_scale),
//   recreated on each run.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ROLES, ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { findToken } from '@crowdvault/server/chain/deployment';
import { connectChains } from '@crowdvault/server/chain/registry';
import { openDatabase } from '@crowdvault/server/db/client';
import { anvilChainEntry, createCampaign } from '@crowdvault/server/test/chain-kit';
import { type ServerProcess, startServerProcess } from '@crowdvault/server/test/server-process';
import { formatTable, recreatePostgres } from '../support';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '1,2,3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '30' },
    streams: { type: 'string', default: '30' },
    donations: { type: 'string', default: '20' },
  },
});
const COUNTS = values.instances.split(',').map(Number);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const STREAMS = Number(values.streams);
const DONATIONS = Number(values.donations);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crowdvault_bench_scale';
const READ_PATH = '/api/campaigns?limit=12';
const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

async function autocannon(url: string, connections: number) {
  const { stdout } = await run(
    process.execPath,
    [AUTOCANNON_CLI, '--json', '--connections', String(connections), '--duration', String(DURATION), url],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A stream that records when each transaction hash first arrives. */
async function follow(url: string, arrivals: Map<string, number[]>) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let resolveConnected: () => void;
  const connected = new Promise<void>((resolve) => {
    resolveConnected = resolve;
  });
  void (async () => {
    while (true) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value);
      if (buffer.includes(': connected')) resolveConnected();
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const hash = /"transactionHash":"(0x[0-9a-f]+)"/.exec(message)?.[1];
        if (hash) arrivals.set(hash, [...(arrivals.get(hash) ?? []), Date.now()]);
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  await connected;
  return () => controller.abort();
}

const dir = await mkdtemp(join(tmpdir(), 'cv-bench-scale-'));
await mkdir(join(dir, 'web-dist'), { recursive: true });
await writeFile(join(dir, 'web-dist', 'index.html'), '<!doctype html><div id="root"></div>');
const anvil = await startAnvil({ port: await findFreePort(), quiet: true });
const rows: Record<string, string | number>[] = [];
try {
  const deploymentFile = join(dir, 'deployment.json');
  await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile });
  const { primary: chain } = await connectChains([anvilChainEntry(anvil.rpcUrl, deploymentFile)], {
    bootCheck: false,
  });
  const usdt = findToken(chain.deployment, 'USDT')!.address;
  const kit = devChainClients(anvil.rpcUrl);

  for (const count of COUNTS) {
    await recreatePostgres(PG_URL);
    const database = await openDatabase({ url: PG_URL });
    for (let index = 0; index < 50; index += 1) await createCampaign(database.db, chain);
    const campaign = await createCampaign(database.db, chain);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: PG_URL,
      REDIS_URL: '',
      CHAIN_RPC_URL: anvil.rpcUrl,
      CHAIN_CONFIRMATIONS: '0',
      DEPLOYMENT_FILE: deploymentFile,
      DATA_DIR: dir,
      WEB_DIST_DIR: join(dir, 'web-dist'),
      JWT_SECRET: 'bench-scale-secret-bench-scale-secret-0123',
      RELAYER_PRIVATE_KEY: DEV_ROLES.relayer.privateKey,
    };
    const servers: ServerProcess[] = [];
    try {
      for (let index = 0; index < count; index += 1) {
        servers.push(await startServerProcess(env, { port: await findFreePort() }));
      }
      const arrivals = new Map<string, number[]>();
      const stops = await Promise.all(
        Array.from({ length: STREAMS }, (_, index) =>
          follow(`${servers[index % count]!.url}/api/campaigns/${campaign.id}/events`, arrivals),
        ),
      );
      const sentAt = new Map<string, number>();
      const reads = Promise.all(
        servers.map((server) =>
          autocannon(server.url + READ_PATH, Math.max(1, Math.round(CONNECTIONS / count))),
        ),
      );
      const spacing = (DURATION * 1000 * 0.8) / DONATIONS;
      for (let index = 0; index < DONATIONS; index += 1) {
        await new Promise((resolve) => setTimeout(resolve, spacing));
        const started = Date.now();
        const hash = await kit.wallet(4).writeContract({
          address: usdt,
          abi: testUsdtAbi,
          functionName: 'transfer',
          args: [campaign.vault, 1_000_000n],
        });
        sentAt.set(hash, started);
      }
      const results = await reads;
      // The last donations' events: give them a moment after the load ends.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const stop of stops) stop();
      const latencies: number[] = [];
      let missing = 0;
      for (const [hash, started] of sentAt) {
        const times = arrivals.get(hash) ?? [];
        missing += STREAMS - times.length;
        latencies.push(...times.map((time) => time - started));
      }
      latencies.sort((a, b) => a - b);
      rows.push({
        instances: count,
        'reads/s (sum)': Math.round(results.reduce((sum, result) => sum + result.rps, 0)),
        'read p99 ms (worst)': Math.max(...results.map((result) => result.p99)),
        'read errors': results.reduce((sum, result) => sum + result.errors, 0),
        'SSE deliveries': latencies.length,
        'SSE missed': missing,
        'SSE p50 ms': percentile(latencies, 50),
        'SSE p95 ms': percentile(latencies, 95),
        'SSE max ms': latencies.at(-1) ?? Number.NaN,
      });
      console.info(formatTable(rows.slice(-1)));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.close();
    }
  }
  console.info(
    `\nbench/scale: GET ${READ_PATH} for ${DURATION} s at ${CONNECTIONS} connections in all; ${STREAMS} event streams, ${DONATIONS} donations\n`,
  );
  console.info(formatTable(rows));
} finally {
  await anvil.stop();
  await rm(dir, { recursive: true, force: true });
}
