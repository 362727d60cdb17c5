import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, createPublicClient, http } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { devChainClients } from '../src/chain-clients';
import {
  DEV_ROLES,
  DEV_TOKEN_ADDRESSES,
  DEV_TOKEN_DEPLOYER,
  type Deployment,
  ensureDevDeployment,
} from '../src/deploy';
import { CREATE2_PROXY, predictPlatformAddresses } from '../src/deterministic-deploy';
import {
  ANVIL_MNEMONIC,
  type AnvilHandle,
  DEV_ACCOUNTS,
  findFreePort,
  type StartAnvilOptions,
  startAnvil,
} from '../src/dev-chain';
import { campaignFactoryAbi, pledgeCollectorAbi, testUsdtAbi } from '../src/generated/artifacts';
import { safeAbi } from '../src/generated/safe-abis';
import { predictSafeContracts, SAFE_VERSION } from '../src/safe-contracts';

// These tests start their own anvils (with state files) next to the project's shared one.
const started: AnvilHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function readDeploymentFile(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crowdvault-dev-chain-'));
  dirs.push(dir);
  return dir;
}

async function start(
  stateFile?: string,
  options: Omit<StartAnvilOptions, 'port' | 'stateFile'> = {},
): Promise<AnvilHandle> {
  const anvil = await startAnvil({ port: await findFreePort(), stateFile, quiet: true, ...options });
  started.push(anvil);
  return anvil;
}

/** What a chain itself says about a deployment's tokens and a vault it would create. */
async function onChain(rpcUrl: string, deployment: Deployment) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const token = (symbol: string) => deployment.tokens.find((t) => t.symbol === symbol)!.address;
  const read = (address: Address, functionName: 'decimals') =>
    client.readContract({ address, abi: testUsdtAbi, functionName });
  return {
    chainId: await client.getChainId(),
    decimals: {
      USDT: await read(token('USDT'), 'decimals'),
      USDC: await read(token('USDC'), 'decimals'),
      DAI: await read(token('DAI'), 'decimals'),
    },
    usdtOfAccount9: await client.readContract({
      address: token('USDT'),
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [DEV_ACCOUNTS[9]!.address],
    }),
    vaultOfCampaign7: await client.readContract({
      address: deployment.factoryAddress,
      abi: campaignFactoryAbi,
      functionName: 'predictVaultAddress',
      args: [7n, DEV_ACCOUNTS[3]!.address],
    }),
  };
}

