import { type Hex, parseEventLogs } from 'viem';
import { describe, expect, it } from 'vitest';
import { campaignVaultAbi } from '../src/generated/artifacts';
import { owner, ownerKey, relayer, stranger, strangerKey } from './accounts';
import { expectRevert, mined, publicClient, randomAddress } from './chain';
import { balanceOf, useDeployment } from './deployment';
import { deployFundedVault, signWithdrawal, withdrawAs, withdrawByOwner } from './vault-fixture';

const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const fixture = useDeployment();

/** A vault holding `dai` of DAI (1000 unless given) and a signature withdrawing 1000 of it to a
 *  fresh address, by the owner unless `sign` says otherwise. */
async function ownerSignedWithdrawal(
  opts: { dai?: bigint; sign?: Partial<Parameters<typeof signWithdrawal>[0]> } = {},
) {
  const { vault } = await deployFundedVault(fixture, { dai: opts.dai ?? 1000n });
  const dai = fixture.token('DAI');
  const recipient = opts.sign?.recipient ?? randomAddress();
  const { signature, deadline } = await signWithdrawal({
    signerKey: ownerKey,
    vault,
    token: dai,
    amount: 1000n,
    recipient,
    ...opts.sign,
  });
  return { vault, dai, recipient, signature, deadline };
}

describe('owner withdrawals', () => {
  it('pays the recipient and the treasury when the owner withdraws', async () => {
    const { vault } = await deployFundedVault(fixture, { dai: 1000n });
    const recipient = randomAddress();
    const receipt = await withdrawByOwner(vault, fixture.token('DAI'), 1000n, recipient);
    expect(await balanceOf(fixture.token('DAI'), recipient)).toBe(975n);
    expect(await balanceOf(fixture.token('DAI'), fixture.treasuryAddress)).toBe(25n);
    expect(await balanceOf(fixture.token('DAI'), vault)).toBe(0n);
    const [event] = parseEventLogs({ abi: campaignVaultAbi, logs: receipt.logs, eventName: 'Withdrawn' });
    expect(event?.args).toEqual({
      token: fixture.token('DAI'),
      recipient,
      amount: 1000n,
      fee: 25n,
      payout: 975n,
    });
  });

  it('rejects a withdrawal by anyone but the owner', async () => {
    const { vault } = await deployFundedVault(fixture, { dai: 1000n });
    await expectRevert(
      withdrawAs(stranger, vault, fixture.token('DAI'), 1000n, stranger.account.address),
      'NotOwner',
    );
  });

  it('rejects a withdrawal larger than the balance', async () => {
    const { vault } = await deployFundedVault(fixture, { dai: 1000n });
    await expectRevert(
      withdrawAs(owner, vault, fixture.token('DAI'), 1001n, randomAddress()),
      'InsufficientBalance',
    );
  });
});

