import type { VaultBalance } from '@crowdvault/shared/api/withdrawal';
import { WITHDRAWAL_ERRORS } from '@crowdvault/shared/api/withdrawal';
import { parseUnits } from '@crowdvault/shared/format';
import { isAddress } from 'viem';
import { activeFormat } from '@/lib/i18n/format';
import { msg, t } from '@/lib/i18n/i18n';

export interface WithdrawalFields {
  amount: string;
  recipientAddress: string;
}

/** "  .5 " → "0.5": what a person types, as the decimal string the API expects. */
export function normalizeAmount(amount: string): string {
  const trimmed = amount.trim();
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** SPEC.md §5's signed withdrawal form: amount min 0.01 (in the token's units). Only the form's
 *  floor — the vault on chain would pay out less; below it the 2.5% fee is a fraction of a cent
 *  and the gas costs more than the amount. */
export const MIN_WITHDRAWAL = '0.01';

/** In the page's language (the dashboard renders in the browser), unlike the other checks' texts,
 *  which are English ids the form shows through `t`: this one carries values. */
export function minimumWithdrawalError(symbol: string): string {
  return t('Minimum withdrawal is {amount} {symbol}', {
    amount: activeFormat().decimal(MIN_WITHDRAWAL),
    symbol,
  });
}

/** 0.01 in the token's smallest units (1 unit for a token with fewer than 2 decimals). */
function minimumWithdrawal(decimals: number): bigint {
  return 10n ** BigInt(Math.max(decimals - 2, 0));
}

/** SPEC.md §5's texts of the signed withdrawal form (Withdrawals, 'Request a Withdrawal'); the
 *  wallet dialog keeps its own (WITHDRAWAL_ERRORS), as SPEC.md gives each form its words. */
export const REQUEST_WITHDRAWAL_ERRORS = {
  missing: msg('Missing Information: Please choose a campaign and enter an amount.'),
  exceedsBalance: msg('Invalid Amount: Withdrawal amount cannot exceed the available balance.'),
  recipientRequired: msg('Recipient address is required'),
} as const;

/** WITHDRAWAL_ERRORS' English (packages/shared, SPEC.md §5's words) for the catalogue: each is shown
 *  through `t`. `withdrawal-form.test.ts` fails when the shared table gains or rewords one. */
export const WITHDRAWAL_ERROR_TEXTS: Record<keyof typeof WITHDRAWAL_ERRORS, string> = {
  fillAll: msg('Please fill in all fields'),
  invalidAmount: msg('Please enter a valid amount'),
  exceedsBalance: msg('Amount exceeds available balance'),
  invalidRecipient: msg('Recipient address is not a valid address'),
};

/** The checks' texts about the recipient, so the form marks that field rather than the amount. */
export const RECIPIENT_ERRORS: readonly string[] = [
  REQUEST_WITHDRAWAL_ERRORS.recipientRequired,
  WITHDRAWAL_ERRORS.invalidRecipient,
];

/** Which form asks: the campaign wallet's dialog or the Withdrawals page's request form. */
export type WithdrawalFormKind = 'dialog' | 'request';

/** The first problem with a withdrawal before anything is signed, in SPEC.md §5's order and
 *  words for that form, or null. The ceiling is the vault's balance of the token: the 2.5% fee
 *  comes out of the amount (ARCHITECTURE.md §1). Compared in the token's smallest units, never as
 *  floats. */
export function validateWithdrawal(
  fields: WithdrawalFields,
  balance: VaultBalance | undefined,
  kind: WithdrawalFormKind = 'dialog',
): string | null {
  const amount = normalizeAmount(fields.amount);
  const recipient = fields.recipientAddress.trim();
  if (kind === 'request') {
    if (!balance || !amount) return REQUEST_WITHDRAWAL_ERRORS.missing;
    if (!recipient) return REQUEST_WITHDRAWAL_ERRORS.recipientRequired;
  }
  if (!balance || !amount || !recipient) return WITHDRAWAL_ERRORS.fillAll;
  let raw: bigint;
  try {
    raw = parseUnits(amount, balance.decimals);
  } catch {
    return WITHDRAWAL_ERRORS.invalidAmount;
  }
  if (raw <= 0n) return WITHDRAWAL_ERRORS.invalidAmount;
  if (raw < minimumWithdrawal(balance.decimals)) return minimumWithdrawalError(balance.symbol);
  if (raw > parseUnits(balance.balance, balance.decimals)) {
    return kind === 'request' ? REQUEST_WITHDRAWAL_ERRORS.exceedsBalance : WITHDRAWAL_ERRORS.exceedsBalance;
  }
  if (!isAddress(recipient)) return WITHDRAWAL_ERRORS.invalidRecipient;
  return null;
}
