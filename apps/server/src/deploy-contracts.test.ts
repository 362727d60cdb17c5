import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainAt } from '@crowdvault/contracts/chain-clients';
import { DEV_ROLES } from '@crowdvault/contracts/deploy';
import { deployDeterministic, predictPlatformAddresses } from '@crowdvault/contracts/deterministic-deploy';
import { type AnvilHandle, DEV_ACCOUNTS, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import {
  testDaiBytecode,
  testUsdcBytecode,
  testUsdtAbi,
  testUsdtBytecode,
} from '@crowdvault/contracts/generated/artifacts';
import { type Address, createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectChains } from './chain/registry';
import { REPO_ROOT } from './paths';
import { anvilChainEntry, createCampaign } from './test/chain-kit';
import { type ServerProcess, startServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-database';

const SECOND_CHAIN_ID = 4242;
const DONOR = DEV_ACCOUNTS[4]!;

/** `npm run deploy:contracts` with this environment: its exit code and output. */
function runDeployScript(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'deploy:contracts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// A second, empty chain with another chain id and without the CREATE2 proxy anvil usually has:
// the script deploys the proxy from its presigned transaction, then the platform. The server then
// runs against that chain on PostgreSQL (so in the PostgreSQL pass only).
describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run deploy:contracts on an empty chain', () => {
  let dir: string;
  let anvil: AnvilHandle;
  let tokens: Record<'USDT' | 'USDC' | 'DAI', Address>;
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cv-deploy-'));
    anvil = await startAnvil({
      port: await findFreePort(),
      chainId: SECOND_CHAIN_ID,
      withoutCreate2Proxy: true,
      quiet: true,
    });
    // The stablecoins exist before the platform, as on a public chain.
    const chain = chainAt(anvil.rpcUrl, SECOND_CHAIN_ID);
    const transport = http(anvil.rpcUrl);
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
    const wallet = createWalletClient({
      chain,
      transport,
      account: privateKeyToAccount(DEV_ROLES.deployer.privateKey),
    });
    // Every dev token has USDT's constructor and mint(address,uint256); only the code differs.
    const deployToken = async (bytecode: Hex, decimals: number) => {
      const abi = testUsdtAbi;
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await wallet.deployContract({ abi, bytecode, args: [decimals] }),
      });
      const address = receipt.contractAddress!;
      await publicClient.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address,
          abi,
          functionName: 'mint',
          args: [DONOR.address, 10n ** 24n],
        }),
      });
      return address;
    };
    tokens = {
      USDT: await deployToken(testUsdtBytecode, 6),
      USDC: await deployToken(testUsdcBytecode, 6),
      DAI: await deployToken(testDaiBytecode, 18),
    };
    database = await createTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await anvil?.stop();
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('deploys at the chain-independent address, refuses to overwrite, and a server records a donation there', async () => {
    const file = join(dir, 'deployment.json');
    const env = {
      CHAIN_RPC_URL: anvil.rpcUrl,
      DEPLOYER_PRIVATE_KEY: DEV_ROLES.deployer.privateKey,
      TREASURY_ADDRESS: DEV_ROLES.treasury.address,
      TOKENS: `USDT=${tokens.USDT},USDC=${tokens.USDC},DAI=${tokens.DAI}`,
      DEPLOYMENT_FILE: file,
    };
    const first = await runDeployScript(env);
    expect(first.code, first.output).toBe(0);
    const deployment = JSON.parse(await readFile(file, 'utf8'));
    const predicted = predictPlatformAddresses(DEV_ROLES.treasury.address);
    expect(deployment).toMatchObject({
      chainId: SECOND_CHAIN_ID,
      factoryAddress: predicted.factory,
      implementationAddress: predicted.implementation,
      allOrNothingFactoryAddress: predicted.allOrNothingFactory,
      allOrNothingImplementationAddress: predicted.allOrNothingImplementation,
      pledgeCollectorAddress: predicted.pledgeCollector,
      tokens: [
        { symbol: 'USDT', decimals: 6 },
        { symbol: 'USDC', decimals: 6 },
        { symbol: 'DAI', decimals: 18 },
      ],
    });

    const again = await runDeployScript(env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/refusing to overwrite/);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(deployment);

    // The same treasury on another chain (the suite's anvil, chain 31337) gives the same address.
    const elsewhere = await deployDeterministic({
      rpcUrl: inject('chainRpcUrl'),
      deployerKey: DEV_ACCOUNTS[9]!.privateKey,
      treasuryAddress: DEV_ROLES.treasury.address,
      tokens: Object.fromEntries(
        (
          JSON.parse(await readFile(inject('deploymentFile'), 'utf8')).tokens as {
            symbol: string;
            address: Address;
          }[]
        ).map((token) => [token.symbol, token.address]),
      ) as typeof tokens,
      file: join(dir, 'elsewhere.json'),
    });
    expect(elsewhere.chainId).not.toBe(SECOND_CHAIN_ID);
    expect(elsewhere.factoryAddress).toBe(deployment.factoryAddress);
    expect(elsewhere.allOrNothingFactoryAddress).toBe(deployment.allOrNothingFactoryAddress);

    // A production-shaped server on that chain: a campaign, a transfer, the donation recorded.
    await mkdir(join(dir, 'web-dist'), { recursive: true });
    await writeFile(join(dir, 'web-dist', 'index.html'), '<!doctype html><div id="root"></div>');
    server = await startServerProcess(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url!,
        REDIS_URL: '',
        CHAIN_RPC_URL: anvil.rpcUrl,
        CHAIN_CONFIRMATIONS: '0',
        DEPLOYMENT_FILE: file,
        DATA_DIR: dir,
        WEB_DIST_DIR: join(dir, 'web-dist'),
        JWT_SECRET: 'deploy-test-secret-deploy-test-secret-0123',
        RELAYER_PRIVATE_KEY: DEV_ROLES.relayer.privateKey,
      },
      { port: await findFreePort() },
    );
    const { primary: chain } = await connectChains([anvilChainEntry(anvil.rpcUrl, file)], {
      bootCheck: false,
    });
    const campaign = await createCampaign(database.db, chain);
    const donor = createWalletClient({
      chain: chainAt(anvil.rpcUrl, SECOND_CHAIN_ID),
      transport: http(anvil.rpcUrl),
      account: privateKeyToAccount(DONOR.privateKey),
    });
    const hash = await donor.writeContract({
      address: tokens.USDC,
      abi: testUsdtAbi,
      functionName: 'transfer',
      args: [campaign.vault, 12_500_000n],
    });
    const deadline = Date.now() + 20_000;
    let donations: { amount: string; currency: string; transactionHash: string; chainId: number }[] = [];
    while (donations.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await fetch(`${server.url}/api/campaigns/${campaign.id}/donations`);
      donations = (await response.json()) as typeof donations;
    }
    expect(donations, server.output()).toHaveLength(1);
    expect(donations[0]).toMatchObject({
      amount: '12.5',
      currency: 'USDC',
      transactionHash: hash,
      chainId: SECOND_CHAIN_ID,
    });
  }, 120_000);
});
