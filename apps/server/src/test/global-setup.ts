import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { CHAIN_B } from './chain-b';
import { postgresTemplateName, runAdmin } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    chainRpcUrl: string;
    deploymentFile: string;
    /** Chain B: a second anvil (chain 31338) with the same addresses and 18-decimal TestUSDT. */
    chainRpcUrlB: string;
    deploymentFileB: string;
    /** A dump of a migrated PGlite, when the suite runs on PGlite. */
    pgliteTemplateFile: string | undefined;
  }
}

/** Starts two anvils on free ports (other anvils run on this machine), chain 31337 and chain B
 *  (31338, USDT with 18 decimals), each with a fresh deployment at the same addresses, shared by
 *  every server test file. Both mine on demand, unlike `npm start`'s interval-mining L2: tests wait
 *  for blocks they send, never for a clock. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  console.info(
    databaseUrl
      ? `server tests: PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}, one database per test file)`
      : 'server tests: PGlite in memory (set TEST_DATABASE_URL to run them on PostgreSQL)',
  );
  const dir = await mkdtemp(join(tmpdir(), 'cv-server-test-'));
  const deploymentFile = join(dir, 'deployment.json');
  const deploymentFileB = join(dir, 'deployment-31338.json');
  const port = await findFreePort();
  let portB = await findFreePort();
  while (portB === port) portB = await findFreePort();
  // Side by side: the second chain adds little to the suite's start-up (measured: decision 060).
  const [anvil, anvilB] = await Promise.all([
    startAnvil({ port, quiet: true }),
    startAnvil({ port: portB, chainId: CHAIN_B.chainId, quiet: true }),
  ]);
  await Promise.all([
    ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile }),
    ensureDevDeployment({
      rpcUrl: anvilB.rpcUrl,
      file: deploymentFileB,
      tokenDecimals: CHAIN_B.tokenDecimals,
    }),
  ]);
  project.provide('chainRpcUrl', anvil.rpcUrl);
  project.provide('deploymentFile', deploymentFile);
  project.provide('chainRpcUrlB', anvilB.rpcUrl);
  project.provide('deploymentFileB', deploymentFileB);
  project.provide('pgliteTemplateFile', databaseUrl ? undefined : await dumpMigratedPglite(dir));
  if (databaseUrl) await createMigratedTemplate(databaseUrl);
  return async () => {
    await Promise.all([anvil.stop(), anvilB.stop()]);
    if (databaseUrl) {
      await runAdmin(
        databaseUrl,
        `drop database if exists ${postgresTemplateName(databaseUrl)} with (force)`,
      );
    }
    await rm(dir, { recursive: true, force: true });
  };
}

/** On PostgreSQL a database of its own is migrated once, and each file's database is copied from it
 *  (`create database … template`): 0.2 s instead of 0.7 s for every migration again. Only copies
 *  use it, so nothing is connected to it while it is copied (PostgreSQL's condition). */
async function createMigratedTemplate(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = postgresTemplateName(databaseUrl);
  await runAdmin(databaseUrl, `drop database if exists ${name} with (force)`);
  await runAdmin(databaseUrl, `create database ${name}`);
  url.pathname = `/${name}`;
  await (await openDatabase({ url: url.toString() })).close();
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
