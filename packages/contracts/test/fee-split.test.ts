import { maxUint128, maxUint256, parseEventLogs } from 'viem';
import { describe, expect, it } from 'vitest';
import { campaignFactoryAbi, campaignVaultAbi } from '../src/generated/artifacts';
import { publicClient, randomAddress } from './chain';
import { balanceOf, useDeployment } from './deployment';
import { deployFundedVault, withdrawByOwner } from './vault-fixture';

const fixture = useDeployment();

function quoteSplit(amount: bigint) {
  return publicClient.readContract({
    address: fixture.factoryAddress,
    abi: campaignFactoryAbi,
    functionName: 'split',
    args: [amount],
  });
}

describe('fee split', () => {
  it('splits every amount from 1 to 1000 base units into fee + payout == amount', async () => {
    const amounts = Array.from({ length: 1000 }, (_, i) => BigInt(i + 1));
    const splits = await Promise.all(amounts.map(quoteSplit));
    splits.forEach(([fee, payout], i) => {
      const amount = amounts[i]!;
      expect(fee + payout).toBe(amount);
      expect(fee).toBe((amount * 250n) / 10_000n);
      // Below 40 base units the 2.5% rounds down to 0: documented, accepted rounding.
      if (amount >= 40n) expect(fee).toBeGreaterThan(0n);
      else expect(fee).toBe(0n);
    });
  });

  it('keeps fee + payout == amount for huge amounts without overflowing', async () => {
    for (const amount of [10n ** 30n, maxUint128, maxUint256]) {
      const [fee, payout] = await quoteSplit(amount);
      expect(fee + payout).toBe(amount);
      expect(fee).toBe((amount * 250n) / 10_000n);
      expect(fee).toBeGreaterThan(0n);
    }
  });

  it('moves exactly the quoted split between real balances for a sample of amounts', async () => {
    const samples = [1n, 39n, 40n, 41n, 999n, 12_345_678n, 10n ** 24n + 7n];
    const total = samples.reduce((sum, a) => sum + a, 0n);
    const { vault } = await deployFundedVault(fixture, { dai: total });
    const dai = fixture.token('DAI');
    let treasuryTotal = 0n;
    for (const amount of samples) {
      const recipient = randomAddress();
      const receipt = await withdrawByOwner(vault, dai, amount, recipient);
      const [fee, payout] = await quoteSplit(amount);
      treasuryTotal += fee;
      expect(await balanceOf(dai, recipient)).toBe(payout);
      expect(await balanceOf(dai, fixture.treasuryAddress)).toBe(treasuryTotal);
      const [event] = parseEventLogs({ abi: campaignVaultAbi, logs: receipt.logs, eventName: 'Withdrawn' });
      expect(event?.args).toMatchObject({ amount, fee, payout });
    }
    expect(await balanceOf(dai, vault)).toBe(0n);
  });

  it('quotes the same split from the vault and the factory, at 250 basis points', async () => {
    const { vault } = await deployFundedVault(fixture);
    const onVault = await publicClient.readContract({
      address: vault,
      abi: campaignVaultAbi,
      functionName: 'split',
      args: [123_456_789n],
    });
    expect(onVault).toEqual(await quoteSplit(123_456_789n));
    expect(
      await publicClient.readContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'FEE_BPS',
      }),
    ).toBe(250n);
  });
});
