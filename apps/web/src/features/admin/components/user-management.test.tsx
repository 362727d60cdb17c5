import type { AdminUser } from '@crowdvault/shared/api/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/use-session';
import { renderWithQuery } from './test-utils';
import { UserManagement } from './user-management';

const http = vi.hoisted(() => ({ apiRequest: vi.fn(), apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);
const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));

const MAYA: AdminUser = {
  id: 9,
  walletAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  username: 'maya',
  email: 'maya@example.org',
  emailVerified: true,
  role: 'USER',
  status: 'ACTIVE',
  suspensionReason: null,
  isConfiguredAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function signInAs(role: 'ADMIN' | 'MODERATOR') {
  session.current = {
    status: 'signed-in',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    isAdmin: role === 'ADMIN',
    user: {
      id: 1,
      walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      username: 'admin',
      bio: null,
      role,
      status: 'ACTIVE',
      isAdmin: role === 'ADMIN',
    },
  };
}

beforeEach(() => {
  http.apiGet
    .mockReset()
    .mockImplementation(async (_path: string, options: { onHeaders?: (h: Headers) => void }) => {
      options.onHeaders?.(new Headers({ 'X-Total-Count': '1' }));
      return [MAYA];
    });
  http.apiRequest.mockReset().mockResolvedValue({ ...MAYA, role: 'MODERATOR' });
});

describe('UserManagement', () => {
  it('shows a moderator the users without role or status actions', async () => {
    signInAs('MODERATOR');
    renderWithQuery(<UserManagement />);
    expect(await screen.findByText('maya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Only an admin can change roles');
  });

  it("gives an admin the row menu with the user's current role disabled", async () => {
    signInAs('ADMIN');
    renderWithQuery(<UserManagement />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for maya' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Make User/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Make Moderator' }));
    // Asked first: nothing is sent until the admin confirms.
    const dialog = screen.getByRole('dialog', { name: 'Make maya Moderator?' });
    expect(dialog).toHaveTextContent('cannot change roles or suspend accounts');
    expect(http.apiRequest).not.toHaveBeenCalledWith('/admin/users/9/role', expect.anything());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Moderator' }));
    expect(http.apiRequest).toHaveBeenCalledWith('/admin/users/9/role', {
      method: 'PATCH',
      body: { role: 'MODERATOR' },
      silent: true,
    });
  });

  it('asks for a reason before suspending', async () => {
    signInAs('ADMIN');
    renderWithQuery(<UserManagement />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for maya' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Suspend user' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend maya?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A reason is required');
    expect(http.apiRequest).not.toHaveBeenCalled();
  });
});
