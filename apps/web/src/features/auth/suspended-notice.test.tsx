import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/session';
import { SuspendedNotice } from './suspended-notice';

const session = vi.hoisted(() => ({ useSession: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => session);

const USER = {
  id: 7,
  walletAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  username: 'maya',
  bio: null,
  role: 'USER' as const,
  isAdmin: false,
};

describe('SuspendedNotice', () => {
  afterEach(() => session.useSession.mockReset());

  it('tells a suspended user so, with the reason, as soon as they are signed in', () => {
    session.useSession.mockReturnValue(
      signedInSession({
        user: { ...USER, status: 'SUSPENDED', suspensionReason: { code: 'spam', text: 'Posted 40 copies' } },
      }),
    );
    render(<SuspendedNotice />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your account is suspended');
    expect(notice).toHaveTextContent('Reason: Spam: Posted 40 copies');
  });

  it('says nothing to an active user', () => {
    session.useSession.mockReturnValue(
      signedInSession({ user: { ...USER, status: 'ACTIVE', suspensionReason: null } }),
    );
    const { container } = render(<SuspendedNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
