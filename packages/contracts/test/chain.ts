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

/** Shared test plumbing: clients for the project's one anvil, revert checks. */
export const rpcUrl = inject('rpcUrl');

export const { chain, publicClient, testClient, walletFor } = devChainClients(rpcUrl);

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
