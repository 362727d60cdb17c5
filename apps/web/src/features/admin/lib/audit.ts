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
};

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "status: active → flagged" for each field that the entry's before and after name. */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => `${key}: ${show(entry.before?.[key])} → ${show(entry.after?.[key])}`);
}
