import type { AuditAction, AuditEntry } from '@crowdvault/shared/api/admin';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'campaign.approve': 'Approved campaign',
  'campaign.reject': 'Rejected campaign',
  'campaign.status': 'Changed status',
  'campaign.feature': 'Featured campaign',
  'campaign.unfeature': 'Unfeatured campaign',
  'campaign.sample_donors': 'Added sample donors',
  'campaign.edit': 'Edited campaign (owner)',
  'campaign.image_remove': 'Removed a campaign image',
  'user.role': 'Changed role',
  'user.status': 'Changed account status',
  'report.resolve': 'Resolved report',
  'settings.update': 'Updated settings',
  'round.create': 'Created matching round',
  'round.edit': 'Edited matching round',
  'round.accept': 'Accepted into matching round',
  'round.decline': 'Declined for matching round',
  'round.publish': 'Published matching round result',
  'round.exclude': 'Excluded from matching round result',
};

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const APPROVAL_WORDS: Record<string, string> = {
  approved: 'Approved',
  pending: 'Pending Review',
  rejected: 'Rejected',
};

/** "In words" for the fields a moderator reads most; `null` keeps the field as logged. */
function worded(
  action: AuditAction,
  key: string,
  value: unknown,
  side: 'before' | 'after',
): { label: string; value: string } | null {
  if (key === 'approval') return { label: 'Approval', value: APPROVAL_WORDS[String(value)] ?? show(value) };
  // Entries written before the approval was logged: a rejection kept isApproved false → false.
  if (key === 'isApproved') {
    if (action === 'campaign.reject' && side === 'after') return { label: 'Approval', value: 'Rejected' };
    return { label: 'Approval', value: value === true ? 'Approved' : 'Not approved' };
  }
  if (key === 'isFeatured') return { label: 'Featured', value: value === true ? 'yes' : 'no' };
  if (key === 'status' && typeof value === 'string') {
    const word = value.replaceAll('_', ' ');
    return { label: 'Status', value: word.charAt(0).toUpperCase() + word.slice(1) };
  }
  return null;
}

/** "Status: Active → Flagged" for each field that the entry's before and after name. */
export function describeChange(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => {
    const before = worded(entry.action, key, entry.before?.[key], 'before');
    const after = worded(entry.action, key, entry.after?.[key], 'after');
    if (before && after) return `${before.label}: ${before.value} → ${after.value}`;
    return `${key}: ${show(entry.before?.[key])} → ${show(entry.after?.[key])}`;
  });
}
