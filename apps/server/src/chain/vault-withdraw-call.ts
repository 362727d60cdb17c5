import { campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { type Address, decodeFunctionData, type Hex } from 'viem';

/** What a campaign vault's `withdraw` call data names; undefined for any other call (another
 *  function, or bytes that do not decode), which the Safe proposals and the direct withdrawals
 *  both refuse. */
export function decodeVaultWithdraw(
  data: Hex,
): { tokenAddress: Address; amount: bigint; recipient: Address } | undefined {
  try {
    const decoded = decodeFunctionData({ abi: campaignVaultAbi, data });
    if (decoded.functionName !== 'withdraw') return undefined;
    const [tokenAddress, amount, recipient] = decoded.args as readonly [Address, bigint, Address];
    return { tokenAddress, amount, recipient };
  } catch {
    return undefined;
  }
}