describe('signed withdrawals', () => {
  async function relay(vault: Hex, args: readonly [Hex, bigint, Hex, bigint, Hex]) {
    return relayer.writeContract({
      address: vault,
      abi: campaignVaultAbi,
      functionName: 'withdrawWithSig',
      args,
    });
  }

  it('accepts a valid signature relayed by a third party and bumps the nonce', async () => {
    const { vault } = await deployFundedVault(fixture, { dai: 10_000n });
    const recipient = randomAddress();
    const dai = fixture.token('DAI');
    const { signature, deadline } = await signWithdrawal({
      signerKey: ownerKey,
      vault,
      token: dai,
      amount: 4000n,
      recipient,
    });
    await mined(relay(vault, [dai, 4000n, recipient, deadline, signature]));
    expect(await balanceOf(dai, recipient)).toBe(3900n);
    expect(await balanceOf(dai, fixture.treasuryAddress)).toBeGreaterThanOrEqual(100n);
    expect(await balanceOf(dai, vault)).toBe(6000n);
    expect(
      await publicClient.readContract({ address: vault, abi: campaignVaultAbi, functionName: 'nonce' }),
    ).toBe(1n);
  });

  it('rejects a replayed signature', async () => {
    const { vault, dai, recipient, ...signed } = await ownerSignedWithdrawal({ dai: 10_000n });
    await mined(relay(vault, [dai, 1000n, recipient, signed.deadline, signed.signature]));
    await expectRevert(
      relay(vault, [dai, 1000n, recipient, signed.deadline, signed.signature]),
      'InvalidSigner',
    );
    expect(await balanceOf(dai, recipient)).toBe(975n);
  });

  it('rejects an expired deadline', async () => {
    const latest = await publicClient.getBlock();
    const { vault, dai, recipient, ...signed } = await ownerSignedWithdrawal({
      sign: { deadline: latest.timestamp - 1n },
    });
    await expectRevert(
      relay(vault, [dai, 1000n, recipient, signed.deadline, signed.signature]),
      'SignatureExpired',
    );
  });

  it('rejects a signature made for another vault of the same owner', async () => {
    const { dai, recipient, ...signed } = await ownerSignedWithdrawal();
    const second = await deployFundedVault(fixture, { dai: 1000n });
    await expectRevert(
      relay(second.vault, [dai, 1000n, recipient, signed.deadline, signed.signature]),
      'InvalidSigner',
    );
  });

  it('rejects a signature whose token, amount or recipient was tampered with', async () => {
    const { vault, dai, recipient, signature, deadline } = await ownerSignedWithdrawal({ dai: 10_000n });
    await expectRevert(
      relay(vault, [fixture.token('USDC'), 1000n, recipient, deadline, signature]),
      'InvalidSigner',
    );
    await expectRevert(relay(vault, [dai, 2000n, recipient, deadline, signature]), 'InvalidSigner');
    await expectRevert(
      relay(vault, [dai, 1000n, relayer.account.address, deadline, signature]),
      'InvalidSigner',
    );
    await expectRevert(relay(vault, [dai, 1000n, recipient, deadline + 1n, signature]), 'InvalidSigner');
  });

  it.each([
    ['made for another chain id', { chainId: 1 }],
    ['by someone other than the owner', { signerKey: strangerKey, recipient: stranger.account.address }],
  ])('rejects a signature %s', async (_, sign) => {
    const { vault, dai, recipient, ...signed } = await ownerSignedWithdrawal({ sign });
    await expectRevert(
      relay(vault, [dai, 1000n, recipient, signed.deadline, signed.signature]),
      'InvalidSigner',
    );
  });

  it('rejects malformed signatures', async () => {
    const { vault, dai, recipient, signature, deadline } = await ownerSignedWithdrawal();
    const truncated = signature.slice(0, 130) as Hex; // 64 bytes
    await expectRevert(
      relay(vault, [dai, 1000n, recipient, deadline, truncated]),
      'ECDSAInvalidSignatureLength',
    );
    await expectRevert(relay(vault, [dai, 1000n, recipient, deadline, '0x']), 'ECDSAInvalidSignatureLength');
    const badV = `${signature.slice(0, 130)}1f` as Hex;
    await expectRevert(relay(vault, [dai, 1000n, recipient, deadline, badV]), 'ECDSAInvalidSignature');
  });

  it('rejects the high-s twin of a valid signature', async () => {
    const { vault, dai, recipient, signature, deadline } = await ownerSignedWithdrawal();
    // (r, n - s, flipped v) recovers the same signer: the malleable form ECDSA must refuse.
    const r = signature.slice(2, 66);
    const s = BigInt(`0x${signature.slice(66, 130)}`);
    const v = Number.parseInt(signature.slice(130, 132), 16);
    const highS =
      `0x${r}${(SECP256K1_N - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
    await expectRevert(relay(vault, [dai, 1000n, recipient, deadline, highS]), 'ECDSAInvalidSignatureS');
    // The low-s original still works, so the rejection above was about s alone.
    await mined(relay(vault, [dai, 1000n, recipient, deadline, signature]));
  });

  it('voids pending signatures when the owner cancels them', async () => {
    const { vault, dai, recipient, ...signed } = await ownerSignedWithdrawal();
    await mined(
      owner.writeContract({ address: vault, abi: campaignVaultAbi, functionName: 'cancelSignatures' }),
    );
    await expectRevert(
      relay(vault, [dai, 1000n, recipient, signed.deadline, signed.signature]),
      'InvalidSigner',
    );
  });

  it('computes the same digest on chain as viem signs off chain', async () => {
    const { vault } = await deployFundedVault(fixture);
    const dai = fixture.token('DAI');
    const recipient = randomAddress();
    const { hashTypedData } = await import('viem');
    const { withdrawTypedData } = await import('../src/withdraw-signature');
    const typed = withdrawTypedData({
      chainId: 31337,
      vault,
      token: dai,
      amount: 5n,
      recipient,
      nonce: 7n,
      deadline: 99n,
    });
    const onChain = await publicClient.readContract({
      address: vault,
      abi: campaignVaultAbi,
      functionName: 'withdrawDigest',
      args: [dai, 5n, recipient, 7n, 99n],
    });
    expect(onChain).toBe(hashTypedData(typed));
  });
});
