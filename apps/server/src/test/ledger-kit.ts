import type { DevChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { type Address, type Hex, parseEther, type TransactionReceipt } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { findToken } from '../chain/deployment';
import { dealToken } from './chain-kit';
import type { TestContext } from './test-app';

// Set-up the ledger tests share: a funder of their own and its transfers (the indexer run up to a
// block is chain-kit's indexUpTo).

/** A fresh account (test files share one anvil, and a shared dev account would race them for
 *  nonces) holding `ether` for gas and `usdt` smallest units of the deployment's USDT. */
export async function fundedAccount(
  kit: DevChainClients,
  context: Pick<TestContext, 'chain'>,
  { ether = '10', usdt }: { ether?: string; usdt: bigint },
): Promise<{ key: Hex; address: Address; usdt: Address }> {
  const key = generatePrivateKey();
  const address = privateKeyToAccount(key).address;
  await kit.testClient.setBalance({ address, value: parseEther(ether) });
  const token = findToken(context.chain.deployment, 'USDT')!.address;
  await dealToken(kit, token, address, usdt);
  return { key, address, usdt: token };
}

/** `amount` smallest units of `token` from `key` to `to`, mined. */
export function transferFrom(
  kit: DevChainClients,
  key: Hex,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<TransactionReceipt> {
  return kit.mined(
    kit
      .walletFor(key)
      .writeContract({ address: token, abi: testUsdtAbi, functionName: 'transfer', args: [to, amount] }),
  );
}
