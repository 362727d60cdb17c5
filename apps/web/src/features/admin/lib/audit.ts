import type { AuditAction, AuditEntry } from '@crowdvault/shared/api/admin';
import { t as activeT, msg, type Translate } from '@/lib/i18n/i18n';
import { STATUS_LABELS } from './status-change';

/** Each action's name in the log, in English, marked for the catalogue: shown through `t`. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'campaign.approve': msg('Approved campaign'),
  'campaign.reject': msg('Rejected campaign'),
  'campaign.status': msg('Changed status'),
  'campaign.feature': msg('Featured campaign'),
  'campaign.unfeature': msg('Unfeatured campaign'),
  'campaign.sample_donors': msg('Added sample donors'),
  'campaign.edit': msg('Edited campaign (owner)'),
  'campaign.image_remove': msg('Removed a campaign image'),
  'user.role': msg('Changed role'),
  'user.status': msg('Changed account status'),
  'report.resolve': msg('Resolved report'),
  'settings.update': msg('Updated settings'),
  'round.create': msg('Created matching round'),
  'round.edit': msg('Edited matching round'),
  'round.accept': msg('Accepted into matching round'),
  'round.decline': msg('Declined for matching round'),
  'round.publish': msg('Published matching round result'),
  'round.exclude': msg('Excluded from matching round result'),
};

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const APPROVAL_WORDS: Record<string, string> = {
  approved: msg('Approved'),
  pending: msg('Pending Review'),
  rejected: msg('Rejected'),
};

/** The statuses a log names (a campaign's, an account's logged in upper case, a report's). */
const STATUS_WORDS: Record<string, string> = {
  ...STATUS_LABELS,
  suspended: msg('Suspended'),
  pending_verification: msg('Pending verification'),
  open: msg('Open'),
  dismissed: msg('Dismissed'),
  actioned: msg('Actioned'),
};

/** "In words" for the fields a moderator reads most; `null` keeps the field as logged. */
function worded(
  action: AuditAction,
  key: string,
  value: unknown,
  side: 'before' | 'after',
  t: Translate,
): { label: string; value: string } | null {
  if (key === 'approval') {
    const word = APPROVAL_WORDS[String(value)];
    return { label: t('Approval'), value: word ? t(word) : show(value) };
  }
  // Entries written before the approval was logged: a rejection kept isApproved false → false.
  if (key === 'isApproved') {
    if (action === 'campaign.reject' && side === 'after')
      return { label: t('Approval'), value: t('Rejected') };
    return { label: t('Approval'), value: value === true ? t('Approved') : t('Not approved') };
  }
  if (key === 'isFeatured') return { label: t('Featured'), value: value === true ? t('yes') : t('no') };
  if (key === 'status' && typeof value === 'string') {
    const known = STATUS_WORDS[value.toLowerCase()];
    const word = value.replaceAll('_', ' ');
    return {
      label: t('Status'),
      value: known ? t(known) : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    };
  }
  return null;
}

/** "Status: Active → Flagged" for each field that the entry's before and after name, in `t`'s
 *  language (the page's by default); a field without words keeps its logged name and values. */
export function describeChange(
  entry: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  t: Translate = activeT,
): string[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => {
    const before = worded(entry.action, key, entry.before?.[key], 'before', t);
    const after = worded(entry.action, key, entry.after?.[key], 'after', t);
    if (before && after)
      return t('{field}: {before} → {after}', {
        field: before.label,
        before: before.value,
        after: after.value,
      });
    return `${key}: ${show(entry.before?.[key])} → ${show(entry.after?.[key])}`;
  });
}
