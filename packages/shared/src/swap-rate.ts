/** Digits a rate keeps, whatever the price: enough to check a swap by hand. */
const SIGNIFICANT_DIGITS = 6;
/** A rate never runs past this many places (a given token worth next to nothing). */
const MAX_PLACES = 36;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * What a swap-gift paid per unit of the token given, in the campaign's stablecoin: `received ÷
 * given`, both exact decimal strings in their own units ("29.981234" USDC for "0.01" ETH), divided
 * on bigints, never floats, and rounded half up to at least two places and six significant digits
 * ("2998.12", "0.249500", "0.0000123457"). Null when nothing was given or an amount is not a
 * plain decimal.
 */
export function swapRate(received: string, given: string): string | null {
  const receivedParts = DECIMAL.exec(received.trim());
  const givenParts = DECIMAL.exec(given.trim());
  if (!receivedParts || !givenParts) return null;
  const [, receivedWhole = '0', receivedFraction = ''] = receivedParts;
  const [, givenWhole = '0', givenFraction = ''] = givenParts;
  // received / given = (R / 10^r) / (G / 10^g) = (R · 10^g) / (G · 10^r).
  const numerator = BigInt(receivedWhole + receivedFraction) * 10n ** BigInt(givenFraction.length);
  const denominator = BigInt(givenWhole + givenFraction) * 10n ** BigInt(receivedFraction.length);
  if (denominator === 0n) return null;
  let places = 2;
  const enough = 10n ** BigInt(SIGNIFICANT_DIGITS - 1);
  while (
    numerator !== 0n &&
    places < MAX_PLACES &&
    (numerator * 10n ** BigInt(places)) / denominator < enough
  ) {
    places += 1;
  }
  const scaled = (2n * numerator * 10n ** BigInt(places) + denominator) / (2n * denominator);
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
