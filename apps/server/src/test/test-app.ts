import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devChainClients } from '@crowdvault/contracts/chain-clients';
import type { FastifyInstance } from 'fastify';
import { type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { ChainContext } from '../chain/context';
import { connectChains, registryOf } from '../chain/registry';
import type { DatabaseHandle } from '../db/client';
import { type Env, loadEnv } from '../env';
import { Relayer, type RelayerOptions } from '../infra/relayer/relayer';
import { resolveSecrets } from '../secrets';
import { createTestDatabase } from './test-database';

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">CrowdVault test shell</div></body></html>';

export interface TestContext {
  env: Env;
  /** With `url` on PostgreSQL: this file's own database, for what connects on its own (locks). */
  database: DatabaseHandle & { url?: string };
  chain: ChainContext;
  dataDir: string;
}

/** Environment for a test: the shared test anvil, a throw-away data dir, silent logs. */
export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CHAIN_RPC_URL: inject('chainRpcUrl'),
    DEPLOYMENT_FILE: inject('deploymentFile'),
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    ...overrides,
  });
}

/** The real parts an app is built from: a fresh database, the test chain, a data dir holding a
 *  minimal built web app. Call `close` in afterAll. */
export async function createTestContext(
  overrides: Record<string, string> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cv-server-'));
  await mkdir(join(dataDir, 'web-dist', 'assets'), { recursive: true });
  await writeFile(join(dataDir, 'web-dist', 'index.html'), TEST_INDEX_HTML);
  await writeFile(join(dataDir, 'web-dist', 'assets', 'app.js'), 'console.log("app");');
  const env = testEnv(dataDir, overrides);
  // As the server connects its chains, but reading nothing from them: the suite deployed the
  // contracts itself, and a test may point CHAIN_RPC_URL at a chain that does not answer.
  const { primary: chain } = await connectChains(env.chains, { bootCheck: false });
  const database = await createTestDatabase();
  return {
    env,
    database,
    chain,
    dataDir,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the app on a test context (routes can still be added before the first inject), serving
 *  `extra.chains` (the context's chain unless told), with any other part `buildApp` takes (a
 *  relayer, the donation events, indexers to report). */
export async function createTestApp(
  context: TestContext,
  {
    chains = [context.chain],
    ...extra
  }: Omit<Parameters<typeof buildApp>[0], 'env' | 'db' | 'chains' | 'secrets'> & {
    chains?: ChainContext[];
  } = {},
): Promise<FastifyInstance> {
  const secrets = await resolveSecrets(context.env, context.chain.local);
  return buildApp({
    env: context.env,
    db: context.database.db,
    chains: registryOf(...chains),
    secrets,
    ...extra,
  });
}

/** An app whose relayer is a fresh account of its own (100 relayed calls per owner an hour), funded
 *  with 10 ETH like each of `fundedKeys`: a file that relays (Safe executions, vaults deployed at
 *  creation, gasless withdrawals) does not race other files for the shared relayer's nonces. */
export async function createAppWithOwnRelayer(
  context: TestContext,
  fundedKeys: Hex[],
): Promise<FastifyInstance> {
  const kit = devChainClients(context.chain.rpcUrls[0]!);
  const relayerKey = generatePrivateKey();
  for (const key of [...fundedKeys, relayerKey]) {
    await kit.testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('10') });
  }
  return createTestApp(context, { relayer: settingsRelayer(context, relayerKey) });
}

/** A relayer sending from `privateKey` on the chain's first RPC URL: a gas price ceiling no test
 *  chain reaches, no minimum balance and no per-owner limit, unless `options` say otherwise. */
export function testRelayer(
  chain: Pick<ChainContext, 'rpcUrls' | 'chainId'>,
  privateKey: Hex,
  options: Partial<Omit<RelayerOptions, 'rpcUrl' | 'chainId' | 'privateKey'>> = {},
): Relayer {
  return new Relayer({
    rpcUrl: chain.rpcUrls[0]!,
    chainId: chain.chainId,
    privateKey,
    maxGasPrice: 10n ** 12n,
    minBalance: 0n,
    perOwnerPerHour: 0,
    ...options,
  });
}

/** A relayer as the app builds one from the context's settings (gas price ceiling, minimum
 *  balance), sending from `privateKey`, 100 sends per owner an hour. */
export function settingsRelayer(context: Pick<TestContext, 'chain' | 'env'>, privateKey: Hex): Relayer {
  return testRelayer(context.chain, privateKey, {
    maxGasPrice: context.env.relayerMaxGasPrice,
    minBalance: context.env.relayerMinBalance,
    perOwnerPerHour: 100,
  });
}

/** Contexts that differ only in their settings, on one database, chain and data dir: for files
 *  that build several apps to compare settings (rate limits, proxies, the public URL). Loading a
 *  migrated database is most of what a test app costs (decision 103), so such a file pays for it
 *  once. A variant's `close` leaves the shared parts open; call the pool's `close` in afterAll. */
export function contextVariants() {
  let shared: ReturnType<typeof createTestContext> | undefined;
  return {
    async withEnv(overrides: Record<string, string> = {}) {
      shared ??= createTestContext();
      const context = await shared;
      return { ...context, env: testEnv(context.dataDir, overrides), close: async () => {} };
    },
    async close() {
      if (shared) await (await shared).close();
    },
  };
}
