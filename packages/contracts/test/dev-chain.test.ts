import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureDevDeployment } from '../src/deploy';
import { ANVIL_MNEMONIC, type AnvilHandle, DEV_ACCOUNTS, findFreePort, startAnvil } from '../src/dev-chain';
import { testUsdtAbi } from '../src/generated/artifacts';

// These tests start their own anvils (with state files) next to the project's shared one.
const started: AnvilHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crowdvault-dev-chain-'));
  dirs.push(dir);
  return dir;
}

async function start(stateFile?: string): Promise<AnvilHandle> {
  const anvil = await startAnvil({ port: await findFreePort(), stateFile, quiet: true });
  started.push(anvil);
  return anvil;
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

  it('fails with anvil output when the port is taken', async () => {
    const anvil = await start();
    const port = Number(new URL(anvil.rpcUrl).port);
    await expect(startAnvil({ port, quiet: true, startTimeoutMs: 5000 })).rejects.toThrow(
      /anvil exited early[\s\S]*Address already in use/,
    );
  });
});
