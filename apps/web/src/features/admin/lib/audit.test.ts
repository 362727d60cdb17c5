import { describe, expect, it } from 'vitest';
import { describeChange } from './audit';

describe('describeChange', () => {
  it('words a rejection as the approval it changed', () => {
    expect(
      describeChange({
        action: 'campaign.reject',
        before: { approval: 'pending' },
        after: { approval: 'rejected' },
      }),
    ).toEqual(['Approval: Pending Review → Rejected']);
  });

  it('reads an older rejection logged as isApproved false → false as a rejection, not as no change', () => {
    expect(
      describeChange({
        action: 'campaign.reject',
        before: { isApproved: false },
        after: { isApproved: false },
      }),
    ).toEqual(['Approval: Not approved → Rejected']);
    expect(
      describeChange({
        action: 'campaign.approve',
        before: { isApproved: false },
        after: { isApproved: true },
      }),
    ).toEqual(['Approval: Not approved → Approved']);
  });

  it('names the status and the featured flag in words', () => {
    expect(
      describeChange({
        action: 'campaign.status',
        before: { status: 'completed' },
        after: { status: 'paused' },
      }),
    ).toEqual(['Status: Completed → Paused']);
    expect(
      describeChange({
        action: 'campaign.feature',
        before: { isFeatured: false },
        after: { isFeatured: true },
      }),
    ).toEqual(['Featured: no → yes']);
  });

  it('keeps other fields as they were logged', () => {
    expect(
      describeChange({ action: 'settings.update', before: { minGoal: '10' }, after: { minGoal: '20' } }),
    ).toEqual(['minGoal: 10 → 20']);
  });
});
