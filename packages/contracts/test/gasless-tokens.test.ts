import {
  gaslessTypedData,
  PERMIT_TYPES,
  TRANSFER_WITH_AUTHORIZATION_TYPES,
} from '@crowdvault/shared/api/gasless-donation';
import { type Address, type Hex, parseEventLogs, parseSignature, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_CHAIN_ID } from '../src/dev-chain';
import {
  campaignFactoryAbi,
  campaignVaultAbi,
  testDaiAbi,
  testUsdcAbi,
  testUsdtAbi,
} from '../src/generated/artifacts';
import { owner, relayer, stranger } from './accounts';
import { expectRevert, mined, publicClient, randomAddress } from './chain';
import { balanceOf, mint, useDeployment } from './deployment';

const fixture = useDeployment();
let nextCampaignId = 1000n;

/** A new campaign of the owner: its id and its vault's address, not deployed yet. */
async function campaign() {
  const campaignId = nextCampaignId++;
  const vault = await publicClient.readContract({
    address: fixture.factoryAddress,
    abi: campaignFactoryAbi,
    functionName: 'predictVaultAddress',
    args: [campaignId, owner.account.address],
  });
  return { campaignId, vault };
}

/** A donor with tokens and no native coin at all: whatever it gives, someone else pays the gas. */
async function gaslessDonor(symbol: 'USDC' | 'DAI', units: bigint) {
  const account = privateKeyToAccount(generatePrivateKey());
  await mint(fixture.token(symbol), account.address, units);
  return account;
}

async function domainOf(token: Address) {
  const [, name, version, chainId, verifyingContract] = await publicClient.readContract({
    address: token,
    abi: testUsdcAbi,
    functionName: 'eip712Domain',
  });
  return { name, version, chainId: Number(chainId), verifyingContract };
}

async function now(): Promise<bigint> {
  return (await publicClient.getBlock()).timestamp;
}

type Signer = ReturnType<typeof privateKeyToAccount>;

async function signAuthorization(
  signer: Signer,
  p: { from: Address; to: Address; value: bigint; validAfter?: bigint; validBefore?: bigint; nonce?: Hex },
  primaryType: 'TransferWithAuthorization' | 'ReceiveWithAuthorization' = 'TransferWithAuthorization',
) {
  const message = {
    from: p.from,
    to: p.to,
    value: p.value,
    validAfter: p.validAfter ?? 0n,
    validBefore: p.validBefore ?? (await now()) + 3600n,
    nonce: p.nonce ?? toHex(crypto.getRandomValues(new Uint8Array(32))),
  };
  const signature = await signer.signTypedData({
    domain: await domainOf(fixture.token('USDC')),
    types: { [primaryType]: TRANSFER_WITH_AUTHORIZATION_TYPES.TransferWithAuthorization },
    primaryType,
    message,
  });
  const { v, r, s } = parseSignature(signature);
  return {
    message,
    args: [
      message.from,
      message.to,
      message.value,
      message.validAfter,
      message.validBefore,
      message.nonce,
      Number(v),
      r,
      s,
    ] as const,
  };
}

type AuthorizationArgs = Awaited<ReturnType<typeof signAuthorization>>['args'];

/** USDC's EIP-3009 transfer, sent by the relayer unless `wallet` is given. */
function transferWithAuthorization(args: AuthorizationArgs, wallet = relayer) {
  return wallet.writeContract({
    address: fixture.token('USDC'),
    abi: testUsdcAbi,
    functionName: 'transferWithAuthorization',
    args,
  });
}

/** USDC's EIP-3009 receive: only the payee may send it. */
function receiveWithAuthorization(args: AuthorizationArgs, wallet: typeof relayer) {
  return wallet.writeContract({
    address: fixture.token('USDC'),
    abi: testUsdcAbi,
    functionName: 'receiveWithAuthorization',
    args,
  });
}

async function signPermit(
  signer: Signer,
  token: Address,
  p: { owner: Address; spender: Address; value: bigint; deadline?: bigint; nonce?: bigint },
) {
  const nonce =
    p.nonce ??
    (await publicClient.readContract({
      address: token,
      abi: testDaiAbi,
      functionName: 'nonces',
      args: [p.owner],
    }));
  const deadline = p.deadline ?? (await now()) + 3600n;
  const typed = gaslessTypedData(
    {
      method: 'permit',
      from: p.owner,
      to: p.spender,
      amount: p.value,
      validAfter: 0n,
      validBefore: deadline,
      nonce: nonce.toString(),
    },
    await domainOf(token),
  );
  const signature = await signer.signTypedData(typed as Parameters<Signer['signTypedData']>[0]);
  const { v, r, s } = parseSignature(signature);
  return { deadline, v: Number(v), r, s };
}

type SignedPermit = Awaited<ReturnType<typeof signPermit>>;

