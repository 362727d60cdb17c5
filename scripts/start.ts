// `npm start`: the whole embedded stack in one process tree: anvil (unless CHAIN_RPC_URL is set),
// the contracts deployed once, the server with migrations applied, demo data on first start.
// `npm run dev` (--dev) runs the API on API_PORT (3001) and Vite's dev server on PORT (3000).
// Readiness: the line "CrowdVault is ready at <url>" on stdout, and GET /api/health answering 200.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, DEV_CHAIN_ID, startAnvil } from '@crowdvault/contracts/dev-chain';
import type { ChainEntryConfig } from '@crowdvault/server/chain/chain-config';
import { attachDemoMessages } from '@crowdvault/server/demo/demo-claims';
import { makeDemoSafeCampaign } from '@crowdvault/server/demo/demo-safe';
import { makeDemoWithdrawal } from '@crowdvault/server/demo/demo-withdrawal';
import { dateDemoHistory, seedDemoData } from '@crowdvault/server/demo/seed';
import { type Env, EnvError, loadDotEnvFile, loadEnv } from '@crowdvault/server/env';
import { REPO_ROOT } from '@crowdvault/server/paths';
import { type RunningServer, startServer } from '@crowdvault/server/server';

const devMode = process.argv.includes('--dev');
const WEB_DIR = join(REPO_ROOT, 'apps', 'web');

let anvils: AnvilHandle[] = [];
let server: RunningServer | undefined;
let vite: ChildProcess | undefined;
let stopping = false;

async function main(): Promise<void> {
  loadDotEnvFile();
  const checked = loadEnv();
  const webPort = String(checked.port);
  // In dev mode the API moves to API_PORT and Vite takes PORT (its config proxies /api there).
  const env = devMode ? { ...checked, port: checked.apiPort } : checked;
  await mkdir(join(env.dataDir, 'chain'), { recursive: true });

  // The embedded stack's anvils (decision 060): each chain of the registry that npm start runs.
  const embedded = env.chains.filter((chain) => chain.embedded);
  anvils = await Promise.all(
    embedded.map((chain) =>
      startAnvil({
        port: chain.embedded!.port,
        chainId: chain.chainId,
        stateFile: chain.embedded!.stateFile,
        blockTimeSeconds: chain.embedded!.blockTimeSeconds,
        quiet: true,
      }),
    ),
  );
  // Local chains get the contracts and dev tokens on their first start; later starts find them in
  // anvil's saved state. A public chain's contracts are deployed once with npm run deploy:contracts.
  await Promise.all(
    env.chains.map(async (chain) => {
      const rpcUrl = chain.rpcUrls[0]!;
      if (!(chain.embedded || (await isLocalChain(chain, rpcUrl)))) return;
      // The same addresses on every local chain; each with its own token decimals (decision 081).
      await ensureDevDeployment({
        rpcUrl,
        file: chain.deploymentFile,
        treasuryAddress: env.treasuryAddress,
        tokenDecimals: chain.embedded?.tokenDecimals,
      });
    }),
  );

  server = await startServer(env);
  const running = server;
  if (running.chains.primary.local) {
    const seed = await seedDemoData(running.database.db, running.chains);
    if (seed.seeded) {
      // The indexers record the transfers; some donors then attach messages, as the web app would.
      const claimed = await attachDemoMessages(
        {
          db: running.database.db,
          chains: running.chains,
          indexerOf: (chainId) => running.indexerOf(chainId),
          events: running.donationEvents,
        },
        seed.sent,
      );
      // A creator then takes some out, so Withdrawal History has a completed row to show.
      const withdrawal = await makeDemoWithdrawal({
        db: running.database.db,
        chains: running.chains,
        indexer: running.indexerOf(running.chains.primary.chainId),
      });
      // A team campaign's vault goes to a 2-of-3 Safe of dev accounts (issue 30).
      const safe = await makeDemoSafeCampaign({
        db: running.database.db,
        chains: running.chains,
        indexer: running.indexerOf(running.chains.primary.chainId),
      });
      // Some campaigns' gifts are then dated across their weeks, so Analytics has a history.
      await dateDemoHistory(running.database.db);
      console.info(
        `Seeded ${seed.campaigns} demo campaigns and ${seed.transfers} donation transfers on ` +
          `${running.chains.all.length} local chains (${claimed} with their donor's identity)` +
          `${withdrawal ? ', and one withdrawal' : ''}${safe ? `; a 2-of-3 Safe ${safe} owns one vault` : ''}.`,
      );
    }
  }

  let url = server.url;
  if (devMode) {
    vite = startVite(webPort, env.port);
    url = `http://localhost:${webPort}`;
  }
  printBanner(env, url, server);
}

