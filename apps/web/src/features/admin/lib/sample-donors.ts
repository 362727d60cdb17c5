import { parseUnits } from '@crowdvault/shared/format';

export const MAX_SAMPLE_DONORS = 20;
/** SPEC.md §9: the tool estimates 255 per generated donation. */
export const SAMPLE_DONATION_ESTIMATE = 255;
export const DEFAULT_SAMPLE_DONORS = 3;

/** The donor count as sent: a whole number from 1 to 20; anything else (empty, 0, 21, 2.5) is 1
 *  (SPEC.md §5, the same rule as the server's schema). */
export function parseDonorCount(input: string): number {
  const count = Number(input.trim() === '' ? Number.NaN : input);
  return Number.isInteger(count) && count >= 1 && count <= MAX_SAMPLE_DONORS ? count : 1;
}

/** Whether raised + 255 × count would pass the goal: the 'Goal May Be Exceeded' warning, which
 *  preserving the raised amount switches off. */
export function goalMayBeExceeded(input: {
  raised: string;
  goal: string;
  count: number;
  preserveRaisedAmount: boolean;
}): boolean {
  if (input.preserveRaisedAmount) return false;
  try {
    const after =
      parseUnits(input.raised, 18) + parseUnits(String(SAMPLE_DONATION_ESTIMATE * input.count), 18);
    return after > parseUnits(input.goal, 18);
  } catch {
    return false;
  }
}
