import type { SessionUser } from '@crowdvault/shared/api/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '@/lib/auth/use-session';
import { createQueryClient } from '@/lib/query-client';
import { HeaderWalletActions } from './header-wallet-actions';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/auth/use-session', () => ({ useSession: () => session.current }));
vi.mock('./use-token-balance', () => ({ useTokenBalance: () => ({ data: undefined, isPending: true }) }));

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const user = (role: SessionUser['role']): SessionUser => ({
  id: 4,
  walletAddress: ADDRESS,
  username: 'someone',
  bio: null,
  role,
  status: 'ACTIVE',
  isAdmin: role === 'ADMIN',
});

/** Renders the header's wallet area and waits for the signed-in part's code (loaded lazily). */
async function renderActions() {
  const { hook } = memoryLocation({ path: '/' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <HeaderWalletActions />
      </Router>
    </QueryClientProvider>,
  );
  await screen.findByTestId('wallet-connected');
}

describe('HeaderWalletActions', () => {
  beforeEach(() => {
    session.current = { status: 'signed-in', address: ADDRESS, isAdmin: false, user: user('USER') };
  });

  it('takes a user to their dashboard', async () => {
    await renderActions();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each(['MODERATOR', 'ADMIN'] as const)('takes a %s to the admin area', async (role) => {
    session.current = { status: 'signed-in', address: ADDRESS, isAdmin: role === 'ADMIN', user: user(role) };
    await renderActions();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });
});
