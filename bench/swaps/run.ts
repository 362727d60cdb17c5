// Issue 45's benchmark (decision 135): on a private anvil with the local Uniswap, (a) the latency of
// a swap quote (GET /api/swaps/quote's work: routes, QuoterV2 by eth_call, the pools' prices, the gas
// price) beside a plain eth_call (an ERC-20 balanceOf) in the same run, and (b) the gas of a
// swap-gift (ETH → USDC in one pool, DEV → WETH → USDT in two) beside a plain token gift (a USDC
// transfer) into the same vault address, and a DAI → USDC gift with an exact approval beside the
// same gift with an EIP-2612 permit (one signature, one transaction).
//
//     npx tsx bench/swaps/run.ts [--samples 200]
import { parseArgs } from 'node:util';
import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { swapAndGiveAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { findToken } from '@crowdvault/server/chain/deployment';
import { connectChains } from '@crowdvault/server/chain/registry';
import { quoteSwap } from '@crowdvault/server/services/swaps/swap-quotes';
import { tokenPermit } from '@crowdvault/server/services/swaps/token-permit';
import { anvilChainEntry, dealToken } from '@crowdvault/server/test/chain-kit';
import { PERMIT_TYPES } from '@crowdvault/shared/api/gasless-donation';
import { type Address, encodeFunctionData, type Hex, parseEther, parseSignature, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { percentile, startBenchChain } from '../indexer/bench-chain';
import { formatTable } from '../support';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '200' } } });
const SAMPLES = Number(values.samples);

