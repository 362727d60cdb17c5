import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';

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
