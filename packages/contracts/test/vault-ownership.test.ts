import { type Address, type Hex, parseEther, parseEventLogs, type TransactionReceipt } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { campaignVaultAbi } from '../src/generated/artifacts';
import { relayer } from './accounts';
import { expectRevert, mined, publicClient, randomAddress, testClient, walletFor } from './chain';
import { balanceOf, useDeployment } from './deployment';
import { deployFundedVault, signWithdrawal, withdrawAs } from './vault-fixture';

const fixture = useDeployment();

/** A fresh key with gas: each test owns its accounts, so no nonce is shared with another file. */
async function freshWallet(): Promise<{ key: Hex; wallet: ReturnType<typeof walletFor> }> {
  const key = generatePrivateKey();
  await testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('1') });
  return { key, wallet: walletFor(key) };
}

function read<Name extends 'owner' | 'pendingOwner' | 'nonce'>(vault: Address, functionName: Name) {
  return publicClient.readContract({ address: vault, abi: campaignVaultAbi, functionName });
}

type FreshWallet = Awaited<ReturnType<typeof freshWallet>>;

/** Two fresh wallets, and a vault of the first holding `dai` base units of DAI. */
async function twoOwnersAndVault(dai: bigint) {
  const first = await freshWallet();
  const second = await freshWallet();
  const { vault } = await deployFundedVault(fixture, { vaultOwner: first.wallet.account.address, dai });
  return { first, second, vault };
}

/** `from` proposes `newOwner`: the first step of the two-step transfer. */
function proposeOwner(vault: Address, from: FreshWallet, newOwner: Address) {
  return from.wallet.writeContract({
    address: vault,
    abi: campaignVaultAbi,
    functionName: 'transferOwnership',
    args: [newOwner],
  });
}

describe('two-step ownership transfer', () => {
  it('hands the vault over only when the proposed owner accepts, with an event for each step', async () => {
    const { first: previous, second: next, vault } = await twoOwnersAndVault(1000n);
    const handover = {
      previousOwner: previous.wallet.account.address,
      newOwner: next.wallet.account.address,
    };
    const handoverIn = (
      receipt: TransactionReceipt,
      eventName: 'OwnershipTransferStarted' | 'OwnershipTransferred',
    ) => parseEventLogs({ abi: campaignVaultAbi, logs: receipt.logs, eventName })[0]?.args;

    const proposed = await mined(proposeOwner(vault, previous, next.wallet.account.address));
    expect(handoverIn(proposed, 'OwnershipTransferStarted')).toEqual(handover);
    // Proposed is not yet owner: the old owner still withdraws, the new one cannot.
    expect(await read(vault, 'owner')).toBe(previous.wallet.account.address);
    expect(await read(vault, 'pendingOwner')).toBe(next.wallet.account.address);
    await expectRevert(
      withdrawAs(next.wallet, vault, fixture.token('DAI'), 100n, next.wallet.account.address),
      'NotOwner',
    );

    const accepted = await mined(
      next.wallet.writeContract({ address: vault, abi: campaignVaultAbi, functionName: 'acceptOwnership' }),
    );
    expect(handoverIn(accepted, 'OwnershipTransferred')).toEqual(handover);
    expect(await read(vault, 'owner')).toBe(next.wallet.account.address);
    expect(await read(vault, 'pendingOwner')).toBe('0x0000000000000000000000000000000000000000');

    const recipient = randomAddress();
    await mined(withdrawAs(next.wallet, vault, fixture.token('DAI'), 1000n, recipient));
    expect(await balanceOf(fixture.token('DAI'), recipient)).toBe(975n);
    await expectRevert(proposeOwner(vault, previous, previous.wallet.account.address), 'NotOwner');
  });

  it('lets only the owner propose or cancel, and only the proposed address accept', async () => {
    const current = await freshWallet();
    const proposed = await freshWallet();
    const stranger = await freshWallet();
    const { vault } = await deployFundedVault(fixture, { vaultOwner: current.wallet.account.address });
    const write = (who: typeof current, functionName: 'acceptOwnership' | 'cancelOwnershipTransfer') =>
      who.wallet.writeContract({ address: vault, abi: campaignVaultAbi, functionName });

    await expectRevert(proposeOwner(vault, stranger, stranger.wallet.account.address), 'NotOwner');
    await expectRevert(write(current, 'cancelOwnershipTransfer'), 'NoPendingOwner');
    await expectRevert(
      proposeOwner(vault, current, '0x0000000000000000000000000000000000000000'),
      'ZeroAddress',
    );
    await mined(proposeOwner(vault, current, proposed.wallet.account.address));
    await expectRevert(write(stranger, 'acceptOwnership'), 'NotPendingOwner');
    await expectRevert(write(proposed, 'cancelOwnershipTransfer'), 'NotOwner');

    const cancelled = await mined(write(current, 'cancelOwnershipTransfer'));
    expect(
      parseEventLogs({
        abi: campaignVaultAbi,
        logs: cancelled.logs,
        eventName: 'OwnershipTransferCancelled',
      })[0]?.args,
    ).toEqual({
      owner: current.wallet.account.address,
      cancelledOwner: proposed.wallet.account.address,
    });
    await expectRevert(write(proposed, 'acceptOwnership'), 'NotPendingOwner');
    expect(await read(vault, 'owner')).toBe(current.wallet.account.address);
  });

  it("voids the previous owner's signatures, even if the vault comes back to that owner", async () => {
    const { first, second, vault } = await twoOwnersAndVault(10_000n);
    const dai = fixture.token('DAI');
    const recipient = randomAddress();
    const signed = await signWithdrawal({
      signerKey: first.key,
      vault,
      token: dai,
      amount: 1000n,
      recipient,
    });
    const relay = ({ deadline, signature }: typeof signed) =>
      relayer.writeContract({
        address: vault,
        abi: campaignVaultAbi,
        functionName: 'withdrawWithSig',
        args: [dai, 1000n, recipient, deadline, signature],
      });
    const handOver = async (from: typeof first, to: typeof first) => {
      await mined(proposeOwner(vault, from, to.wallet.account.address));
      await mined(
        to.wallet.writeContract({ address: vault, abi: campaignVaultAbi, functionName: 'acceptOwnership' }),
      );
    };

    const nonceBefore = await read(vault, 'nonce');
    await handOver(first, second);
    expect(await read(vault, 'nonce')).toBe(nonceBefore + 1n);
    await expectRevert(relay(signed), 'InvalidSigner');
    // Back to the first owner: the old signature was made for a nonce that has passed.
    await handOver(second, first);
    await expectRevert(relay(signed), 'InvalidSigner');
    expect(await balanceOf(dai, recipient)).toBe(0n);

    // The new owner's own signature works.
    const fresh = await signWithdrawal({ signerKey: first.key, vault, token: dai, amount: 1000n, recipient });
    await mined(relay(fresh));
    expect(await balanceOf(dai, recipient)).toBe(975n);
  });
});
