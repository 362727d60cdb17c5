import { TIMINGS } from '@crowdvault/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, resetToasts, toast } from './use-toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most 5 toasts, newest first', () => {
    for (let i = 1; i <= 7; i++) toast({ title: `Toast ${i}` });
    const titles = getToasts().map((item) => item.title);
    expect(TIMINGS.toastLimit).toBe(5);
    expect(titles).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
  });

  it('closes a dismissed toast at once and removes it 1 s later', () => {
    const first = toast({ title: 'First' });
    toast({ title: 'Second' });
    first.dismiss();
    expect(getToasts().find((item) => item.id === first.id)?.open).toBe(false);

    vi.advanceTimersByTime(999);
    expect(getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getToasts().map((item) => item.title)).toEqual(['Second']);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'A' });
    toast({ title: 'B' });
    dismissToast();
    expect(getToasts().every((item) => !item.open)).toBe(true);
    vi.advanceTimersByTime(TIMINGS.toastRemoveDelayMs);
    expect(getToasts()).toHaveLength(0);
  });

  it('does not restart the removal timer when dismissed twice', () => {
    const item = toast({ title: 'Once' });
    item.dismiss();
    vi.advanceTimersByTime(600);
    item.dismiss();
    vi.advanceTimersByTime(400);
    expect(getToasts()).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const item = toast({ title: 'Saving', variant: 'default' });
    item.update({ title: 'Saved', variant: 'success' });
    expect(getToasts()[0]).toMatchObject({ id: item.id, title: 'Saved', variant: 'success', open: true });
  });
});
