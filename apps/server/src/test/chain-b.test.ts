import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { describe, expect, inject, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { connectChains } from '../chain/registry';
import { anvilChainEntry, sendToken, testChainB } from './chain-kit';

// The harness's promise to multi-chain tests: two chains that differ only in id and USDT's decimals.
describe("the suite's two chains", () => {
  const connect = async (rpcUrl: string, deploymentFile: string) =>
    (await connectChains([anvilChainEntry(rpcUrl, deploymentFile)], { bootCheck: false })).primary;

  it('have the same addresses, chain ids 31337 and 31338, and USDT with 6 and 18 decimals', async () => {
    const b = testChainB();
    const [chainA, chainB] = await Promise.all([
      connect(inject('chainRpcUrl'), inject('deploymentFile')),
      connect(b.rpcUrl, b.deploymentFile),
    ]);
    expect([chainA.chainId, await chainA.client.getChainId()]).toEqual([31337, 31337]);
    expect([chainB.chainId, await chainB.client.getChainId()]).toEqual([31338, 31338]);
    expect(chainB.deployment.factoryAddress).toBe(chainA.deployment.factoryAddress);
    expect(chainB.deployment.tokens.map((t) => t.address)).toEqual(
      chainA.deployment.tokens.map((t) => t.address),
    );
    const usdt = findToken(chainB.deployment, 'USDT')!;
    const decimals = (chain: typeof chainA) =>
      chain.client.readContract({ address: usdt.address, abi: testUsdtAbi, functionName: 'decimals' });
    expect([await decimals(chainA), await decimals(chainB)]).toEqual([6, 18]);
    expect([findToken(chainA.deployment, 'USDT')!.decimals, usdt.decimals]).toEqual([6, 18]);
  });

  it('lets a dev account send on chain B, mined at once', async () => {
    const b = testChainB();
    const kit = devChainClients(b.rpcUrl, { chainId: b.chainId });
    const before = await kit.publicClient.getBlockNumber();
    const usdt = findToken((await connect(b.rpcUrl, b.deploymentFile)).deployment, 'USDT')!;
    const receipt = await sendToken(kit, 9, usdt.address, DEV_ACCOUNTS[8]!.address, 10n ** 18n);
    expect(receipt.status).toBe('success');
    expect(receipt.blockNumber).toBe(before + 1n);
  });
});
