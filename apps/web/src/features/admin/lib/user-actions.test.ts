import type { AdminUser } from '@crowdvault/shared/api/admin';
import { describe, expect, it } from 'vitest';
import { roleMenuItems, statusToggle } from './user-actions';

const USER: AdminUser = {
  id: 9,
  walletAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  username: 'maya',
  email: null,
  emailVerified: false,
  role: 'MODERATOR',
  status: 'ACTIVE',
  suspensionReason: null,
  isConfiguredAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('roleMenuItems', () => {
  it('offers every role with the current one disabled', () => {
    expect(roleMenuItems(USER, 1)).toEqual([
      { role: 'ADMIN', current: false, disabled: false },
      { role: 'MODERATOR', current: true, disabled: true },
      { role: 'USER', current: false, disabled: false },
    ]);
  });

  it('disables every role on the viewer’s own row', () => {
    expect(roleMenuItems(USER, 9).every((item) => item.disabled)).toBe(true);
  });

  it('disables every role of the configured admin', () => {
    const admin = { ...USER, role: 'ADMIN' as const, isConfiguredAdmin: true };
    expect(roleMenuItems(admin, 1).every((item) => item.disabled)).toBe(true);
  });
});

describe('statusToggle', () => {
  it('suspends an active user and activates a suspended one', () => {
    expect(statusToggle(USER).next).toBe('SUSPENDED');
    expect(statusToggle({ ...USER, status: 'SUSPENDED' }).next).toBe('ACTIVE');
    expect(statusToggle({ ...USER, status: 'PENDING_VERIFICATION' }).next).toBe('SUSPENDED');
  });
});
