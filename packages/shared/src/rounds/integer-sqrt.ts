/** ⌊√n⌋ of a non-negative bigint, exactly: the match engine's only square root, so every machine
 *  computes the same bits (a float `Math.sqrt` would round differently past 2^53). */
export function integerSqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('integerSqrt of a negative number');
  if (n < 2n) return n;
  // Newton's method from a first guess at or above the root (2^(2·hex digits) ≥ √n): the
  // iterates fall monotonically and stop at the floor.
  let x = 1n << BigInt(2 * n.toString(16).length);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
