import { BPS_DENOMINATOR, PLATFORM_FEE_BPS } from './constants';

/** How a withdrawal of `amount` smallest units splits, exactly as the vault does it: the fee is
 *  amount × 2.5% rounded down, the recipient gets the rest, so nothing is lost or created. */
export function splitPlatformFee(amount: bigint): { fee: bigint; payout: bigint } {
  const fee = (amount * BigInt(PLATFORM_FEE_BPS)) / BigInt(BPS_DENOMINATOR);
  return { fee, payout: amount - fee };
}
