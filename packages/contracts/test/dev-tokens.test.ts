import { describe, expect, it } from 'vitest';
import { campaignVaultAbi, testDaiAbi, testUsdcAbi, testUsdtAbi } from '../src/generated/artifacts';
import { donor, owner, ownerKey, relayer, stranger } from './accounts';
import { expectRevert, mined, publicClient, randomAddress } from './chain';
import { balanceOf, mint, useDeployment } from './deployment';
import { deployFundedVault, signWithdrawal } from './vault-fixture';

const fixture = useDeployment();

describe('dev tokens', () => {
  it('declares USDT transfer, transferFrom and approve without a return value, like the real one', () => {
    for (const name of ['transfer', 'transferFrom', 'approve']) {
      const fn = testUsdtAbi.find((item) => item.type === 'function' && item.name === name);
      expect(fn && 'outputs' in fn ? fn.outputs : undefined).toEqual([]);
    }
  });

  it('has the decimals of the real tokens', async () => {
    const decimals = await Promise.all(
      (['USDT', 'USDC', 'DAI'] as const).map((symbol) =>
        publicClient.readContract({
          address: fixture.token(symbol),
          abi: testUsdcAbi,
          functionName: 'decimals',
        }),
      ),
    );
    expect(decimals).toEqual([6, 6, 18]);
    expect(fixture.tokens.map((t) => t.decimals)).toEqual([6, 6, 18]);
  });

  it('lets only the deployer mint', async () => {
    await expectRevert(
      stranger.writeContract({
        address: fixture.token('USDT'),
        abi: testUsdtAbi,
        functionName: 'mint',
        args: [stranger.account.address, 1n],
      }),
      'only minter',
    );
    for (const symbol of ['USDC', 'DAI'] as const) {
      await expectRevert(
        stranger.writeContract({
          address: fixture.token(symbol),
          abi: testDaiAbi,
          functionName: 'mint',
          args: [stranger.account.address, 1n],
        }),
        'NotMinter',
      );
    }
  });

  it('refuses a USDT approve from one non-zero allowance to another', async () => {
    const usdt = fixture.token('USDT');
    const spender = randomAddress();
    const approve = (amount: bigint) =>
      donor.writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'approve',
        args: [spender, amount],
      });
    await mined(approve(100n));
    await expectRevert(approve(200n), 'reset allowance to 0 first');
    await mined(approve(0n));
    await mined(approve(200n));
    expect(
      await publicClient.readContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'allowance',
        args: [donor.account.address, spender],
      }),
    ).toBe(200n);
  });

  it('moves USDT end to end: donation in, signed withdrawal out, fee to the treasury', async () => {
    const usdt = fixture.token('USDT');
    const { vault } = await deployFundedVault(fixture);
    await mint(usdt, donor.account.address, 500_000_000n);
    await mined(
      donor.writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [vault, 500_000_000n],
      }),
    );
    expect(await balanceOf(usdt, vault)).toBe(500_000_000n);

    const recipient = randomAddress();
    await mined(
      owner.writeContract({
        address: vault,
        abi: campaignVaultAbi,
        functionName: 'withdraw',
        args: [usdt, 200_000_000n, recipient],
      }),
    );
    const { signature, deadline } = await signWithdrawal({
      signerKey: ownerKey,
      vault,
      token: usdt,
      amount: 300_000_000n,
      recipient,
    });
    await mined(
      relayer.writeContract({
        address: vault,
        abi: campaignVaultAbi,
        functionName: 'withdrawWithSig',
        args: [usdt, 300_000_000n, recipient, deadline, signature],
      }),
    );
    expect(await balanceOf(usdt, recipient)).toBe(487_500_000n);
    expect(await balanceOf(usdt, fixture.treasuryAddress)).toBe(12_500_000n);
    expect(await balanceOf(usdt, vault)).toBe(0n);
  });
});