describe('dev chain', () => {
  it('lists the accounts anvil derives from its well-known mnemonic', () => {
    DEV_ACCOUNTS.forEach((account, index) => {
      expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address).toBe(account.address);
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    });
    expect(DEV_ACCOUNTS).toHaveLength(10);
  });

  it('answers JSON-RPC on chain 31337 once started', async () => {
    const anvil = await start();
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(await client.getChainId()).toBe(31337);
  });

  it('reuses the deployment after a restart with the same state file', async () => {
    const dir = tempDir();
    const stateFile = join(dir, 'anvil-state.json');
    const file = join(dir, 'nested', 'deployment.json');

    const first = await start(stateFile);
    const deployment = await ensureDevDeployment({ rpcUrl: first.rpcUrl, file });
    await first.stop();

    const second = await start(stateFile);
    const again = await ensureDevDeployment({ rpcUrl: second.rpcUrl, file });
    expect(again).toEqual(deployment);
    // The funded balances survived too, not just the code.
    const client = createPublicClient({ transport: http(second.rpcUrl) });
    const usdt = deployment.tokens.find((t) => t.symbol === 'USDT')!;
    const balance = await client.readContract({
      address: usdt.address,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [DEV_ACCOUNTS[9]!.address],
    });
    expect(balance).toBe(1_000_000n * 10n ** 6n);
  });

  it('adds the all-or-nothing factory and the Safe contracts to a deployment recorded before they existed, keeping the rest', async () => {
    const dir = tempDir();
    const file = join(dir, 'deployment.json');
    const anvil = await start();
    const deployment = await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file, fundAccounts: [] });
    const { allOrNothingFactoryAddress, allOrNothingImplementationAddress, safeContracts, ...older } =
      deployment;
    // The file of a data directory from before decision 090 (on its next start the factory is
    // deployed if missing, as on a fresh chain): the fields are added, nothing else changes.
    await writeFile(file, JSON.stringify(older));

    const completed = await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file, fundAccounts: [] });
    expect(completed).toEqual(deployment);
    expect(await readDeploymentFile(file)).toEqual(deployment);
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    expect(await client.getCode({ address: allOrNothingFactoryAddress! })).toMatch(/^0x[0-9a-f]+$/);
    expect(allOrNothingImplementationAddress).toMatch(/^0x/);
    expect(safeContracts).toEqual(predictSafeContracts());
  });

  it('adds the pledge collector to a deployment recorded before it existed (decision 102)', async () => {
    const dir = tempDir();
    const file = join(dir, 'deployment.json');
    const anvil = await start();
    const deployment = await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file, fundAccounts: [] });
    const { pledgeCollectorAddress, ...older } = deployment;
    await writeFile(file, JSON.stringify(older));

    const completed = await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file, fundAccounts: [] });
    expect(completed).toEqual(deployment);
    expect(await readDeploymentFile(file)).toEqual(deployment);
  });

  it('deploys afresh when the recorded factory is not on the chain', async () => {
    const dir = tempDir();
    const file = join(dir, 'deployment.json');
    const first = await start();
    const deployment = await ensureDevDeployment({ rpcUrl: first.rpcUrl, file, fundAccounts: [] });
    await first.stop();

    const fresh = await start(); // no state file: an empty chain
    const client = createPublicClient({ transport: http(fresh.rpcUrl) });
    expect(await client.getCode({ address: deployment.factoryAddress })).toBeUndefined();
    const redeployed = await ensureDevDeployment({ rpcUrl: fresh.rpcUrl, file, fundAccounts: [] });
    expect(await client.getCode({ address: redeployed.factoryAddress })).toMatch(/^0x[0-9a-f]+$/);
  });

  it('is the derivation of anvil account 10 that creates the dev tokens', () => {
    expect(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 10 }).address).toBe(DEV_TOKEN_DEPLOYER.address);
    expect(privateKeyToAccount(DEV_TOKEN_DEPLOYER.privateKey).address).toBe(DEV_TOKEN_DEPLOYER.address);
  });

  it('deploys at the same addresses on two chains, with 6-decimal USDT on one and 18-decimal USDT on the other', async () => {
    const dir = tempDir();
    // The second chain mines a block a second, as `npm start`'s L2 does: the deployment must not
    // depend on a block per transaction.
    const [a, b] = await Promise.all([start(), start(undefined, { chainId: 31338, blockTimeSeconds: 1 })]);
    // The deployer has already sent something on chain A only: its nonce must not matter.
    const client = createPublicClient({ transport: http(a.rpcUrl) });
    const kit = devChainClients(a.rpcUrl);
    await kit.mined(kit.wallet(0).sendTransaction({ to: DEV_ACCOUNTS[9]!.address, value: 1n }));
    expect(await client.getTransactionCount({ address: DEV_ROLES.deployer.address })).toBe(1);

    const [onA, onB] = await Promise.all([
      ensureDevDeployment({ rpcUrl: a.rpcUrl, file: join(dir, 'a.json') }),
      ensureDevDeployment({ rpcUrl: b.rpcUrl, file: join(dir, 'b.json'), tokenDecimals: { USDT: 18 } }),
    ]);
    const predicted = predictPlatformAddresses(DEV_ROLES.treasury.address);
    for (const deployment of [onA, onB]) {
      expect(deployment.factoryAddress).toBe(predicted.factory);
      expect(deployment.implementationAddress).toBe(predicted.implementation);
      // The all-or-nothing factory sits at one address on both chains too (decision 090).
      expect(deployment.allOrNothingFactoryAddress).toBe(predicted.allOrNothingFactory);
      expect(deployment.allOrNothingImplementationAddress).toBe(predicted.allOrNothingImplementation);
      // And Safe 1.4.1's contracts (decision 100).
      expect(deployment.safeContracts).toEqual(predictSafeContracts());
      // So does the pledge collector (decision 102), paying only this platform's keep vaults.
      expect(deployment.pledgeCollectorAddress).toBe(predicted.pledgeCollector);
      expect(deployment.tokens.map((t) => [t.symbol, t.address])).toEqual([
        ['USDT', DEV_TOKEN_ADDRESSES.USDT],
        ['USDC', DEV_TOKEN_ADDRESSES.USDC],
        ['DAI', DEV_TOKEN_ADDRESSES.DAI],
      ]);
    }
    expect(onA).toMatchObject({
      chainId: 31337,
      tokens: [{ decimals: 6 }, { decimals: 6 }, { decimals: 18 }],
    });
    expect(onB).toMatchObject({
      chainId: 31338,
      tokens: [{ decimals: 18 }, { decimals: 6 }, { decimals: 18 }],
    });
    // The files record what the chains say.
    expect(await readDeploymentFile(join(dir, 'b.json'))).toEqual(onB);

    // Through the deterministic deployer anvil ships at 0x4e59…956C: same code, same salt, same address.
    for (const rpcUrl of [a.rpcUrl, b.rpcUrl]) {
      const reader = createPublicClient({ transport: http(rpcUrl) });
      expect(await reader.getCode({ address: CREATE2_PROXY })).toMatch(/^0x[0-9a-f]+$/);
      expect(
        await reader.readContract({
          address: predicted.pledgeCollector,
          abi: pledgeCollectorAbi,
          functionName: 'vaultImplementation',
        }),
      ).toBe(predicted.implementation);
    }

    const [chainA, chainB] = await Promise.all([onChain(a.rpcUrl, onA), onChain(b.rpcUrl, onB)]);
    for (const url of [a.rpcUrl, b.rpcUrl]) {
      const version = await createPublicClient({ transport: http(url) }).readContract({
        address: onA.safeContracts!.safeL2,
        abi: safeAbi,
        functionName: 'VERSION',
      });
      expect(version).toBe(SAFE_VERSION);
    }
    expect(chainA).toMatchObject({ chainId: 31337, decimals: { USDT: 6, USDC: 6, DAI: 18 } });
    expect(chainB).toMatchObject({ chainId: 31338, decimals: { USDT: 18, USDC: 6, DAI: 18 } });
    // A million whole tokens each, in each chain's own decimals.
    expect(chainA.usdtOfAccount9).toBe(1_000_000n * 10n ** 6n);
    expect(chainB.usdtOfAccount9).toBe(1_000_000n * 10n ** 18n);
    // And so a campaign's vault is one address on both.
    expect(chainB.vaultOfCampaign7).toBe(chainA.vaultOfCampaign7);
  });

  it('keeps the tokens of a chain whose deployment file was lost, and refuses other decimals for them', async () => {
    const dir = tempDir();
    const anvil = await start();
    const first = await ensureDevDeployment({
      rpcUrl: anvil.rpcUrl,
      file: join(dir, 'first.json'),
      fundAccounts: [],
    });
    const again = await ensureDevDeployment({
      rpcUrl: anvil.rpcUrl,
      file: join(dir, 'again.json'),
      fundAccounts: [],
    });
    expect(again.tokens).toEqual(first.tokens);
    expect(again.factoryAddress).toBe(first.factoryAddress);

    await expect(
      ensureDevDeployment({
        rpcUrl: anvil.rpcUrl,
        file: join(dir, 'other.json'),
        tokenDecimals: { USDT: 18 },
      }),
    ).rejects.toThrow(/USDT at 0x[0-9a-fA-F]{40} on chain 31337 has 6 decimals, not 18/);
    await expect(
      ensureDevDeployment({
        rpcUrl: anvil.rpcUrl,
        file: join(dir, 'first.json'),
        tokenDecimals: { USDT: 18 },
      }),
    ).rejects.toThrow(/records USDT with 6 decimals, not 18/);
  });

  it('mines a block every interval when given a block time, and only on demand otherwise', async () => {
    const [interval, onDemand] = await Promise.all([start(undefined, { blockTimeSeconds: 0.5 }), start()]);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const blocks = async (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) }).getBlockNumber();
    expect(await blocks(interval.rpcUrl)).toBeGreaterThanOrEqual(2n);
    expect(await blocks(onDemand.rpcUrl)).toBe(0n);
  });

  it('fails with anvil output when the port is taken', async () => {
    const anvil = await start();
    const port = Number(new URL(anvil.rpcUrl).port);
    await expect(startAnvil({ port, quiet: true, startTimeoutMs: 5000 })).rejects.toThrow(
      /anvil exited early[\s\S]*Address already in use/,
    );
  });
});
