import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    chainRpcUrl: string;
    deploymentFile: string;
    /** A dump of a migrated PGlite, when the suite runs on PGlite. */
    pgliteTemplateFile: string | undefined;
  }
}

/** Starts one anvil on a free port (other anvils run on this machine) with a fresh deployment,
 *  shared by every server test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  console.info(
    databaseUrl
      ? `server tests: PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}, one database per test file)`
      : 'server tests: PGlite in memory (set TEST_DATABASE_URL to run them on PostgreSQL)',
  );
  const dir = await mkdtemp(join(tmpdir(), 'cv-server-test-'));
  const anvil = await startAnvil({ port: await findFreePort(), quiet: true });
  const deploymentFile = join(dir, 'deployment.json');
  await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile });
  project.provide('chainRpcUrl', anvil.rpcUrl);
  project.provide('deploymentFile', deploymentFile);
  project.provide('pgliteTemplateFile', databaseUrl ? undefined : await dumpMigratedPglite(dir));
  return async () => {
    await anvil.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

async function dumpMigratedPglite(dir: string): Promise<string> {
  const handle = await openDatabase({ memory: true });
  const file = join(dir, 'pglite-template.tar');
  try {
    const dump = await handle.pglite!.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return file;
}
