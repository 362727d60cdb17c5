import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { swapAndGiveAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import type { CampaignCurrency } from '@crowdvault/shared/constants';
import { parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import { type Address, type Hex, parseEther } from 'viem';
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
  sendToken,
} from '../../test/chain-kit';
import { bearer, signIn } from '../../test/sign-in';
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

  /** A fresh donor with gas: the suite's files share the chain, not their nonces. */
  async function newDonor(): Promise<{ key: Hex; address: Address }> {
    const key = generatePrivateKey();
    const address = privateKeyToAccount(key).address;
    await kit.testClient.setBalance({ address, value: parseEther('10') });
    return { key, address };
  }

  /** Gives `amountIn` (whole units) of `tokenIn` to `vault` through SwapAndGive, at the quote
   *  less 1 %, as the donation panel would. */
  async function swapAndGive(
    donor: Hex,
    gift: { tokenIn: Address | 'native'; amountIn: string; currency: CampaignCurrency; vault: Address },
    counted = false,
  ) {
    const { chain } = fixture.context;
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
    const call = {
      address: swapAndGiveAddress,
      abi: swapAndGiveAbi,
      functionName: 'swapAndGive',
      args: [
        {
          router: chain.deployment.uniswap!.swapRouter!,
          path: quote.path as Hex,
          amountIn,
          minOut: BigInt(quote.minOutUnits),
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
    const receipt = await kit.mined(wallet.writeContract({ ...call, gas: (gas * 5n) / 4n }));
    const received = await kit.publicClient.readContract({
      address: findToken(chain.deployment, gift.currency)!.address,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [gift.vault],
    });
    return { receipt, amountIn, received, minOut: BigInt(quote.minOutUnits) };
  }

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
