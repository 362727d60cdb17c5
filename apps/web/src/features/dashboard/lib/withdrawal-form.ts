import type { VaultBalance } from '@crowdvault/shared/api/withdrawal';
import { WITHDRAWAL_ERRORS } from '@crowdvault/shared/api/withdrawal';
import { parseUnits } from '@crowdvault/shared/format';
import { isAddress } from 'viem';

export interface WithdrawalFields {
  amount: string;
  recipientAddress: string;
}

/** "  .5 " → "0.5": what a person types, as the decimal string the API expects. */
export function normalizeAmount(amount: string): string {
  const trimmed = amount.trim();
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** The first problem with a withdrawal before anything is signed, in SPEC.md §5's order and
 *  words, or null. The ceiling is the vault's balance of the token: the 2.5% fee comes out of the
 *  amount (ARCHITECTURE.md §1). Compared in the token's smallest units, never as floats. */
export function validateWithdrawal(
  fields: WithdrawalFields,
  balance: VaultBalance | undefined,
): string | null {
  const amount = normalizeAmount(fields.amount);
  const recipient = fields.recipientAddress.trim();
  if (!balance || !amount || !recipient) return WITHDRAWAL_ERRORS.fillAll;
  let raw: bigint;
  try {
    raw = parseUnits(amount, balance.decimals);
  } catch {
    return WITHDRAWAL_ERRORS.invalidAmount;
  }
  if (raw <= 0n) return WITHDRAWAL_ERRORS.invalidAmount;
  if (raw > parseUnits(balance.balance, balance.decimals)) return WITHDRAWAL_ERRORS.exceedsBalance;
  if (!isAddress(recipient)) return WITHDRAWAL_ERRORS.invalidRecipient;
  return null;
}
