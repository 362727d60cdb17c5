import { type Address, parseEventLogs } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignVaultAbi } from '../src/generated/artifacts';
import { deployer, donor } from './accounts';
import { expectRevert, mined, publicClient, randomAddress } from './chain';
import { balanceOf, NATIVE, useDeployment } from './deployment';
import { testContract } from './test-contracts';
import { deployFundedVault, withdrawByOwner } from './vault-fixture';

const fixture = useDeployment();
beforeAll(() => {
  testContract('ReentrantOwner'); // compiles test/*.sol once, up front (solc-js takes seconds)
});

async function deploy(name: string): Promise<Address> {
  const { abi, bytecode } = testContract(name);
  const hash = await deployer.deployContract({ abi, bytecode });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error(`${name} not deployed`);
  return receipt.contractAddress;
}

/** A vault owned by a ReentrantOwner contract and holding `value` wei. */
async function vaultOwnedByAttacker(swallowReentryFailure: boolean, value: bigint) {
  const attacker = await deploy('ReentrantOwner');
  const { vault } = await deployFundedVault(fixture, { vaultOwner: attacker });
  await mined(donor.sendTransaction({ to: vault, value }));
  const { abi } = testContract('ReentrantOwner');
  await mined(
    deployer.writeContract({
      address: attacker,
      abi,
      functionName: 'setUp',
      args: [vault, swallowReentryFailure],
    }),
  );
  return { attacker, vault, abi };
}

describe('hostile counterparties', () => {
  it('gives a re-entering recipient only its one payout when it swallows the failed re-entry', async () => {
    const { attacker, vault, abi } = await vaultOwnedByAttacker(true, 10_000n);
    await mined(deployer.writeContract({ address: attacker, abi, functionName: 'attack', args: [4_000n] }));
    expect(
      await publicClient.readContract({ address: attacker, abi, functionName: 'reentryAttempted' }),
    ).toBe(true);
    expect(
      await publicClient.readContract({ address: attacker, abi, functionName: 'reentrySucceeded' }),
    ).toBe(false);
    expect(await balanceOf(NATIVE, attacker)).toBe(3_900n);
    expect(await balanceOf(NATIVE, vault)).toBe(6_000n);
    expect(await balanceOf(NATIVE, fixture.treasuryAddress)).toBe(100n);
  });

  it('reverts the whole withdrawal when a re-entering recipient bubbles the failure', async () => {
    const { attacker, vault, abi } = await vaultOwnedByAttacker(false, 10_000n);
    const vaultErrors = campaignVaultAbi.filter((item) => item.type === 'error');
    await expectRevert(
      deployer.writeContract({
        address: attacker,
        abi: [...abi, ...vaultErrors],
        functionName: 'attack',
        args: [4_000n],
      }),
      'ReentrancyGuardReentrantCall',
    );
    expect(await balanceOf(NATIVE, attacker)).toBe(0n);
    expect(await balanceOf(NATIVE, vault)).toBe(10_000n);
  });

  it('reports what a fee-on-transfer token actually delivered', async () => {
    const token = await deploy('FeeOnTransferToken');
    const { abi } = testContract('FeeOnTransferToken');
    const { vault } = await deployFundedVault(fixture);
    await mined(
      deployer.writeContract({ address: token, abi, functionName: 'transfer', args: [vault, 100_000n] }),
    );
    const received = await balanceOf(token, vault); // 1% burned on the way in
    expect(received).toBe(99_000n);

    const recipient = randomAddress();
    const withdrawal = await withdrawByOwner(vault, token, 40_000n, recipient);
    const [event] = parseEventLogs({ abi: campaignVaultAbi, logs: withdrawal.logs, eventName: 'Withdrawn' });
    // Split 1000 / 39000, each transfer burns 1%: the event carries the measured 990 / 38610.
    expect(event?.args).toMatchObject({ amount: 40_000n, fee: 990n, payout: 38_610n });
    expect(await balanceOf(token, recipient)).toBe(38_610n);
    expect(await balanceOf(token, fixture.treasuryAddress)).toBe(990n);
    expect(await balanceOf(token, vault)).toBe(59_000n);
  });
});
