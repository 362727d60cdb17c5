import { type Address, encodeFunctionData, type Hex, hashTypedData, parseEther, parseEventLogs } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignVaultAbi } from '../src/generated/artifacts';
import { safeAbi } from '../src/generated/safe-abis';
import { createSafe, execSafeCall } from '../src/safe-account';
import { ensureSafeContracts, type SafeContracts } from '../src/safe-contracts';
import { joinSafeSignatures, safeMessageTypedData } from '../src/safe-signatures';
import { withdrawTypedData } from '../src/withdraw-signature';
import { deployer, relayer } from './accounts';
import { expectRevert, mined, publicClient, randomAddress, testClient, walletFor } from './chain';
import { balanceOf, useDeployment } from './deployment';
import { deployFundedVault, signWithdrawal, withdrawalToSign } from './vault-fixture';

const fixture = useDeployment();
let safeContracts: SafeContracts;
beforeAll(async () => {
  safeContracts = await ensureSafeContracts({ publicClient, wallet: deployer });
});

const HUNDRED_DAI = parseEther('100');

/** Three fresh owners with gas and a 2-of-3 Safe of theirs. */
async function teamSafe(): Promise<{ safe: Address; owners: PrivateKeyAccount[] }> {
  const owners = [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey()));
  for (const owner of owners) await testClient.setBalance({ address: owner.address, value: parseEther('1') });
  const safe = await createSafe({
    publicClient,
    wallet: deployer,
    contracts: safeContracts,
    owners: owners.map((owner) => owner.address),
    threshold: 2,
  });
  return { safe, owners };
}

/** The owners' ERC-1271 signature for the vault's Withdraw at its current nonce: each signs the
 *  SafeMessage wrapping the vault's digest, joined in the Safe's order. */
async function safeWithdrawalSignature(params: {
  safe: Address;
  vault: Address;
  token: Address;
  amount: bigint;
  recipient: Address;
  signers: PrivateKeyAccount[];
}): Promise<{ signature: Hex; deadline: bigint }> {
  const { typedData, deadline } = await withdrawalToSign(params);
  const digest = hashTypedData(typedData);
  const signatures = await Promise.all(
    params.signers.map(async (signer) => ({
      signer: signer.address,
      signature: await signer.signTypedData(
        safeMessageTypedData({ chainId: 31337, safe: params.safe, message: digest }),
      ),
    })),
  );
  return { signature: joinSafeSignatures(signatures), deadline };
}

function relay(vault: Address, args: readonly [Address, bigint, Address, bigint, Hex]) {
  return relayer.writeContract({
    address: vault,
    abi: campaignVaultAbi,
    functionName: 'withdrawWithSig',
    args,
  });
}

