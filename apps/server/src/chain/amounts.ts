/** Converts an amount between decimal scales exactly when scaling up and by truncation when
 *  scaling down (decision 031): 1.5 DAI (18) is 1.5 USDT (6); 1 wei of DAI is 0 USDT. */
export function convertDecimals(amount: bigint, fromDecimals: number, toDecimals: number): bigint {
  if (fromDecimals === toDecimals) return amount;
  if (fromDecimals < toDecimals) return amount * 10n ** BigInt(toDecimals - fromDecimals);
  return amount / 10n ** BigInt(fromDecimals - toDecimals);
}
