import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { campaignFactoryAbi, campaignVaultAbi } from '../src/generated/artifacts';
import { withdrawTypedData } from '../src/withdraw-signature';
import { deployer, owner } from './accounts';
import { mined, publicClient, type walletFor } from './chain';
import { type Fixture, mint } from './deployment';

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
    await mint(fixture.token('DAI'), vault, opts.dai);
  }
  return { vault, campaignId };
}

type WithdrawalParams = {
  vault: Address;
  token: Address;
  amount: bigint;
  recipient: Address;
  deadline?: bigint;
  nonce?: bigint;
  chainId?: number;
};

/** The vault's Withdraw to sign, at its current nonce and an hour's deadline unless overridden. */
export async function withdrawalToSign(params: WithdrawalParams) {
  const nonce =
    params.nonce ??
    (await publicClient
      .readContract({ address: params.vault, abi: campaignVaultAbi, functionName: 'nonce' })
      .catch(() => 0n)); // an undeployed vault starts at nonce 0
  const deadline = params.deadline ?? BigInt(Math.floor(Date.now() / 1000) + 3600);
  const typedData = withdrawTypedData({
    chainId: params.chainId ?? 31337,
    vault: params.vault,
    token: params.token,
    amount: params.amount,
    recipient: params.recipient,
    nonce,
    deadline,
  });
  return { typedData, deadline };
}

/** Signs a Withdraw for `vault` with `signerKey` (see withdrawalToSign). */
export async function signWithdrawal(
  params: WithdrawalParams & { signerKey: Hex },
): Promise<{ signature: Hex; deadline: bigint }> {
  const { typedData, deadline } = await withdrawalToSign(params);
  const signature = await privateKeyToAccount(params.signerKey).signTypedData(typedData);
  return { signature, deadline };
}

/** `wallet` withdraws `amount` of `token` from `vault` to `recipient` directly (only its owner may). */
export function withdrawAs(
  wallet: ReturnType<typeof walletFor>,
  vault: Address,
  token: Address,
  amount: bigint,
  recipient: Address,
) {
  return wallet.writeContract({
    address: vault,
    abi: campaignVaultAbi,
    functionName: 'withdraw',
    args: [token, amount, recipient],
  });
}

/** The vault's owner withdraws; fails the test if it reverts. */
export function withdrawByOwner(vault: Address, token: Address, amount: bigint, recipient: Address) {
  return mined(withdrawAs(owner, vault, token, amount, recipient));
}