const { anvil, deploymentFile } = await startBenchChain();
try {
  const { primary: chain } = await connectChains([anvilChainEntry(anvil.rpcUrl, deploymentFile)], {
    bootCheck: false,
  });
  const kit = devChainClients(anvil.rpcUrl);
  const usdc = findToken(chain.deployment, 'USDC')!;
  const dev = chain.deployment.swapTokens!.find((token) => token.symbol === 'DEV')!;
  const someone = privateKeyToAccount(generatePrivateKey()).address;

  // (a) Latency, interleaved so both meet the same machine: a quote, a plain eth_call, and so on.
  const timings = { ethQuote: [] as number[], devQuote: [] as number[], ethCall: [] as number[] };
  const time = async (into: number[], work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    into.push(performance.now() - started);
  };
  for (let index = 0; index < SAMPLES + 10; index += 1) {
    const warm = index < 10;
    const sink = { ethQuote: [] as number[], devQuote: [] as number[], ethCall: [] as number[] };
    const into = warm ? sink : timings;
    await time(into.ethQuote, () =>
      quoteSwap(chain, {
        chainId: chain.chainId,
        tokenIn: 'native',
        amountIn: '0.01',
        currency: 'USDC',
        slippageBps: 100,
      }),
    );
    await time(into.devQuote, () =>
      quoteSwap(chain, {
        chainId: chain.chainId,
        tokenIn: dev.address,
        amountIn: '400',
        currency: 'USDT',
        slippageBps: 100,
      }),
    );
    await time(into.ethCall, () =>
      chain.client.readContract({
        address: usdc.address,
        abi: testUsdtAbi,
        functionName: 'balanceOf',
        args: [someone],
      }),
    );
  }
  const row = (name: string, samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      measure: name,
      samples: sorted.length,
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p95 ms': percentile(sorted, 95).toFixed(1),
    };
  };
  console.info(`Latency on a local anvil (${SAMPLES} samples each, interleaved):`);
  console.info(
    formatTable([
      row('quote ETH → USDC (one pool)', timings.ethQuote),
      row('quote DEV → USDT (two pools)', timings.devQuote),
      row('plain eth_call (balanceOf)', timings.ethCall),
    ]),
  );

  // (b) Gas: each gift from a fresh donor into a fresh address, so every one pays the same cold
  // storage (the vault's first balance of the token).
  const donor = async () => {
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    await kit.testClient.setBalance({ address, value: parseEther('10') });
    return { key, address, wallet: kit.walletFor(key) };
  };
  const vault = () => privateKeyToAccount(generatePrivateKey()).address;
  const swapGift = async (
    key: Hex,
    tokenIn: 'native' | Address,
    amountIn: string,
    currency: 'USDC' | 'USDT',
    to: Address,
    withPermit = false,
  ) => {
    const quote = await quoteSwap(chain, {
      chainId: chain.chainId,
      tokenIn,
      amountIn,
      currency,
      slippageBps: 100,
    });
    const units = parseUnits(amountIn, quote.tokenIn.decimals);
    const wallet = kit.walletFor(key);
    const block = await kit.publicClient.getBlock();
    const gift = {
      router: chain.deployment.uniswap!.swapRouter!,
      path: quote.path as Hex,
      amountIn: units,
      minOut: BigInt(quote.minOutUnits),
      deadline: block.timestamp + 600n,
      vault: to,
      counted: false,
    };
    let data = encodeFunctionData({ abi: swapAndGiveAbi, functionName: 'swapAndGive', args: [gift] });
    if (withPermit) {
      const terms = await tokenPermit(chain, tokenIn as Address, wallet.account.address);
      if (!terms) throw new Error(`${tokenIn} has no permit`);
      const signature = await wallet.signTypedData({
        domain: terms.domain,
        types: PERMIT_TYPES,
        primaryType: 'Permit',
        message: {
          owner: wallet.account.address,
          spender: chain.deployment.swapAndGiveAddress!,
          value: units,
          nonce: terms.nonce,
          deadline: gift.deadline,
        },
      });
      const { r, s, yParity } = parseSignature(signature);
      data = encodeFunctionData({
        abi: swapAndGiveAbi,
        functionName: 'swapAndGiveWithPermit',
        args: [gift, gift.deadline, yParity + 27, r, s],
      });
    }
    const value = tokenIn === 'native' ? units : 0n;
    const gas = await kit.publicClient.estimateGas({
      account: wallet.account,
      to: chain.deployment.swapAndGiveAddress!,
      data,
      value,
    });
    const receipt = await kit.mined(
      wallet.sendTransaction({ to: chain.deployment.swapAndGiveAddress!, data, value, gas: (gas * 5n) / 4n }),
    );
    if (receipt.status !== 'success') throw new Error('swap-gift reverted');
    return { gasUsed: receipt.gasUsed, quoted: BigInt(quote.gas.units), swapGas: BigInt(quote.swapGas) };
  };

  const plainDonor = await donor();
  await dealToken(kit, usdc.address, plainDonor.address, 30_000_000n);
  const plain = await kit.mined(
    plainDonor.wallet.writeContract({
      address: usdc.address,
      abi: testUsdtAbi,
      functionName: 'transfer',
      args: [vault(), 29_000_000n],
    }),
  );
  const ethDonor = await donor();
  const ethGift = await swapGift(ethDonor.key, 'native', '0.01', 'USDC', vault());
  const devDonor = await donor();
  await dealToken(kit, dev.address, devDonor.address, parseEther('400'));
  const approval = await kit.mined(
    devDonor.wallet.writeContract({
      address: dev.address,
      abi: testUsdtAbi,
      functionName: 'approve',
      args: [chain.deployment.swapAndGiveAddress!, parseEther('400')],
    }),
  );
  const devGift = await swapGift(devDonor.key, dev.address, '400', 'USDT', vault());
  // The same DAI → USDC gift (one pool), after an exact approval and with a permit, twice in turn:
  // a pool's swap costs differ from one swap to the next (its price observation, the ticks it
  // meets), so each gift is set beside the quoter's own figure for its swap.
  const dai = findToken(chain.deployment, 'DAI')!;
  const daiRuns: { permit: boolean; gasUsed: bigint; quoted: bigint; swapGas: bigint; approval: bigint }[] =
    [];
  for (const permit of [false, true, false, true]) {
    const daiDonor = await donor();
    await dealToken(kit, dai.address, daiDonor.address, parseEther('250'));
    let approvalGas = 0n;
    if (!permit) {
      const approved = await kit.mined(
        daiDonor.wallet.writeContract({
          address: dai.address,
          abi: testUsdtAbi,
          functionName: 'approve',
          args: [chain.deployment.swapAndGiveAddress!, parseEther('250')],
        }),
      );
      approvalGas = approved.gasUsed;
    }
    const gift = await swapGift(daiDonor.key, dai.address, '250', 'USDC', vault(), permit);
    daiRuns.push({ permit, ...gift, approval: approvalGas });
  }
  console.info('\nGas used (each into a fresh vault address):');
  console.info(
    formatTable([
      {
        gift: 'plain token gift: USDC transfer',
        'gas used': String(plain.gasUsed),
        'panel says': '',
        'used less the swap': '',
      },
      {
        gift: 'swap-gift ETH → USDC (one pool)',
        'gas used': String(ethGift.gasUsed),
        'panel says': String(ethGift.quoted),
      },
      {
        gift: 'swap-gift DEV → WETH → USDT (two pools)',
        'gas used': String(devGift.gasUsed),
        'panel says': String(devGift.quoted),
      },
      { gift: '  + its exact approval of DEV', 'gas used': String(approval.gasUsed), 'panel says': '' },
      ...daiRuns.map((run) => ({
        gift: run.permit
          ? 'swap-gift DAI → USDC with a permit (one transaction)'
          : `swap-gift DAI → USDC after an approval of ${run.approval} gas`,
        'gas used': String(run.gasUsed),
        'panel says': String(run.quoted),
        'used less the swap': String(run.gasUsed - run.swapGas),
      })),
    ]),
  );
} finally {
  await anvil.stop();
}
