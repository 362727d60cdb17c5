import { PERMIT_TYPES, TRANSFER_WITH_AUTHORIZATION_TYPES } from '@crowdvault/shared/api/gasless-donation';
import { type Address, type Hex, parseSignature, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../src/dev-chain';
import {
  allOrNothingFactoryAbi,
  allOrNothingVaultAbi,
  testUsdcAbi,
  testUsdtAbi,
} from '../src/generated/artifacts';
import { refundTypedData } from '../src/refund-signature';
import { withdrawTypedData } from '../src/withdraw-signature';
import { DAY, STATE, startAllOrNothingChain, units, useOwnChain } from './all-or-nothing-fixture';
import { expectRevert, randomAddress } from './chain';

const chain = useOwnChain(startAllOrNothingChain);
const OWNER = DEV_ACCOUNTS[3]!;
const GOAL = 100n * 10n ** 18n; // 100 stablecoins

// The vault's errors bubble up through the factory's deployVault.
const FACTORY_WITH_VAULT_ERRORS = [
  ...allOrNothingFactoryAbi,
  ...allOrNothingVaultAbi.filter((item) => item.type === 'error'),
];

const vaultCall = (vault: Address) => ({ address: vault, abi: allOrNothingVaultAbi }) as const;

/** A vault with a 100-stablecoin goal ending in `days` days. */
async function freshVault(days = 7n, tokens?: ('USDT' | 'USDC' | 'DAI' | 'FUSD')[]) {
  return chain.createVault({ goal: GOAL, deadline: (await chain.now()) + days * DAY, tokens });
}

async function donor(tokens: Partial<Record<'USDT' | 'USDC' | 'DAI' | 'FUSD', bigint>>) {
  const account = await chain.freshAccount();
  for (const [kind, whole] of Object.entries(tokens)) {
    await chain.mint(kind as 'USDT', account.address, units(chain, kind as 'USDT', whole));
  }
  return account;
}

describe('AllOrNothingVault: creation', () => {
  it('refuses a deadline in the past, beyond 370 days, a goal under 1, and bad token lists', async () => {
    const now = await chain.now();
    const deploy = (goal: bigint, deadline: bigint, tokens: Address[]) =>
      chain.deployer.writeContract({
        address: chain.factory,
        abi: FACTORY_WITH_VAULT_ERRORS,
        functionName: 'deployVault',
        args: [999n, OWNER.address, goal, deadline, tokens],
      });
    const usdt = chain.tokenAddress.USDT;
    await expectRevert(deploy(GOAL, now - 1n, [usdt]), 'DeadlineInPast');
    await expectRevert(deploy(GOAL, now + 371n * DAY, [usdt]), 'DurationTooLong');
    await expectRevert(deploy(10n ** 18n - 1n, now + DAY, [usdt]), 'GoalTooLow');
    await expectRevert(deploy(GOAL, now + DAY, []), 'NoTokens');
    await expectRevert(deploy(GOAL, now + DAY, [usdt, usdt]), 'DuplicateToken');
    await expectRevert(
      deploy(
        GOAL,
        now + DAY,
        Array.from({ length: 9 }, () => randomAddress()),
      ),
      'TooManyTokens',
    );
  });

  it('fixes goal, deadline and tokens in the address: another goal is another vault, a redeploy is a no-op', async () => {
    const deadline = (await chain.now()) + 5n * DAY;
    const { vault, receipt } = await chain.createVault({ goal: GOAL, deadline });
    expect(await chain.read(vault, 'goal')).toBe(GOAL);
    expect(await chain.read(vault, 'deadline')).toBe(deadline);
    expect(await chain.read(vault, 'state')).toBe(STATE.Funding);
    expect(receipt.logs.length).toBeGreaterThan(0);
    // The implementation cannot be initialised by anyone.
    await expectRevert(
      chain.deployer.writeContract({
        address: chain.deployment.allOrNothingImplementationAddress!,
        abi: allOrNothingVaultAbi,
        functionName: 'initialize',
        args: [OWNER.address, OWNER.address, GOAL, deadline, [chain.tokenAddress.USDT]],
      }),
      'InvalidInitialization',
    );
    await expectRevert(
      chain.deployer.writeContract({
        ...vaultCall(vault),
        functionName: 'initialize',
        args: [OWNER.address, OWNER.address, GOAL, deadline, [chain.tokenAddress.USDT]],
      }),
      'InvalidInitialization',
    );
  });
});

describe('AllOrNothingVault: counting', () => {
  it('counts the wallet path per donor and token at face value across decimals; plain transfers and pre-funding count for nothing', async () => {
    const deadline = (await chain.now()) + 7n * DAY;
    // Someone pre-funds the predicted address before the vault exists, then sends more plainly.
    const { vault } = await chain.createVault({
      goal: GOAL,
      deadline,
      beforeDeploy: (predicted) => chain.mint('DAI', predicted, units(chain, 'DAI', 1_000n)),
    });
    const giver = await donor({ USDT: 60n, DAI: 40n });
    await chain.mint('USDT', vault, units(chain, 'USDT', 500n)); // a plain transfer (minted straight in)
    expect(await chain.read(vault, 'countedTotal')).toBe(0n);
    expect(await chain.read(vault, 'state')).toBe(STATE.Funding);

    const receipt = await chain.donate(giver.privateKey, vault, 'USDT', units(chain, 'USDT', 60n));
    const [event] = chain.eventsOf(receipt).filter((e) => e.eventName === 'Contributed');
    expect(event?.args).toMatchObject({
      donor: giver.address,
      amount: 60_000_000n,
      countedTotal: 60n * 10n ** 18n,
    });
    expect(await chain.read(vault, 'state')).toBe(STATE.Funding);
    await chain.donate(giver.privateKey, vault, 'DAI', units(chain, 'DAI', 40n));
    expect(await chain.read(vault, 'countedTotal')).toBe(GOAL);
    expect(await chain.read(vault, 'state')).toBe(STATE.Succeeded);
    expect(await chain.contributed(vault, giver.address, 'USDT')).toBe(60_000_000n);
    expect(await chain.contributed(vault, giver.address, 'DAI')).toBe(40n * 10n ** 18n);
  });

  it('refuses an unlisted token, zero, and anything after the deadline', async () => {
    const { vault } = await freshVault(1n, ['USDT']);
    const giver = await donor({ USDT: 10n, DAI: 10n });
    const wallet = chain.walletFor(giver.privateKey);
    const donate = (token: 'USDT' | 'DAI', amount: bigint) =>
      wallet.writeContract({
        ...vaultCall(vault),
        functionName: 'donate',
        args: [chain.tokenAddress[token], amount],
      });
    await expectRevert(donate('DAI', 1n), 'TokenNotListed');
    await expectRevert(donate('USDT', 0n), 'ZeroAmount');
    await chain.increaseTime(DAY + 1n);
    await chain.mined(
      wallet.writeContract({
        address: chain.tokenAddress.USDT,
        abi: testUsdtAbi,
        functionName: 'approve',
        args: [vault, 1n],
      }),
    );
    await expectRevert(donate('USDT', 1n), 'FundingClosed');
  });

  it('counts an EIP-2612 permit and an EIP-3009 authorization for the donor who signed, whoever submits them', async () => {
    const { vault } = await freshVault();
    const signer = await donor({ DAI: 30n, USDC: 20n });
    const account = privateKeyToAccount(signer.privateKey);
    const relayer = chain.walletFor(DEV_ACCOUNTS[2]!.privateKey);
    const deadline = (await chain.now()) + 3600n;

    const domainOf = async (token: Address) => {
      const [, name, version, chainId, verifyingContract] = await chain.publicClient.readContract({
        address: token,
        abi: testUsdcAbi,
        functionName: 'eip712Domain',
      });
      return { name, version, chainId: Number(chainId), verifyingContract };
    };

    const dai = chain.tokenAddress.DAI;
    const permit = parseSignature(
      await account.signTypedData({
        domain: await domainOf(dai),
        types: PERMIT_TYPES,
        primaryType: 'Permit',
        message: {
          owner: signer.address,
          spender: vault,
          value: units(chain, 'DAI', 30n),
          nonce: 0n,
          deadline,
        },
      }),
    );
    await chain.mined(
      relayer.writeContract({
        ...vaultCall(vault),
        functionName: 'donateWithPermit',
        args: [dai, signer.address, units(chain, 'DAI', 30n), deadline, Number(permit.v), permit.r, permit.s],
      }),
    );
    expect(await chain.contributed(vault, signer.address, 'DAI')).toBe(units(chain, 'DAI', 30n));

    const usdc = chain.tokenAddress.USDC;
    const nonce = toHex(crypto.getRandomValues(new Uint8Array(32)));
    const message = {
      from: signer.address,
      to: vault,
      value: units(chain, 'USDC', 20n),
      validAfter: 0n,
      validBefore: deadline,
      nonce,
    };
    const receiveTypes = {
      ReceiveWithAuthorization: TRANSFER_WITH_AUTHORIZATION_TYPES.TransferWithAuthorization,
    };
    const authorization = parseSignature(
      await account.signTypedData({
        domain: await domainOf(usdc),
        types: receiveTypes,
        primaryType: 'ReceiveWithAuthorization',
        message,
      }),
    );
    // What the signature covers after its sender and payee: the same for the token and the vault.
    const signed = [
      message.value,
      0n,
      deadline,
      nonce,
      Number(authorization.v),
      authorization.r,
      authorization.s,
    ] as const;
    // Submitted to the token directly by someone else, it is refused: only the vault may receive it.
    await expectRevert(
      relayer.writeContract({
        address: usdc,
        abi: testUsdcAbi,
        functionName: 'receiveWithAuthorization',
        args: [signer.address, vault, ...signed],
      }),
      'caller must be the payee',
    );
    await chain.mined(
      relayer.writeContract({
        ...vaultCall(vault),
        functionName: 'donateWithAuthorization',
        args: [usdc, signer.address, ...signed],
      }),
    );
    expect(await chain.contributed(vault, signer.address, 'USDC')).toBe(units(chain, 'USDC', 20n));
    expect(await chain.contributed(vault, DEV_ACCOUNTS[2]!.address, 'USDC')).toBe(0n);
    expect(await chain.read(vault, 'countedTotal')).toBe(50n * 10n ** 18n);
  });
});

describe('AllOrNothingVault: success', () => {
  it('refuses withdrawal while funding, then pays 97.5 / 2.5 of everything, plain transfers included', async () => {
    const { vault } = await freshVault();
    const owner = chain.walletFor(OWNER.privateKey);
    const giver = await donor({ USDT: 100n });
    const usdt = chain.tokenAddress.USDT;
    await chain.donate(giver.privateKey, vault, 'USDT', units(chain, 'USDT', 99n));
    await chain.mint('USDT', vault, units(chain, 'USDT', 1n)); // plain: balance 100, counted 99
    await expectRevert(
      owner.writeContract({ ...vaultCall(vault), functionName: 'withdraw', args: [usdt, 1n, OWNER.address] }),
      'NotSucceeded',
    );
    // Nor does a refund open while funding.
    await expectRevert(
      chain.walletFor(giver.privateKey).writeContract({ ...vaultCall(vault), functionName: 'claimRefund' }),
      'NotFailed',
    );
    await chain.donate(giver.privateKey, vault, 'USDT', units(chain, 'USDT', 1n));
    expect(await chain.read(vault, 'state')).toBe(STATE.Succeeded);
    await chain.increaseTime(8n * DAY); // still succeeded after the deadline
    expect(await chain.read(vault, 'state')).toBe(STATE.Succeeded);
    expect(await chain.refundable(vault, giver.address, 'USDT')).toBe(0n);
    await expectRevert(
      chain.walletFor(giver.privateKey).writeContract({ ...vaultCall(vault), functionName: 'claimRefund' }),
      'NotFailed',
    );
    await expectRevert(
      chain
        .walletFor(giver.privateKey)
        .writeContract({ ...vaultCall(vault), functionName: 'withdraw', args: [usdt, 1n, giver.address] }),
      'NotOwner',
    );

    const recipient = randomAddress();
    const amount = await chain.balanceOf('USDT', vault);
    expect(amount).toBe(units(chain, 'USDT', 101n));
    // Relayed with the owner's signature, as the platform's gasless withdrawal does.
    const sigDeadline = (await chain.now()) + 3600n;
    const signature = await privateKeyToAccount(OWNER.privateKey).signTypedData(
      withdrawTypedData({
        chainId: 31337,
        vault,
        token: usdt,
        amount,
        recipient,
        nonce: 0n,
        deadline: sigDeadline,
      }),
    );
    await chain.mined(
      chain.deployer.writeContract({
        ...vaultCall(vault),
        functionName: 'withdrawWithSig',
        args: [usdt, amount, recipient, sigDeadline, signature],
      }),
    );
    const fee = (amount * 250n) / 10_000n;
    expect(await chain.balanceOf('USDT', recipient)).toBe(amount - fee);
    expect(await chain.balanceOf('USDT', chain.treasury)).toBe(fee);
    expect(await chain.balanceOf('USDT', vault)).toBe(0n);
  });
});

describe('AllOrNothingVault: failure and refunds', () => {
  it('gives each donor back exactly what they gave, by claim or push, once; the owner takes only what was never counted', async () => {
    const { vault } = await freshVault(3n);
    const alice = await donor({ USDT: 31n, DAI: 5n });
    const bob = await donor({ USDC: 20n });
    const carol = await donor({ USDT: 7n });
    await chain.donate(alice.privateKey, vault, 'USDT', 30_123_456n);
    await chain.donate(alice.privateKey, vault, 'DAI', 5n * 10n ** 18n - 1n);
    await chain.donate(bob.privateKey, vault, 'USDC', units(chain, 'USDC', 20n));
    await chain.donate(carol.privateKey, vault, 'USDT', units(chain, 'USDT', 7n));
    await chain.mint('USDT', vault, 3n); // a plain transfer: 3 base units nobody counted
    await chain.increaseTime(3n * DAY + 1n);
    expect(await chain.read(vault, 'state')).toBe(STATE.Failed);

    // The owner can take neither the donors' money nor more than the plain transfer.
    const owner = chain.walletFor(OWNER.privateKey);
    const usdt = chain.tokenAddress.USDT;
    await expectRevert(
      owner.writeContract({ ...vaultCall(vault), functionName: 'withdraw', args: [usdt, 4n, OWNER.address] }),
      'RefundsReserved',
    );
    await chain.mined(
      owner.writeContract({ ...vaultCall(vault), functionName: 'withdraw', args: [usdt, 3n, OWNER.address] }),
    );

    // Alice claims herself: both tokens, exact, no fee.
    const claim = await chain.mined(
      chain.walletFor(alice.privateKey).writeContract({ ...vaultCall(vault), functionName: 'claimRefund' }),
    );
    const refunds = chain.eventsOf(claim).filter((e) => e.eventName === 'Refunded');
    expect(refunds.map((e) => e.args)).toEqual([
      { donor: alice.address, token: usdt, to: alice.address, amount: 30_123_456n, pushed: false },
      {
        donor: alice.address,
        token: chain.tokenAddress.DAI,
        to: alice.address,
        amount: 5n * 10n ** 18n - 1n,
        pushed: false,
      },
    ]);
    expect(await chain.balanceOf('USDT', alice.address)).toBe(units(chain, 'USDT', 31n));
    expect(await chain.balanceOf('DAI', alice.address)).toBe(units(chain, 'DAI', 5n));
    await expectRevert(
      chain.walletFor(alice.privateKey).writeContract({ ...vaultCall(vault), functionName: 'claimRefund' }),
      'NothingToRefund',
    );

    // Anyone pushes a batch, paid to each donor; Alice (paid) and a stranger are skipped; a second
    // push pays nobody.
    const stranger = chain.walletFor(DEV_ACCOUNTS[8]!.privateKey);
    const batch = [alice.address, bob.address, carol.address, randomAddress()];
    const push = await chain.mined(
      stranger.writeContract({ ...vaultCall(vault), functionName: 'pushRefunds', args: [batch] }),
    );
    expect(
      chain
        .eventsOf(push)
        .filter((e) => e.eventName === 'Refunded')
        .map((e) => [e.args.donor, e.args.to, e.args.pushed]),
    ).toEqual([
      [bob.address, bob.address, true],
      [carol.address, carol.address, true],
    ]);
    const again = await chain.mined(
      stranger.writeContract({ ...vaultCall(vault), functionName: 'pushRefunds', args: [batch] }),
    );
    expect(chain.eventsOf(again).filter((e) => e.eventName === 'Refunded')).toEqual([]);
    expect(await chain.balanceOf('USDC', bob.address)).toBe(units(chain, 'USDC', 20n));
    expect(await chain.balanceOf('USDT', carol.address)).toBe(units(chain, 'USDT', 7n));
    expect(await chain.balanceOf('USDT', vault)).toBe(0n);
    expect(await chain.balanceOf('DAI', vault)).toBe(0n);
    expect(await chain.balanceOf('USDC', vault)).toBe(0n);
  });

  it('lets a blacklisted donor take its refund at another address it signs for; a push skips it and moves on', async () => {
    const { vault } = await freshVault(2n, ['USDT', 'FUSD']);
    const frozen = await donor({ FUSD: 10n });
    const other = await donor({ USDT: 4n });
    await chain.donate(frozen.privateKey, vault, 'FUSD', units(chain, 'FUSD', 10n));
    await chain.donate(other.privateKey, vault, 'USDT', units(chain, 'USDT', 4n));
    await chain.increaseTime(2n * DAY + 1n);
    await chain.mined(
      chain.deployer.writeContract({
        address: chain.tokenAddress.FUSD,
        abi: [
          {
            type: 'function',
            name: 'setBlacklisted',
            stateMutability: 'nonpayable',
            inputs: [
              { name: 'account', type: 'address' },
              { name: 'value', type: 'bool' },
            ],
            outputs: [],
          },
        ],
        functionName: 'setBlacklisted',
        args: [frozen.address, true],
      }),
    );
    const relayer = chain.walletFor(DEV_ACCOUNTS[2]!.privateKey);
    const push = await chain.mined(
      relayer.writeContract({
        ...vaultCall(vault),
        functionName: 'pushRefunds',
        args: [[frozen.address, other.address]],
      }),
    );
    const names = chain.eventsOf(push).map((e) => e.eventName);
    expect(names).toEqual(['RefundPushFailed', 'Refunded']);
    expect(await chain.refundable(vault, frozen.address, 'FUSD')).toBe(units(chain, 'FUSD', 10n));

    // Its own claim fails at the token; a signature naming another address works, relayed by anyone.
    await expectRevert(
      chain.walletFor(frozen.privateKey).writeContract({ ...vaultCall(vault), functionName: 'claimRefund' }),
      'blacklisted',
    );
    const safe = randomAddress();
    const deadline = (await chain.now()) + 3600n;
    const typedData = refundTypedData({ chainId: 31337, vault, donor: frozen.address, to: safe, deadline });
    const signature = await privateKeyToAccount(frozen.privateKey).signTypedData(typedData);
    /** The relayer claims the frozen donor's refund, to be paid to `to`, with a signature. */
    const claimFor = (to: Address, sig: Hex) =>
      relayer.writeContract({
        ...vaultCall(vault),
        functionName: 'claimRefundWithSig',
        args: [frozen.address, to, deadline, sig],
      });
    // A signature redirected to another address, or signed by someone else, is refused.
    await expectRevert(claimFor(DEV_ACCOUNTS[2]!.address, signature), 'InvalidSigner');
    const forged = await privateKeyToAccount(other.privateKey).signTypedData(typedData);
    await expectRevert(claimFor(safe, forged), 'InvalidSigner');
    const relayed = await chain.mined(claimFor(safe, signature));
    expect(chain.eventsOf(relayed).find((e) => e.eventName === 'Refunded')?.args).toMatchObject({
      donor: frozen.address,
      to: safe,
      amount: units(chain, 'FUSD', 10n),
      pushed: false,
    });
    expect(await chain.balanceOf('FUSD', safe)).toBe(units(chain, 'FUSD', 10n));
    await expectRevert(claimFor(safe, signature), 'NothingToRefund');
  });

  it('lets a donor name another address itself (claimRefundTo)', async () => {
    const { vault } = await freshVault(1n, ['USDT']);
    const giver = await donor({ USDT: 2n });
    await chain.donate(giver.privateKey, vault, 'USDT', units(chain, 'USDT', 2n));
    await chain.increaseTime(DAY + 1n);
    const elsewhere = randomAddress();
    await chain.mined(
      chain
        .walletFor(giver.privateKey)
        .writeContract({ ...vaultCall(vault), functionName: 'claimRefundTo', args: [elsewhere] }),
    );
    expect(await chain.balanceOf('USDT', elsewhere)).toBe(units(chain, 'USDT', 2n));
  });
});
