import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, inject } from 'vitest';
import { devChainClients } from '../src/chain-clients';
import { DEV_ROLES, type Deployment, type DevTokenSymbol, deployPlatform } from '../src/deploy';
import { DEV_ACCOUNTS } from '../src/dev-chain';

/** Shared test plumbing: clients for the project's one anvil, a fresh-deployment fixture, revert checks. */
export const rpcUrl = inject('rpcUrl');

export const { chain, publicClient, testClient, walletFor } = devChainClients(rpcUrl);

export const deployer = walletFor(DEV_ROLES.deployer.privateKey);
export const relayer = walletFor(DEV_ROLES.relayer.privateKey);
export const owner = walletFor(DEV_ACCOUNTS[3]!.privateKey);
export const stranger = walletFor(DEV_ACCOUNTS[4]!.privateKey);
export const donor = walletFor(DEV_ACCOUNTS[5]!.privateKey);

export const NATIVE: Address = '0x0000000000000000000000000000000000000000';

/** A fresh, never-used address, so balance assertions can be absolute. */
export function randomAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}

/** Waits for a transaction and fails the test if it reverted. */
export async function mined(hash: Promise<Hex>): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** Asserts that a write or call reverts with the named custom error or require message. */
export async function expectRevert(action: Promise<unknown>, reason: string): Promise<void> {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected a revert with ${reason}`).toBeInstanceOf(BaseError);
  const reverted = (error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
  expect(reverted, String(error)).toBeInstanceOf(ContractFunctionRevertedError);
  const { data, reason: message } = reverted as ContractFunctionRevertedError;
  expect(data?.errorName === reason || message === reason, String(error)).toBe(true);
}

export type Fixture = Deployment & { token(symbol: DevTokenSymbol): Address };

/** Deploys a fresh platform with a never-used treasury address. */
export async function deployFixture(): Promise<Fixture> {
  const deployment = await deployPlatform({
    rpcUrl,
    deployerKey: DEV_ROLES.deployer.privateKey,
    treasuryAddress: randomAddress(),
  });
  return {
    ...deployment,
    token(symbol) {
      const found = deployment.tokens.find((t) => t.symbol === symbol);
      if (!found) throw new Error(`no ${symbol} in deployment`);
      return found.address;
    },
  };
}

export async function balanceOf(token: Address, account: Address): Promise<bigint> {
  if (token === NATIVE) return publicClient.getBalance({ address: account });
  return publicClient.readContract({
    address: token,
    abi: [
      {
        type: 'function',
        name: 'balanceOf',
        stateMutability: 'view',
        inputs: [{ name: 'account', type: 'address' }],
        outputs: [{ name: '', type: 'uint256' }],
      },
    ],
    functionName: 'balanceOf',
    args: [account],
  });
}
