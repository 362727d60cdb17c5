import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ROLES, ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { sql } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainContext } from './chain/context';
import { findToken } from './chain/deployment';
import { connectChains } from './chain/registry';
import { rowsOf } from './db/client';
import { anvilChainEntry, campaignTotals, createCampaign, sendToken } from './test/chain-kit';
import { metricValue, type ServerProcess, startServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-database';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const TRANSFERS = 200;
const SENDERS = [5, 6, 7, 8];

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const METRICS_TOKEN = 'scale-out-test-metrics-token-0123456789';
const metrics = (server: ServerProcess) =>
  fetch(`${server.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(3_000),
  }).then((response) => response.text());

/** An open event stream: `until` reads until the text matches. */
async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    close: () => controller.abort(),
    async until(needle: string) {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
      return text;
    },
  };
}

// Issue 19's "done when": two server processes on one PostgreSQL database and one anvil. Only in
// the PostgreSQL pass (npm run test:server:pg): PGlite is one process by design.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one chain', () => {
  let dir: string;
  let anvil: AnvilHandle;
  let database: TestDatabase;
  let chain: ChainContext;
  let kit: ReturnType<typeof devChainClients>;
  let usdt: Address;
  let leader: ServerProcess;
  let follower: ServerProcess;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cv-scale-out-'));
    await mkdir(join(dir, 'web-dist'), { recursive: true });
    await writeFile(join(dir, 'web-dist', 'index.html'), '<!doctype html><div id="root"></div>');
    // A chain of its own: the leader is killed mid-stream and 200 transfers must not disturb the
    // other test files' anvil.
    anvil = await startAnvil({ port: await findFreePort(), quiet: true });
    const deploymentFile = join(dir, 'deployment.json');
    await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile });
    database = await createTestDatabase();
    ({ primary: chain } = await connectChains([anvilChainEntry(anvil.rpcUrl, deploymentFile)], {
      bootCheck: false,
    }));
    kit = devChainClients(anvil.rpcUrl);
    usdt = findToken(chain.deployment, 'USDT')!.address;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url!,
      // The database counts the limits here (the Redis path has its own test): a fresh database
      // per run, so no count is left over from the last one.
      REDIS_URL: '',
      CHAIN_RPC_URL: anvil.rpcUrl,
      CHAIN_CONFIRMATIONS: '0',
      DEPLOYMENT_FILE: deploymentFile,
      DATA_DIR: dir,
      WEB_DIST_DIR: join(dir, 'web-dist'),
      JWT_SECRET: 'scale-out-test-secret-scale-out-test-secret',
      RELAYER_PRIVATE_KEY: DEV_ROLES.relayer.privateKey,
      AUTH_RATE_LIMIT: '3',
      METRICS_TOKEN,
    };
    const [leaderPort, followerPort] = [await findFreePort(), await findFreePort()];
    leader = await startServerProcess(env, { port: leaderPort });
    await waitFor(
      'the first instance to lead',
      async () => metricValue(await metrics(leader), 'crowdvault_indexer_leader') === 1,
    );
    follower = await startServerProcess(env, { port: followerPort });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([leader?.stop(), follower?.stop()]);
    await anvil?.stop();
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('brings a donation the leader indexed to an event stream on the follower', async () => {
    expect(metricValue(await metrics(follower), 'crowdvault_indexer_leader')).toBe(0);
    const campaign = await createCampaign(database.db, chain);
    const stream = await openStream(`${follower.url}/api/campaigns/${campaign.id}/events`);
    await stream.until(': connected');
    const receipt = await sendToken(kit, 4, usdt, campaign.vault, 7_000_000n);
    const text = await stream.until(receipt.transactionHash);
    expect(text).toContain('"raisedAmount":"7"');
    stream.close();
  });

  it('holds a sign-in rate limit hit through one instance on the other', async () => {
    const nonce = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/nonce`).then((response) => response.status);
    expect([await nonce(leader), await nonce(leader), await nonce(follower)]).toEqual([200, 200, 200]);
    expect(await nonce(follower)).toBe(429);
    expect(await nonce(leader)).toBe(429);
  });

  it('survives the leader killed mid-stream: the follower takes over and records every transfer once', async () => {
    const campaign = await createCampaign(database.db, chain);
    const nonces = new Map<number, number>();
    for (const account of SENDERS) {
      nonces.set(
        account,
        await kit.publicClient.getTransactionCount({
          address: kit.wallet(account).account.address,
          blockTag: 'pending',
        }),
      );
    }
    const hashes: Hex[] = [];
    let takeover: Promise<number> | undefined;
    for (let index = 0; index < TRANSFERS; index += 1) {
      const account = SENDERS[index % SENDERS.length]!;
      const nonce = nonces.get(account)!;
      nonces.set(account, nonce + 1);
      hashes.push(
        await kit.wallet(account).writeContract({
          address: usdt,
          abi: testUsdtAbi,
          functionName: 'transfer',
          args: [campaign.vault, BigInt(1_000 + index)],
          nonce,
        }),
      );
      // Spread over time so the leader records ranges before it dies and after is the follower's.
      if (index % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 150));
      if (index === TRANSFERS / 2) {
        leader.child.kill('SIGKILL');
        const killedAt = Date.now();
        takeover = waitFor(
          'the follower to lead',
          async () => metricValue(await metrics(follower), 'crowdvault_indexer_leader') === 1,
        ).then(() => Date.now() - killedAt);
      }
    }
    await kit.mined(hashes.at(-1)!);
    expect(await leader.exited).toBe('SIGKILL');

    // Another instance takes the lock and goes on from the checkpoint within 5 s.
    const takeoverMs = await takeover!;
    expect(takeoverMs).toBeLessThan(5_000);

    const recorded = async () => {
      const result = await database.db.execute(
        sql`select tx_hash, count(*)::int as n from donations where campaign_id = ${campaign.id} group by tx_hash`,
      );
      return rowsOf<{ tx_hash: string; n: number }>(result);
    };
    await waitFor('every transfer to be recorded', async () => (await recorded()).length === TRANSFERS);
    const rows = await recorded();
    expect(rows.every((row) => row.n === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.tx_hash))).toEqual(
      new Set(hashes.map((hash) => hash.toLowerCase())),
    );

    const onChain = await kit.publicClient.readContract({
      address: usdt,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [campaign.vault],
    });
    const expected = Array.from({ length: TRANSFERS }, (_, index) => BigInt(1_000 + index)).reduce(
      (a, b) => a + b,
    );
    expect(onChain).toBe(expected);
    expect((await campaignTotals(database.db, campaign.id)).raisedAmount).toBe(onChain);
    console.info(`scale-out: the follower led ${takeoverMs} ms after the leader was killed`);
  }, 90_000);

  it('shuts down on SIGTERM within 10 s: streams told to reconnect elsewhere, the lock released', async () => {
    const campaign = await createCampaign(database.db, chain);
    const stream = await openStream(`${follower.url}/api/campaigns/${campaign.id}/events`);
    await stream.until(': connected');
    const started = Date.now();
    follower.child.kill('SIGTERM');
    expect(await stream.until('retry: 500')).toMatch(/retry: 500\n\n$/);
    expect(await follower.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The advisory lock went with the session: a new leader can take it at once. Only this
    // file's database counts: pg_locks lists the whole server's, and other test files running
    // beside this one hold leader locks of their own.
    const locks = await database.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(rowsOf<{ n: number }>(locks)[0]!.n).toBe(0);
  });
});