/** The factory's donateWithPermit, sent by the relayer unless `wallet` is given: `amount` of
 *  `token` from `from` to the owner's campaign `campaignId`, with the donor's permit. */
function donateWithPermit(
  p: { campaignId: bigint; token: Address; from: Address; amount: bigint; permit: SignedPermit },
  wallet = relayer,
) {
  const { deadline, v, r, s } = p.permit;
  return wallet.writeContract({
    address: fixture.factoryAddress,
    abi: campaignFactoryAbi,
    functionName: 'donateWithPermit',
    args: [p.campaignId, owner.account.address, p.token, p.from, p.amount, deadline, v, r, s],
  });
}

describe('TestUSDC: EIP-3009', () => {
  it('signs under the domain real USDC uses: the token name, version 2, chain, token address', async () => {
    const domain = await domainOf(fixture.token('USDC'));
    expect(domain).toEqual({
      name: 'USD Coin (test)',
      version: '2',
      chainId: DEV_CHAIN_ID,
      verifyingContract: fixture.token('USDC'),
    });
    const { name } = await domainOf(fixture.token('DAI'));
    expect(name).toBe('Dai Stablecoin (test)');
  });

  it('moves the signed amount from a donor with no gas, submitted by someone else, once', async () => {
    const usdc = fixture.token('USDC');
    const donor = await gaslessDonor('USDC', 50_000_000n);
    const to = randomAddress();
    const { message, args } = await signAuthorization(donor, { from: donor.address, to, value: 10_000_000n });
    const receipt = await mined(transferWithAuthorization(args));
    expect(await balanceOf(usdc, to)).toBe(10_000_000n);
    expect(await balanceOf(usdc, donor.address)).toBe(40_000_000n);
    expect(await publicClient.getBalance({ address: donor.address })).toBe(0n);
    const transfers = parseEventLogs({ abi: testUsdcAbi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfers.map((log) => log.args)).toEqual([{ from: donor.address, to, value: 10_000_000n }]);
    expect(
      await publicClient.readContract({
        address: usdc,
        abi: testUsdcAbi,
        functionName: 'authorizationState',
        args: [donor.address, message.nonce],
      }),
    ).toBe(true);

    // Replay: the same signature a second time moves nothing.
    await expectRevert(transferWithAuthorization(args), 'authorization is used or canceled');
    expect(await balanceOf(usdc, to)).toBe(10_000_000n);
  });

  it('refuses an authorization before validAfter and at or after validBefore', async () => {
    const usdc = fixture.token('USDC');
    const donor = await gaslessDonor('USDC', 5_000_000n);
    const t = await now();
    const early = await signAuthorization(donor, {
      from: donor.address,
      to: randomAddress(),
      value: 1_000_000n,
      validAfter: t + 600n,
    });
    await expectRevert(transferWithAuthorization(early.args), 'authorization is not yet valid');
    const late = await signAuthorization(donor, {
      from: donor.address,
      to: randomAddress(),
      value: 1_000_000n,
      validBefore: t,
    });
    await expectRevert(transferWithAuthorization(late.args), 'authorization is expired');
    expect(await balanceOf(usdc, donor.address)).toBe(5_000_000n);
  });

  it('refuses a signature by anyone but `from`, and a changed amount or recipient', async () => {
    const usdc = fixture.token('USDC');
    const donor = await gaslessDonor('USDC', 5_000_000n);
    const thief = privateKeyToAccount(generatePrivateKey());
    const forged = await signAuthorization(thief, {
      from: donor.address,
      to: thief.address,
      value: 5_000_000n,
    });
    await expectRevert(transferWithAuthorization(forged.args), 'invalid signature');
    const honest = await signAuthorization(donor, {
      from: donor.address,
      to: randomAddress(),
      value: 1_000_000n,
    });
    const [from, , value, ...rest] = honest.args;
    await expectRevert(transferWithAuthorization([from, thief.address, value, ...rest]), 'invalid signature');
    const [, to, , ...tail] = honest.args;
    await expectRevert(transferWithAuthorization([from, to, 5_000_000n, ...tail]), 'invalid signature');
    expect(await balanceOf(usdc, donor.address)).toBe(5_000_000n);
  });

  it('is harmless to front-run: whoever submits first, the money reaches the signed recipient once', async () => {
    const usdc = fixture.token('USDC');
    const donor = await gaslessDonor('USDC', 5_000_000n);
    const to = randomAddress();
    const { args } = await signAuthorization(donor, { from: donor.address, to, value: 2_000_000n });
    // A stranger copies the signature out of the mempool and gets in first.
    await mined(transferWithAuthorization(args, stranger));
    await expectRevert(transferWithAuthorization(args), 'authorization is used or canceled');
    expect(await balanceOf(usdc, to)).toBe(2_000_000n);
    expect(await balanceOf(usdc, stranger.account.address)).toBe(0n);
    expect(await balanceOf(usdc, donor.address)).toBe(3_000_000n);
  });

  it('lets only the payee submit a receiveWithAuthorization', async () => {
    const usdc = fixture.token('USDC');
    const donor = await gaslessDonor('USDC', 5_000_000n);
    const payee = owner.account.address;
    const { args } = await signAuthorization(
      donor,
      { from: donor.address, to: payee, value: 1_000_000n },
      'ReceiveWithAuthorization',
    );
    await expectRevert(receiveWithAuthorization(args, relayer), 'caller must be the payee');
    const before = await balanceOf(usdc, payee);
    await mined(receiveWithAuthorization(args, owner));
    expect((await balanceOf(usdc, payee)) - before).toBe(1_000_000n);
  });

  it('voids an unused authorization on cancelAuthorization, signed by its authorizer only', async () => {
    const usdc = fixture.token('USDC');
    const donor = await gaslessDonor('USDC', 5_000_000n);
    const { message, args } = await signAuthorization(donor, {
      from: donor.address,
      to: randomAddress(),
      value: 1n,
    });
    const cancel = async (signer: Signer) => {
      const { v, r, s } = parseSignature(
        await signer.signTypedData({
          domain: await domainOf(usdc),
          types: {
            CancelAuthorization: [
              { name: 'authorizer', type: 'address' },
              { name: 'nonce', type: 'bytes32' },
            ],
          },
          primaryType: 'CancelAuthorization',
          message: { authorizer: donor.address, nonce: message.nonce },
        }),
      );
      return relayer.writeContract({
        address: usdc,
        abi: testUsdcAbi,
        functionName: 'cancelAuthorization',
        args: [donor.address, message.nonce, Number(v), r, s],
      });
    };
    await expectRevert(cancel(privateKeyToAccount(generatePrivateKey())), 'invalid signature');
    await mined(cancel(donor));
    await expectRevert(transferWithAuthorization(args), 'authorization is used or canceled');
    expect(await balanceOf(usdc, donor.address)).toBe(5_000_000n);
  });
});

describe('EIP-2612 permit (TestUSDC, TestDAI)', () => {
  for (const symbol of ['USDC', 'DAI'] as const) {
    it(`${symbol}: sets the allowance once; a replay, an expired or a forged permit is refused`, async () => {
      const token = fixture.token(symbol);
      const donor = await gaslessDonor(symbol, 10n);
      const spender = randomAddress();
      /** The token's own permit(), sent by the relayer, for `value` signed as `signed`. */
      const applyPermit = (value: bigint, signed: SignedPermit) =>
        relayer.writeContract({
          address: token,
          abi: testDaiAbi,
          functionName: 'permit',
          args: [donor.address, spender, value, signed.deadline, signed.v, signed.r, signed.s],
        });
      const permit = await signPermit(donor, token, { owner: donor.address, spender, value: 7n });
      await mined(applyPermit(7n, permit));
      const allowance = () =>
        publicClient.readContract({
          address: token,
          abi: testDaiAbi,
          functionName: 'allowance',
          args: [donor.address, spender],
        });
      expect(await allowance()).toBe(7n);
      // Replay: the nonce moved on, so the same signature now recovers to someone else.
      await expectRevert(applyPermit(7n, permit), 'ERC2612InvalidSigner');
      const expired = await signPermit(donor, token, {
        owner: donor.address,
        spender,
        value: 9n,
        deadline: (await now()) - 1n,
      });
      await expectRevert(applyPermit(9n, expired), 'ERC2612ExpiredSignature');
      const forged = await signPermit(privateKeyToAccount(generatePrivateKey()), token, {
        owner: donor.address,
        spender,
        value: 9n,
      });
      await expectRevert(applyPermit(9n, forged), 'ERC2612InvalidSigner');
      expect(await allowance()).toBe(7n);
    });
  }

  it('TestUSDT has neither permit nor transferWithAuthorization, like mainnet USDT', () => {
    const names = testUsdtAbi.filter((item) => item.type === 'function').map((item) => item.name);
    expect(names).not.toContain('permit');
    expect(names).not.toContain('transferWithAuthorization');
    expect(PERMIT_TYPES.Permit).toHaveLength(5);
  });
});

describe('CampaignFactory.donateWithPermit', () => {
  it('moves the amount from the donor straight into the vault (deploying it), holding nothing', async () => {
    const dai = fixture.token('DAI');
    const donor = await gaslessDonor('DAI', 25n * 10n ** 18n);
    const { campaignId, vault } = await campaign();
    const amount = 10n * 10n ** 18n;
    const permit = await signPermit(donor, dai, { owner: donor.address, spender: vault, value: amount });
    const receipt = await mined(
      donateWithPermit({ campaignId, token: dai, from: donor.address, amount, permit }),
    );
    const transfers = parseEventLogs({ abi: testDaiAbi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfers.map((log) => log.args)).toEqual([{ from: donor.address, to: vault, value: amount }]);
    expect(await balanceOf(dai, vault)).toBe(amount);
    expect(await balanceOf(dai, fixture.factoryAddress)).toBe(0n);
    expect(await balanceOf(dai, donor.address)).toBe(15n * 10n ** 18n);
    expect(await publicClient.getBalance({ address: donor.address })).toBe(0n);
    expect(
      await publicClient.readContract({ address: vault, abi: campaignVaultAbi, functionName: 'owner' }),
    ).toBe(owner.account.address);

    // A second donation to the now deployed vault.
    const again = await signPermit(donor, dai, { owner: donor.address, spender: vault, value: amount });
    await mined(donateWithPermit({ campaignId, token: dai, from: donor.address, amount, permit: again }));
    expect(await balanceOf(dai, vault)).toBe(2n * amount);
  });

  it('cannot be redirected: a copied permit cannot pay another campaign, and a front-run permit is harmless', async () => {
    const dai = fixture.token('DAI');
    const donor = await gaslessDonor('DAI', 100n);
    const mine = await campaign();
    const theirs = await campaign();
    const permit = await signPermit(donor, dai, { owner: donor.address, spender: mine.vault, value: 60n });
    const donate = (wallet: typeof relayer, target: { campaignId: bigint }) =>
      donateWithPermit(
        { campaignId: target.campaignId, token: dai, from: donor.address, amount: 60n, permit },
        wallet,
      );
    // Pointed at another vault, the permit recovers to someone else and no allowance exists.
    await expectRevert(donate(stranger, theirs), 'PermitNotApplied');
    // A stranger applies the permit directly first: the relayer's donation still goes through.
    await mined(
      stranger.writeContract({
        address: dai,
        abi: testDaiAbi,
        functionName: 'permit',
        args: [donor.address, mine.vault, 60n, permit.deadline, permit.v, permit.r, permit.s],
      }),
    );
    await mined(donate(relayer, mine));
    expect(await balanceOf(dai, mine.vault)).toBe(60n);
    expect(await balanceOf(dai, theirs.vault)).toBe(0n);
    // The allowance is spent: the same signature cannot pull again.
    await expectRevert(donate(relayer, mine), 'PermitNotApplied');
    expect(await balanceOf(dai, donor.address)).toBe(40n);
  });

  it('pulls nothing without an allowance, and refuses USDT (no permit)', async () => {
    const dai = fixture.token('DAI');
    const donor = await gaslessDonor('DAI', 100n);
    const { campaignId, vault } = await campaign();
    await mined(
      relayer.writeContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args: [campaignId, owner.account.address],
      }),
    );
    await expectRevert(
      stranger.writeContract({
        address: vault,
        // The vault's ABI plus the token's errors, so the token's refusal decodes by name.
        abi: [...campaignVaultAbi, ...testDaiAbi.filter((item) => item.type === 'error')],
        functionName: 'pullDonation',
        args: [dai, donor.address, 1n],
      }),
      'ERC20InsufficientAllowance',
    );
    await expect(
      relayer.writeContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'donateWithPermit',
        args: [
          campaignId,
          owner.account.address,
          fixture.token('USDT'),
          donor.address,
          1n,
          0n,
          27,
          toHex(1n, { size: 32 }),
          toHex(1n, { size: 32 }),
        ],
      }),
    ).rejects.toThrow();
    expect(await balanceOf(dai, donor.address)).toBe(100n);
  });
});

describe('gas per gasless donation', () => {
  it('measures each path on a fresh donor (figures for decision 051)', async () => {
    const dai = fixture.token('DAI');
    const donorA = await gaslessDonor('USDC', 100_000_000n);
    const { campaignId, vault } = await campaign();
    const auth = await signAuthorization(donorA, { from: donorA.address, to: vault, value: 10_000_000n });
    const usdcReceipt = await mined(transferWithAuthorization(auth.args));
    const donorB = await gaslessDonor('DAI', 100n * 10n ** 18n);
    const donate = async () => {
      const p = await signPermit(donorB, dai, { owner: donorB.address, spender: vault, value: 10n ** 19n });
      return mined(
        donateWithPermit({ campaignId, token: dai, from: donorB.address, amount: 10n ** 19n, permit: p }),
      );
    };
    const first = await donate(); // deploys the vault
    const second = await donate();
    console.info(
      `gas: USDC transferWithAuthorization ${usdcReceipt.gasUsed}; DAI donateWithPermit ${first.gasUsed} (vault deployed in it), ${second.gasUsed} (vault exists)`,
    );
    expect(usdcReceipt.gasUsed).toBeLessThan(100_000n);
    expect(second.gasUsed).toBeLessThan(150_000n);
  });
});
