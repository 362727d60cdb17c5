import type { DevChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { type Address, encodeAbiParameters, keccak256, pad, toHex } from 'viem';

// Without vitest, so the benchmarks fund their accounts the same way (bench/rounds).

/**
 * Gives `holder` exactly `amount` of `token` by writing its balance slot (Foundry's `deal`), so a
 * test funds fresh accounts without sending from a shared dev account whose nonce another test
 * file may be using at the same moment. Tries the balance mapping's usual slots and checks.
 */
export async function dealToken(
  kit: DevChainClients,
  token: Address,
  holder: Address,
  amount: bigint,
): Promise<void> {
  for (const slot of [0n, 1n, 2n]) {
    const key = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, slot]));
    const before = await kit.publicClient.getStorageAt({ address: token, slot: key });
    await kit.testClient.setStorageAt({
      address: token,
      index: key,
      value: pad(toHex(amount), { size: 32 }),
    });
    const balance = await kit.publicClient.readContract({
      address: token,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [holder],
    });
    if (balance === amount) return;
    await kit.testClient.setStorageAt({
      address: token,
      index: key,
      value: before ?? pad('0x0', { size: 32 }),
    });
  }
  throw new Error(`Could not find the balance slot of ${token}`);
}
