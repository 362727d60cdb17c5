import { parseEther, parseEventLogs } from 'viem';
import { describe, expect, it } from 'vitest';
import { campaignFactoryAbi, campaignVaultAbi } from '../src/generated/artifacts';
import { predictVaultAddress } from '../src/vault-address';
import { deployer, donor, owner, ownerKey, relayer, stranger, strangerKey } from './accounts';
import { expectRevert, mined, publicClient, randomAddress } from './chain';
import { balanceOf, mint, NATIVE, useDeployment } from './deployment';
import { deployFundedVault, signWithdrawal, withdrawByOwner } from './vault-fixture';

const fixture = useDeployment();

function predict(campaignId: bigint, vaultOwner: `0x${string}`) {
  return publicClient.readContract({
    address: fixture.factoryAddress,
    abi: campaignFactoryAbi,
    functionName: 'predictVaultAddress',
    args: [campaignId, vaultOwner],
  });
}

async function hasCode(address: `0x${string}`) {
  const code = await publicClient.getCode({ address });
  return code !== undefined && code !== '0x';
}

describe('CampaignFactory', () => {
  it('predicts the same vault address off chain as the factory does on chain', async () => {
    const offChain = predictVaultAddress({
      factoryAddress: fixture.factoryAddress,
      implementationAddress: fixture.implementationAddress,
      campaignId: 77n,
      owner: owner.account.address,
    });
    expect(offChain).toBe(await predict(77n, owner.account.address));
  });

  it('gives the same campaign another address when the owner differs', async () => {
    const mine = await predict(1000n, owner.account.address);
    const theirs = await predict(1000n, stranger.account.address);
    expect(mine).not.toBe(theirs);
  });

  it('deploys the vault at the predicted address, owned by the given owner, and emits VaultDeployed', async () => {
    const predicted = await predict(1001n, owner.account.address);
    // Anyone may deploy: the salt already binds the owner.
    const receipt = await mined(
      stranger.writeContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args: [1001n, owner.account.address],
      }),
    );
    const [event] = parseEventLogs({
      abi: campaignFactoryAbi,
      logs: receipt.logs,
      eventName: 'VaultDeployed',
    });
    expect(event?.args).toEqual({ campaignId: 1001n, owner: owner.account.address, vault: predicted });
    expect(await hasCode(predicted)).toBe(true);
    expect(
      await publicClient.readContract({ address: predicted, abi: campaignVaultAbi, functionName: 'owner' }),
    ).toBe(owner.account.address);
    expect(
      await publicClient.readContract({
        address: predicted,
        abi: campaignVaultAbi,
        functionName: 'treasury',
      }),
    ).toBe(fixture.treasuryAddress);
  });

  it('returns the existing vault without a second VaultDeployed when deployed twice', async () => {
    const args = [1002n, owner.account.address] as const;
    await mined(
      deployer.writeContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args,
      }),
    );
    const again = await mined(
      deployer.writeContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args,
      }),
    );
    expect(
      parseEventLogs({ abi: campaignFactoryAbi, logs: again.logs, eventName: 'VaultDeployed' }),
    ).toHaveLength(0);
  });

  it('lets the owner withdraw tokens and native coin donated before the vault existed', async () => {
    const vault = await predict(1003n, owner.account.address);
    const usdc = fixture.token('USDC');
    await mint(usdc, vault, 2_000_000n);
    await mined(donor.sendTransaction({ to: vault, value: parseEther('1') }));
    expect(await hasCode(vault)).toBe(false);

    await mined(
      owner.writeContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'deployVault',
        args: [1003n, owner.account.address],
      }),
    );
    const recipient = randomAddress();
    for (const [token, amount] of [
      [usdc, 2_000_000n],
      [NATIVE, parseEther('1')],
    ] as const) {
      await withdrawByOwner(vault, token, amount, recipient);
    }
    expect(await balanceOf(usdc, recipient)).toBe(1_950_000n);
    expect(await balanceOf(usdc, fixture.treasuryAddress)).toBe(50_000n);
    expect(await balanceOf(NATIVE, recipient)).toBe(parseEther('0.975'));
    expect(await balanceOf(NATIVE, fixture.treasuryAddress)).toBe(parseEther('0.025'));
  });

  it('deploys and withdraws in one relayed transaction on the first signed withdrawal', async () => {
    const vault = await predict(1004n, owner.account.address);
    await mined(donor.sendTransaction({ to: vault, value: 10_000n }));
    const recipient = randomAddress();
    const { signature, deadline } = await signWithdrawal({
      signerKey: ownerKey,
      vault,
      token: NATIVE,
      amount: 10_000n,
      recipient,
    });
    const receipt = await mined(
      relayer.writeContract({
        address: fixture.factoryAddress,
        abi: campaignFactoryAbi,
        functionName: 'withdrawWithSig',
        args: [1004n, owner.account.address, NATIVE, 10_000n, recipient, deadline, signature],
      }),
    );
    expect(
      parseEventLogs({ abi: campaignFactoryAbi, logs: receipt.logs, eventName: 'VaultDeployed' }),
    ).toHaveLength(1);
    expect(
      parseEventLogs({ abi: campaignVaultAbi, logs: receipt.logs, eventName: 'Withdrawn' }),
    ).toHaveLength(1);
    expect(await balanceOf(NATIVE, recipient)).toBe(9_750n);
    expect(await balanceOf(NATIVE, vault)).toBe(0n);
  });

  it('refuses a relayed first withdrawal signed by someone posing as the owner', async () => {
    const vault = await predict(1005n, owner.account.address);
    await mined(donor.sendTransaction({ to: vault, value: 10_000n }));
    const { signature, deadline } = await signWithdrawal({
      signerKey: strangerKey,
      vault,
      token: NATIVE,
      amount: 10_000n,
      recipient: stranger.account.address,
    });
    await expectRevert(
      relayer.writeContract({
        address: fixture.factoryAddress,
        // The factory bubbles the vault's revert; decoding it needs the vault's errors too.
        abi: [...campaignFactoryAbi, ...campaignVaultAbi.filter((item) => item.type === 'error')],
        functionName: 'withdrawWithSig',
        args: [1005n, owner.account.address, NATIVE, 10_000n, stranger.account.address, deadline, signature],
      }),
      'InvalidSigner',
    );
  });

  it('refuses to initialise the implementation', async () => {
    await expectRevert(
      stranger.writeContract({
        address: fixture.implementationAddress,
        abi: campaignVaultAbi,
        functionName: 'initialize',
        args: [stranger.account.address, stranger.account.address],
      }),
      'InvalidInitialization',
    );
  });

  it('refuses to initialise a deployed vault a second time', async () => {
    const { vault } = await deployFundedVault(fixture);
    await expectRevert(
      stranger.writeContract({
        address: vault,
        abi: campaignVaultAbi,
        functionName: 'initialize',
        args: [stranger.account.address, stranger.account.address],
      }),
      'InvalidInitialization',
    );
  });
});