describe('a vault owned by a Safe', () => {
  it("accepts the Safe's ERC-1271 withdrawal signature only at its threshold, and the relayed withdrawal pays 97.5 / 2.5", async () => {
    const { safe, owners } = await teamSafe();
    const { vault } = await deployFundedVault(fixture, { vaultOwner: safe, dai: HUNDRED_DAI });
    const dai = fixture.token('DAI');
    const recipient = randomAddress();

    const treasuryBefore = await balanceOf(dai, fixture.treasuryAddress);
    const one = await safeWithdrawalSignature({
      safe,
      vault,
      token: dai,
      amount: HUNDRED_DAI,
      recipient,
      signers: [owners[0]!],
    });
    await expectRevert(
      relay(vault, [dai, HUNDRED_DAI, recipient, one.deadline, one.signature]),
      'InvalidSigner',
    );

    const two = await safeWithdrawalSignature({
      safe,
      vault,
      token: dai,
      amount: HUNDRED_DAI,
      recipient,
      signers: [owners[2]!, owners[0]!],
    });
    const receipt = await mined(relay(vault, [dai, HUNDRED_DAI, recipient, two.deadline, two.signature]));
    expect(await balanceOf(dai, recipient)).toBe(parseEther('97.5'));
    expect((await balanceOf(dai, fixture.treasuryAddress)) - treasuryBefore).toBe(parseEther('2.5'));
    expect(await balanceOf(dai, vault)).toBe(0n);
    expect(
      parseEventLogs({ abi: campaignVaultAbi, logs: receipt.logs, eventName: 'Withdrawn' })[0]?.args,
    ).toMatchObject({ amount: HUNDRED_DAI, fee: parseEther('2.5'), payout: parseEther('97.5') });
    // Used once: the vault's nonce moved, so the same signature pays nothing again.
    await expectRevert(
      relay(vault, [dai, HUNDRED_DAI, recipient, two.deadline, two.signature]),
      'InvalidSigner',
    );
  });

  it("refuses an owner's plain EOA signature, and signatures of people who are not the Safe's owners", async () => {
    const { safe, owners } = await teamSafe();
    const { vault } = await deployFundedVault(fixture, { vaultOwner: safe, dai: HUNDRED_DAI });
    const dai = fixture.token('DAI');
    const recipient = randomAddress();
    const plain = await signWithdrawal({
      signerKey: generatePrivateKey(),
      vault,
      token: dai,
      amount: HUNDRED_DAI,
      recipient,
    });
    await expectRevert(
      relay(vault, [dai, HUNDRED_DAI, recipient, plain.deadline, plain.signature]),
      'InvalidSigner',
    );
    // An owner signing the vault's Withdraw directly (not the Safe's message) is not the Safe.
    const ownerSigned = await owners[0]!.signTypedData(
      withdrawTypedData({
        chainId: 31337,
        vault,
        token: dai,
        amount: HUNDRED_DAI,
        recipient,
        nonce: 0n,
        deadline: plain.deadline,
      }),
    );
    await expectRevert(
      relay(vault, [dai, HUNDRED_DAI, recipient, plain.deadline, ownerSigned]),
      'InvalidSigner',
    );
    const strangers = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()));
    const forged = await safeWithdrawalSignature({
      safe,
      vault,
      token: dai,
      amount: HUNDRED_DAI,
      recipient,
      signers: strangers,
    });
    await expectRevert(
      relay(vault, [dai, HUNDRED_DAI, recipient, forged.deadline, forged.signature]),
      'InvalidSigner',
    );
    expect(await balanceOf(dai, vault)).toBe(HUNDRED_DAI);
  });

  it('withdraws through the Safe’s own transaction once enough owners signed it', async () => {
    const { safe, owners } = await teamSafe();
    const { vault } = await deployFundedVault(fixture, { vaultOwner: safe, dai: HUNDRED_DAI });
    const dai = fixture.token('DAI');
    const recipient = randomAddress();
    const data = encodeFunctionData({
      abi: campaignVaultAbi,
      functionName: 'withdraw',
      args: [dai, HUNDRED_DAI, recipient],
    });
    const treasuryBefore = await balanceOf(dai, fixture.treasuryAddress);
    const sender = walletFor(generatePrivateKey());
    await testClient.setBalance({ address: sender.account.address, value: parseEther('1') });
    await expectRevert(
      execSafeCall({ publicClient, sender, safe, to: vault, data, signers: [owners[1]!] }),
      'GS020',
    );
    await mined(
      execSafeCall({ publicClient, sender, safe, to: vault, data, signers: [owners[1]!, owners[2]!] }),
    );
    expect(await balanceOf(dai, recipient)).toBe(parseEther('97.5'));
    expect((await balanceOf(dai, fixture.treasuryAddress)) - treasuryBefore).toBe(parseEther('2.5'));
  });

  it('moves from a wallet to a Safe and back with the two-step transfer, the Safe accepting by its own transaction', async () => {
    const { safe, owners } = await teamSafe();
    const person = walletFor(generatePrivateKey());
    await testClient.setBalance({ address: person.account.address, value: parseEther('1') });
    const { vault } = await deployFundedVault(fixture, {
      vaultOwner: person.account.address,
      dai: HUNDRED_DAI,
    });
    const read = (functionName: 'owner' | 'pendingOwner') =>
      publicClient.readContract({ address: vault, abi: campaignVaultAbi, functionName });
    /** A call of the vault the person sends through the Safe, signed by two of its owners. */
    const viaSafe = (data: Hex, signers: PrivateKeyAccount[]) =>
      mined(execSafeCall({ publicClient, sender: person, safe, to: vault, data, signers }));

    await mined(
      person.writeContract({
        address: vault,
        abi: campaignVaultAbi,
        functionName: 'transferOwnership',
        args: [safe],
      }),
    );
    const accept = encodeFunctionData({ abi: campaignVaultAbi, functionName: 'acceptOwnership' });
    await viaSafe(accept, [owners[0]!, owners[1]!]);
    expect(await read('owner')).toBe(safe);

    // The Safe hands it back; the person accepts with their own wallet.
    await viaSafe(
      encodeFunctionData({
        abi: campaignVaultAbi,
        functionName: 'transferOwnership',
        args: [person.account.address],
      }),
      [owners[0]!, owners[2]!],
    );
    expect(await read('pendingOwner')).toBe(person.account.address);
    await mined(
      person.writeContract({ address: vault, abi: campaignVaultAbi, functionName: 'acceptOwnership' }),
    );
    expect(await read('owner')).toBe(person.account.address);
    expect(await publicClient.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })).toBe(2n);
  });
});
