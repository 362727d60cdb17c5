import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_TOKEN_DEPLOYER, type Deployment, ensureDevDeployment } from '../src/deploy';
import { type AnvilHandle, DEV_ACCOUNTS, findFreePort, startAnvil } from '../src/dev-chain';
import { encodePath, FEE, poolAddress, predictLocalUniswap, UNISWAP_ABI } from '../src/local-uniswap';

const anvils: AnvilHandle[] = [];
const dir = mkdtempSync(join(tmpdir(), 'cv-local-uniswap-'));

afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function start(opts: { chainId?: number; blockTimeSeconds?: number } = {}) {
  const anvil = await startAnvil({ port: await findFreePort(), quiet: true, ...opts });
  anvils.push(anvil);
  return anvil;
}

/** What `amountIn` of the first token buys of the last along the route, as QuoterV2 answers. */
async function quote(
  rpcUrl: string,
  deployment: Deployment,
  tokens: Address[],
  fees: number[],
  amountIn: bigint,
) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const { result } = await client.simulateContract({
    address: deployment.uniswap!.quoterV2,
    abi: UNISWAP_ABI,
    functionName: 'quoteExactInput',
    args: [encodePath(tokens, fees), amountIn],
  });
  return result[0];
}

const token = (deployment: Deployment, symbol: string) =>
  [...deployment.tokens, ...(deployment.swapTokens ?? [])].find((t) => t.symbol === symbol)!.address;

describe("the local chains' Uniswap", () => {
  it('sits at the same addresses on both local chains, with pools priced in each chain’s own decimals', async () => {
    const [a, b] = await Promise.all([start(), start({ chainId: 31338, blockTimeSeconds: 1 })]);
    const [onA, onB] = await Promise.all([
      ensureDevDeployment({ rpcUrl: a.rpcUrl, file: join(dir, 'a.json') }),
      ensureDevDeployment({ rpcUrl: b.rpcUrl, file: join(dir, 'b.json'), tokenDecimals: { USDT: 18 } }),
    ]);
    const predicted = predictLocalUniswap(DEV_TOKEN_DEPLOYER.address);
    for (const deployment of [onA, onB]) {
      expect(deployment.uniswap).toEqual({
        factory: predicted.factory,
        swapRouter: predicted.swapRouter,
        quoterV2: predicted.quoterV2,
        wrappedNative: predicted.wrappedNative,
      });
      expect(deployment.swapTokens).toEqual([{ symbol: 'DEV', address: predicted.dev, decimals: 18 }]);
    }
    expect(onB.swapAndGiveAddress).toBe(onA.swapAndGiveAddress);

    const weth = predicted.wrappedNative;
    // The router finds a pool where the official init code hash says it is: the factory's pool.
    const reader = createPublicClient({ transport: http(a.rpcUrl) });
    const usdc = token(onA, 'USDC');
    expect(
      await reader.readContract({
        address: predicted.factory,
        abi: UNISWAP_ABI,
        functionName: 'getPool',
        args: [weth, usdc, FEE.low],
      }),
    ).toBe(poolAddress(predicted.factory, usdc, weth, FEE.low));

    // 0.01 ETH is about 30 dollars on both chains: 6-decimal USDC on A, 18-decimal USDT on B.
    const hundredth = 10n ** 16n;
    const usdcForEth = await quote(a.rpcUrl, onA, [weth, usdc], [FEE.low], hundredth);
    expect(usdcForEth).toBeGreaterThan(29_900_000n);
    expect(usdcForEth).toBeLessThan(30_000_000n);
    const usdtForEth = await quote(b.rpcUrl, onB, [weth, token(onB, 'USDT')], [FEE.low], hundredth);
    expect(usdtForEth).toBeGreaterThan(29_900n * 10n ** 15n);
    expect(usdtForEth).toBeLessThan(30n * 10n ** 18n);
    // 100 DEV is about 25 dollars of USDT on B, through WETH.
    const usdtForDev = await quote(
      b.rpcUrl,
      onB,
      [predicted.dev, weth, token(onB, 'USDT')],
      [FEE.medium, FEE.low],
      100n * 10n ** 18n,
    );
    expect(usdtForDev).toBeGreaterThan(24_800n * 10n ** 15n);
    expect(usdtForDev).toBeLessThan(25n * 10n ** 18n);
    // Stablecoins at par: 100 DAI is about 100 USDC.
    const usdcForDai = await quote(a.rpcUrl, onA, [token(onA, 'DAI'), usdc], [FEE.low], 100n * 10n ** 18n);
    expect(usdcForDai).toBeGreaterThan(99_900_000n);
    expect(usdcForDai).toBeLessThan(100_000_000n);

    // The dev accounts hold DEV to give with, like the other dev tokens.
    const holder = DEV_ACCOUNTS[9]!.address;
    const dev = await reader.readContract({
      address: predicted.dev,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    });
    expect(dev).toBe(1_000_000n * 10n ** 18n);
  });

  it('completes a record from before swap-and-give, keeping the all-or-nothing factory it names', async () => {
    const anvil = await start();
    const file = join(dir, 'older.json');
    const deployment = await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file, fundAccounts: [] });
    const { uniswap, swapTokens, swapAndGiveAddress, ...older } = deployment;
    // A data directory from before decision 135, whose campaigns' all-or-nothing vaults were made by
    // a factory of older code at another address: they must stay where they are.
    const olderFactory: Address = '0x00000000000000000000000000000000000a0f01';
    await writeFile(file, JSON.stringify({ ...older, allOrNothingFactoryAddress: olderFactory }));

    const completed = await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file, fundAccounts: [] });
    expect(completed).toEqual({ ...deployment, allOrNothingFactoryAddress: olderFactory });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(completed);
    expect({ uniswap, swapTokens, swapAndGiveAddress }).toMatchObject({
      uniswap: { factory: expect.any(String) },
      swapAndGiveAddress: expect.any(String),
    });
  });
});
