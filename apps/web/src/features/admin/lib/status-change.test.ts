import { describe, expect, it } from 'vitest';
import { statusChangeStep } from './status-change';

describe('statusChangeStep', () => {
  it("answers 'No Change' for the current status", () => {
    expect(statusChangeStep('active', 'active')).toBe('no-change');
    expect(statusChangeStep('flagged', 'flagged')).toBe('no-change');
  });

  it('asks for a reason before flagging', () => {
    expect(statusChangeStep('active', 'flagged')).toBe('confirm-with-reason');
  });

  it('asks for confirmation before completing', () => {
    expect(statusChangeStep('paused', 'completed')).toBe('confirm');
  });

  it('asks for confirmation before a completed campaign is paused or reopened', () => {
    expect(statusChangeStep('completed', 'paused')).toBe('confirm');
    expect(statusChangeStep('completed', 'active')).toBe('confirm');
  });

  it('applies other changes at once', () => {
    expect(statusChangeStep('active', 'paused')).toBe('apply');
    expect(statusChangeStep('flagged', 'active')).toBe('apply');
  });
});
