import type { AuditAction } from '@crowdvault/shared/api/admin';
import { describe, expect, it } from 'vitest';
import { describeChange } from './audit';

/** The change an entry of `action` from `before` to `after` is worded as. */
const change = (action: AuditAction, before: Record<string, unknown>, after: Record<string, unknown>) =>
  describeChange({ action, before, after });

describe('describeChange', () => {
  it('words a rejection as the approval it changed', () => {
    expect(change('campaign.reject', { approval: 'pending' }, { approval: 'rejected' })).toEqual([
      'Approval: Pending Review → Rejected',
    ]);
  });

  it('reads an older rejection logged as isApproved false → false as a rejection, not as no change', () => {
    expect(change('campaign.reject', { isApproved: false }, { isApproved: false })).toEqual([
      'Approval: Not approved → Rejected',
    ]);
    expect(change('campaign.approve', { isApproved: false }, { isApproved: true })).toEqual([
      'Approval: Not approved → Approved',
    ]);
  });

  it('names the status and the featured flag in words', () => {
    expect(change('campaign.status', { status: 'completed' }, { status: 'paused' })).toEqual([
      'Status: Completed → Paused',
    ]);
    expect(change('campaign.feature', { isFeatured: false }, { isFeatured: true })).toEqual([
      'Featured: no → yes',
    ]);
  });

  it('keeps other fields as they were logged', () => {
    expect(
      describeChange({ action: 'settings.update', before: { minGoal: '10' }, after: { minGoal: '20' } }),
    ).toEqual(['minGoal: 10 → 20']);
  });
});
