import type { DevChainClients } from '@crowdvault/contracts/chain-clients';
import { type Address, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { findToken } from '../chain/deployment';
import { dealToken } from './chain-kit';
import type { TestContext } from './test-app';

// Set-up the ledger tests share: a funder of their own (its transfers are chain-kit's sendToken,
// the indexer run up to a block chain-kit's indexUpTo).

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
