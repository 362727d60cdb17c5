import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { afterAll, beforeAll } from 'vitest';
import type { DonationIndexer } from '../services/indexer/donation-indexer';
import { testIndexer } from './chain-kit';
import { createTestContext, type TestContext } from './test-app';

/**
 * A fresh anvil with the dev deployment, for a test file that sends from the dev accounts in
 * bulk (the demo seed, the demo Safe). On the suite's shared anvil, two such files running side
 * by side took the same nonces ("nonce too low"). Pass `overrides` to `createTestContext`.
 */
export async function startOwnChain(): Promise<{
  overrides: { CHAIN_RPC_URL: string; DEPLOYMENT_FILE: string };
  stop(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'cv-own-chain-'));
  const anvil = await startAnvil({ port: await findFreePort(), quiet: true });
  const file = join(dir, 'deployment.json');
  try {
    await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file });
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  return {
    overrides: { CHAIN_RPC_URL: anvil.rpcUrl, DEPLOYMENT_FILE: file },
    async stop() {
      await anvil.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** For the `describe` block it is called in: a chain of its own (`startOwnChain`), a test context
 *  on it and its indexer running, made in `beforeAll` and stopped in `afterAll`; read them through
 *  the fixture inside a hook or a test. */
export function useOwnChainWithIndexer(): {
  readonly context: TestContext;
  readonly indexer: DonationIndexer;
} {
  let ownChain: Awaited<ReturnType<typeof startOwnChain>> | undefined;
  let context: (TestContext & { close(): Promise<void> }) | undefined;
  let indexer: DonationIndexer | undefined;
  beforeAll(async () => {
    ownChain = await startOwnChain();
    context = await createTestContext(ownChain.overrides);
    indexer = testIndexer(context);
    indexer.start();
  });
  afterAll(async () => {
    await indexer?.stop();
    await context?.close();
    await ownChain?.stop();
  });
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Made in beforeAll: read it inside a hook or a test.');
    return value;
  };
  return {
    get context() {
      return made(context);
    },
    get indexer() {
      return made(indexer);
    },
  };
}
