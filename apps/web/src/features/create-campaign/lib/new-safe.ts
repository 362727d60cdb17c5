import { msg, t as pageT, type Translate } from '@/lib/i18n/i18n';

/** The new-Safe form's refusals, worded for the field they sit under (English; shown through `t`). */
export const NEW_SAFE_MESSAGES = {
  ownerRequired: msg("Enter the owner's address"),
  ownerInvalid: msg('Enter an address: 0x followed by 40 hexadecimal characters'),
  ownerDuplicate: msg('This address is already an owner'),
  thresholdTooHigh: msg(
    '{owners, plural, one {The threshold cannot be more than the # owner} other {The threshold cannot be more than the # owners}}',
  ),
} as const;

export interface NewSafeIssues {
  /** Index of the owner field → its message. */
  owners: Map<number, string>;
  threshold: string | null;
}

/**
 * What stops a Safe from being created with these owners and threshold: an empty or malformed
 * owner, one named twice (the Safe's setup would revert), a threshold above the owner count.
 * Checked before the wallet is asked for anything. The messages in `t`'s language (the page's by
 * default).
 */
export function newSafeIssues(
  owners: readonly string[],
  threshold: number,
  t: Translate = pageT,
): NewSafeIssues {
  const issues: NewSafeIssues = { owners: new Map(), threshold: null };
  const seen = new Set<string>();
  owners.forEach((raw, index) => {
    const owner = raw.trim();
    if (owner === '') issues.owners.set(index, t(NEW_SAFE_MESSAGES.ownerRequired));
    else if (!/^0x[0-9a-fA-F]{40}$/.test(owner)) issues.owners.set(index, t(NEW_SAFE_MESSAGES.ownerInvalid));
    else if (seen.has(owner.toLowerCase())) issues.owners.set(index, t(NEW_SAFE_MESSAGES.ownerDuplicate));
    seen.add(owner.toLowerCase());
  });
  if (threshold > owners.length)
    issues.threshold = t(NEW_SAFE_MESSAGES.thresholdTooHigh, { owners: owners.length });
  return issues;
}

export function hasIssues(issues: NewSafeIssues): boolean {
  return issues.owners.size > 0 || issues.threshold !== null;
}
