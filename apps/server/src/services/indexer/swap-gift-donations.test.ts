import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { swapAndGiveAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import type { CampaignCurrency } from '@crowdvault/shared/constants';
import { parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../../chain/deployment';
import { aonContributions } from '../../db/schema';
import { createAllOrNothingCampaign } from '../../test/aon-kit';
import {
  campaignTotals,
  createCampaign,
  dealToken,
  donationsOf,
  indexUpTo,
  rpcCall,
  sendToken,
} from '../../test/chain-kit';
import { useOwnChainWithIndexer } from '../../test/own-chain';
import { bearer, signIn } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { quoteSwap } from '../swaps/swap-quotes';

// Swap-gifts on the suite's chain (decision 135): a donor's coin or token swapped on the chain's
// real Uniswap by the real SwapAndGive into a campaign's vault, then read by the real indexer.

describe('the indexer and swap-gifts', () => {
  let kit: DevChainClients;
  const fixture = useTestApp();
  beforeAll(() => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
  });

  const newDonor = () => freshDonor(kit);
  const swapAndGive = (donor: Hex, gift: GiftRequest, counted = false) =>
    sendSwapGift(fixture.context, kit, donor, gift, counted);

  it('records a gift of the native coin into a plain vault as the donor’s, with the USDC received and the ETH spent', async () => {
    const { db } = fixture.context.database;
    const campaign = await createCampaign(db, fixture.context.chain, { currency: 'USDC' });
    const donor = await newDonor();

    const gift = await swapAndGive(donor.key, {
      tokenIn: 'native',
      amountIn: '0.01',
      currency: 'USDC',
      vault: campaign.vault,
    });
    await indexUpTo(fixture.context, gift.receipt.blockNumber);

    const rows = await donationsOf(db, campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      donorAddress: donor.address.toLowerCase(),
      currency: 'USDC',
      amount: gift.received,
      countedAmount: gift.received,
      txHash: gift.receipt.transactionHash,
      swappedToken: null,
      swappedSymbol: 'ETH',
      swappedDecimals: 18,
      swappedAmount: parseEther('0.01'),
    });
    // About 30 dollars at the seeded price, and never under what the donor signed for.
    expect(gift.received).toBeGreaterThanOrEqual(gift.minOut);
    expect(gift.received).toBeLessThan(30_000_000n);
    expect(await campaignTotals(db, campaign.id)).toEqual({ raisedAmount: gift.received, donorCount: 1 });

    // The same donor's plain USDC transfer is their own gift, as before: no swap beside it.
    const usdc = findToken(fixture.context.chain.deployment, 'USDC')!.address;
    await dealToken(kit, usdc, donor.address, 5_000_000n);
    const plain = await sendToken(kit, donor.key, usdc, campaign.vault, 5_000_000n);
    await indexUpTo(fixture.context, plain.blockNumber);

    const after = await donationsOf(db, campaign.id);
    expect(after).toHaveLength(2);
    expect(after.find((row) => row.txHash === plain.transactionHash)).toMatchObject({
      donorAddress: donor.address.toLowerCase(),
      amount: 5_000_000n,
      swappedAmount: null,
      swappedToken: null,
      swappedSymbol: null,
    });
    // One donor, both gifts counted.
    expect(await campaignTotals(db, campaign.id)).toEqual({
      raisedAmount: gift.received + 5_000_000n,
      donorCount: 1,
    });

    // The campaign's list and the receipt say what the donor spent on the swap-gift, and nothing
    // of a swap on the plain one.
    const listed = (
      await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/donations` })
    ).json();
    const swapped = { token: { symbol: 'ETH', address: null, decimals: 18 }, amount: '0.01' };
    expect(
      listed.map((item: { transactionHash: string; swapped: unknown }) => [
        item.transactionHash,
        item.swapped,
      ]),
    ).toEqual([
      [plain.transactionHash, null],
      [gift.receipt.transactionHash, swapped],
    ]);
    const receipt = (
      await fixture.app.inject({
        method: 'GET',
        url: `/api/receipts/${fixture.context.chain.chainId}/${gift.receipt.transactionHash}/${rows[0]!.logIndex}`,
      })
    ).json();
    // Unclaimed, the gift is anonymous to other readers, as every transfer is until claimed.
    expect(receipt).toMatchObject({ amount: listed[1].amount, isAnonymous: true, swapped });
  });

  it('records a DEV gift through two pools into a USDT vault as the donor’s, with the DEV spent', async () => {
    const { db } = fixture.context.database;
    const { deployment } = fixture.context.chain;
    const dev = deployment.swapTokens!.find((token) => token.symbol === 'DEV')!;
    const campaign = await createCampaign(db, fixture.context.chain, { currency: 'USDT' });
    const donor = await newDonor();
    await dealToken(kit, dev.address, donor.address, parseEther('400'));

    const gift = await swapAndGive(donor.key, {
      tokenIn: dev.address,
      amountIn: '400',
      currency: 'USDT',
      vault: campaign.vault,
    });
    await indexUpTo(fixture.context, gift.receipt.blockNumber);

    const [row, ...others] = await donationsOf(db, campaign.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      donorAddress: donor.address.toLowerCase(),
      currency: 'USDT',
      amount: gift.received,
      swappedToken: dev.address.toLowerCase(),
      swappedSymbol: 'DEV',
      swappedDecimals: 18,
      swappedAmount: parseEther('400'),
    });
    expect(row!.donorAddress).not.toBe(deployment.swapAndGiveAddress!.toLowerCase());
    const [listed] = (
      await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/donations` })
    ).json();
    expect(listed.swapped).toEqual({
      token: { symbol: 'DEV', address: dev.address, decimals: 18 },
      amount: '400',
    });

    // The ledger shows the swap beside the USDT, and the vault's USDT reconciles with the chain.
    const ledger = (
      await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/ledger` })
    ).json();
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({ kind: 'direct', symbol: 'USDT', swapped: listed.swapped });
    const usdt = ledger.reconciliation.lines.find((line: { symbol: string }) => line.symbol === 'USDT');
    expect(usdt).toMatchObject({ donated: listed.amount, onChain: listed.amount, status: 'ok' });
  });

  it('records a gift counted by an all-or-nothing vault (donateFor) as the donor’s, matching the vault’s own contribution', async () => {
    const { db } = fixture.context.database;
    const { chain } = fixture.context;
    const campaign = await createAllOrNothingCampaign(db, chain, kit, { goal: '1000', seconds: 3600 });
    const donor = await newDonor();

    const gift = await swapAndGive(
      donor.key,
      { tokenIn: 'native', amountIn: '0.02', currency: 'USDT', vault: campaign.vault },
      true,
    );
    await indexUpTo(fixture.context, gift.receipt.blockNumber);

    const rows = await donationsOf(db, campaign.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      donorAddress: donor.address.toLowerCase(),
      amount: gift.received,
      swappedSymbol: 'ETH',
      swappedAmount: parseEther('0.02'),
    });
    const contributions = await db
      .select()
      .from(aonContributions)
      .where(eq(aonContributions.campaignId, campaign.id));
    expect(contributions.map((c) => [c.donorAddress, c.amount])).toEqual([
      [donor.address.toLowerCase(), gift.received],
    ]);
  });
  it('lets the donor claim a swap-gift before the indexer reads it, recording the row the indexer would', async () => {
    const { db } = fixture.context.database;
    const campaign = await createCampaign(db, fixture.context.chain, { currency: 'DAI' });
    const donor = await newDonor();
    const gift = await swapAndGive(donor.key, {
      tokenIn: 'native',
      amountIn: '0.005',
      currency: 'DAI',
      vault: campaign.vault,
    });

    const session = await signIn(fixture.app, donor.key);
    const response = await fixture.app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: bearer(session),
      payload: {
        campaignId: campaign.id,
        chainId: fixture.context.chain.chainId,
        transactionHash: gift.receipt.transactionHash,
        message: 'Swapped from ETH',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      donorAddress: donor.address,
      message: 'Swapped from ETH',
      swapped: { token: { symbol: 'ETH', address: null, decimals: 18 }, amount: '0.005' },
    });

    // The indexer finds the same transfer already recorded: still one donation, the donor's.
    await indexUpTo(fixture.context, gift.receipt.blockNumber);
    const rows = await donationsOf(db, campaign.id);
    expect(rows.map((row) => [row.donorAddress, row.amount, row.swappedAmount, row.message])).toEqual([
      [donor.address.toLowerCase(), gift.received, parseEther('0.005'), 'Swapped from ETH'],
    ]);
  });
});

// Reorganisations rewrite the chain, so this block runs its own anvil rather than the shared one.
describe('the indexer and swap-gifts on a chain that reorganises', () => {
  const own = useOwnChainWithIndexer();

  it('moves a swap-gift re-included in another block, recorded once for its donor', async () => {
    const { context, indexer } = own;
    const { db } = context.database;
    const rpcUrl = context.chain.rpcUrls[0]!;
    const kit = devChainClients(rpcUrl);
    const campaign = await createCampaign(db, context.chain, { currency: 'USDC' });
    const donor = await freshDonor(kit);
    const gift = await sendSwapGift(
      context,
      kit,
      donor.key,
      { tokenIn: 'native', amountIn: '0.01', currency: 'USDC', vault: campaign.vault },
      false,
    );
    await indexer.waitForBlock(gift.receipt.blockNumber);
    await rpcCall(rpcUrl, 'evm_mine', []);

    // Replace the last two blocks; the same signed gift lands in the first new one.
    await rpcCall(rpcUrl, 'anvil_reorg', [2, [[gift.raw, 0]]]);
    const moved = await kit.publicClient.getTransactionReceipt({ hash: gift.receipt.transactionHash });
    expect(moved.blockHash).not.toBe(gift.receipt.blockHash);
    const deadline = Date.now() + 10_000;
    let rows = await donationsOf(db, campaign.id);
    while (rows[0]?.blockHash !== moved.blockHash) {
      if (Date.now() > deadline) throw new Error('The swap-gift did not move to its new block');
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await donationsOf(db, campaign.id);
    }
    expect(rows.map((row) => [row.donorAddress, row.amount, row.swappedAmount, row.blockNumber])).toEqual([
      [donor.address.toLowerCase(), gift.received, parseEther('0.01'), moved.blockNumber],
    ]);
    expect(await campaignTotals(db, campaign.id)).toEqual({ raisedAmount: gift.received, donorCount: 1 });
  });
});

type GiftRequest = {
  tokenIn: Address | 'native';
  amountIn: string;
  currency: CampaignCurrency;
  vault: Address;
};

/** A fresh donor with gas: the suite's files share the chain, not their nonces. */
async function freshDonor(kit: DevChainClients): Promise<{ key: Hex; address: Address }> {
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  await kit.testClient.setBalance({ address, value: parseEther('10') });
  return { key, address };
}

/** The donor's signed SwapAndGive transaction giving `amountIn` (whole units) of `tokenIn` to
 *  `vault` at the quote less 1 %, as the donation panel would build it (an ERC-20 approved first). */
async function signSwapGift(
  context: TestContext,
  kit: DevChainClients,
  donor: Hex,
  gift: GiftRequest,
  counted: boolean,
): Promise<{ raw: Hex; amountIn: bigint; minOut: bigint }> {
  const { chain } = context;
  const quote = await quoteSwap(chain, {
    chainId: chain.chainId,
    tokenIn: gift.tokenIn,
    amountIn: gift.amountIn,
    currency: gift.currency,
    slippageBps: 100,
  });
  const amountIn = parseUnits(gift.amountIn, quote.tokenIn.decimals);
  const swapAndGiveAddress = chain.deployment.swapAndGiveAddress!;
  const wallet = kit.walletFor(donor);
  if (gift.tokenIn !== 'native') {
    await kit.mined(
      wallet.writeContract({
        address: gift.tokenIn,
        abi: testUsdtAbi,
        functionName: 'approve',
        args: [swapAndGiveAddress, amountIn],
      }),
    );
  }
  const block = await kit.publicClient.getBlock();
  const minOut = BigInt(quote.minOutUnits);
  const call = {
    address: swapAndGiveAddress,
    abi: swapAndGiveAbi,
    functionName: 'swapAndGive',
    args: [
      {
        router: chain.deployment.uniswap!.swapRouter!,
        path: quote.path as Hex,
        amountIn,
        minOut,
        deadline: block.timestamp + 1200n,
        vault: gift.vault,
        counted,
      },
    ],
    value: gift.tokenIn === 'native' ? amountIn : 0n,
  } as const;
  // A quarter over the estimate, as wallets pad it: a pool's first swap in a block second also
  // writes a price observation the estimate may have missed (decision 135).
  const gas = await kit.publicClient.estimateContractGas({ ...call, account: wallet.account });
  const request = await wallet.prepareTransactionRequest({
    to: swapAndGiveAddress,
    data: encodeFunctionData(call),
    value: call.value,
    gas: (gas * 5n) / 4n,
  });
  return { raw: await wallet.signTransaction(request), amountIn, minOut };
}

/** Sends a swap-gift (signSwapGift) and answers its receipt and what the vault holds after it. */
async function sendSwapGift(
  context: TestContext,
  kit: DevChainClients,
  donor: Hex,
  gift: GiftRequest,
  counted: boolean,
) {
  const { raw, amountIn, minOut } = await signSwapGift(context, kit, donor, gift, counted);
  const receipt = await kit.mined(kit.publicClient.sendRawTransaction({ serializedTransaction: raw }));
  const received = await kit.publicClient.readContract({
    address: findToken(context.chain.deployment, gift.currency)!.address,
    abi: testUsdtAbi,
    functionName: 'balanceOf',
    args: [gift.vault],
  });
  return { receipt, raw, amountIn, received, minOut };
}