/** A chain configured by hand that is anvil's own (the single-chain variables pointing at a local
 *  anvil, as before): it gets the dev deployment like an embedded one. */
async function isLocalChain(chain: ChainEntryConfig, rpcUrl: string): Promise<boolean> {
  if (chain.local !== undefined) return chain.local;
  return (await readChainId(rpcUrl)) === DEV_CHAIN_ID;
}

async function readChainId(rpcUrl: string): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw new Error(`The chain at ${rpcUrl} does not answer`, { cause: error });
  });
  const body = (await response.json()) as { result?: string };
  if (!body.result) throw new Error(`The chain at ${rpcUrl} did not return its chain id`);
  return Number(BigInt(body.result));
}

function startVite(port: string, apiPort: number): ChildProcess {
  const viteBin = join(
    dirname(createRequire(join(WEB_DIR, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const child = spawn(process.execPath, [viteBin, '--port', port, '--strictPort'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: String(apiPort) },
  });
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`Vite exited (code ${code}); stopping.`);
      void shutdown(1);
    }
  });
  return child;
}

function printBanner(env: Env, url: string, running: RunningServer): void {
  const { deployment } = running.chains.primary;
  const pgliteDir = relative(process.cwd(), join(env.dataDir, 'pglite'));
  const database = env.databaseUrl
    ? `PostgreSQL (${env.databaseUrl.replace(/\/\/[^@]*@/, '//')})`
    : `PGlite in ${pgliteDir.startsWith('..') ? join(env.dataDir, 'pglite') : pgliteDir}`;
  const lines = [
    '',
    `CrowdVault is ready at ${url}`,
    `  API docs  ${url}/api/docs`,
    ...running.chains.all.map(
      (chain) =>
        `  chain     ${chain.chainId} ${chain.name} at ${chain.rpcUrls[0]}${env.chains.find((each) => each.chainId === chain.chainId)?.embedded ? ' (embedded anvil)' : ''}`,
    ),
    `  factory   ${deployment.factoryAddress}`,
    `  database  ${database}`,
    running.devMailbox
      ? `  mail      development mailbox at ${url}/dev/mailbox (SMTP ${running.devMailbox.url}; nothing leaves this machine)`
      : `  mail      ${env.mail.smtpUrl ? `SMTP ${env.mail.smtpUrl.replace(/\/\/[^@]*@/, '//')}` : 'no SMTP_URL: mail waits in the outbox'}`,
    ...(devMode ? [`  API       ${running.url} (proxied by Vite)`] : []),
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.info(lines.join('\n'));
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const steps: Promise<unknown>[] = [];
  if (vite && vite.exitCode === null) {
    const exited = new Promise((resolve) => vite?.once('exit', resolve));
    vite.kill('SIGTERM');
    steps.push(exited);
  }
  steps.push(server?.close() ?? Promise.resolve());
  await Promise.allSettled(steps);
  // Last, so the server stops reading the chain before anvil writes its state and exits.
  await Promise.all(anvils.map((anvil) => anvil.stop()));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.error('Forced exit.');
      process.exit(1);
    }
    console.info('\nStopping CrowdVault...');
    void shutdown(0);
  });
}

main().catch(async (error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  await shutdown(1);
});
