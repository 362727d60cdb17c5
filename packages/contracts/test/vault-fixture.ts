import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { campaignFactoryAbi, campaignVaultAbi, testDaiAbi } from '../src/generated/artifacts';
import { withdrawTypedData } from '../src/withdraw-signature';
import { deployer, type Fixture, mined, owner, publicClient } from './chain';

let nextCampaignId = 1n;

/** Deploys a vault for a new campaign of `vaultOwner` and mints it `dai` base units of DAI. */
export async function deployFundedVault(
  fixture: Fixture,
  opts: { vaultOwner?: Address; dai?: bigint } = {},
): Promise<{ vault: Address; campaignId: bigint }> {
  const campaignId = nextCampaignId++;
  const vaultOwner = opts.vaultOwner ?? owner.account.address;
  const vault = await publicClient.readContract({
    address: fixture.factoryAddress,
    abi: campaignFactoryAbi,
    functionName: 'predictVaultAddress',
    args: [campaignId, vaultOwner],
  });
  await mined(
    deployer.writeContract({
      address: fixture.factoryAddress,
      abi: campaignFactoryAbi,
      functionName: 'deployVault',
      args: [campaignId, vaultOwner],
    }),
  );
  if (opts.dai) {
    await mined(
      deployer.writeContract({
        address: fixture.token('DAI'),
        abi: testDaiAbi,
        functionName: 'mint',
        args: [vault, opts.dai],
      }),
    );
  }
  return { vault, campaignId };
}

/** Signs a Withdraw for `vault` with `signerKey`, using the vault's current nonce unless overridden. */
export async function signWithdrawal(params: {
  signerKey: Hex;
  vault: Address;
  token: Address;
  amount: bigint;
  recipient: Address;
  deadline?: bigint;
  nonce?: bigint;
  chainId?: number;
}): Promise<{ signature: Hex; deadline: bigint }> {
  const nonce =
    params.nonce ??
    (await publicClient
      .readContract({ address: params.vault, abi: campaignVaultAbi, functionName: 'nonce' })
      .catch(() => 0n)); // an undeployed vault starts at nonce 0
  const deadline = params.deadline ?? BigInt(Math.floor(Date.now() / 1000) + 3600);
  const signature = await privateKeyToAccount(params.signerKey).signTypedData(
    withdrawTypedData({
      chainId: params.chainId ?? 31337,
      vault: params.vault,
      token: params.token,
      amount: params.amount,
      recipient: params.recipient,
      nonce,
      deadline,
    }),
  );
  return { signature, deadline };
}
