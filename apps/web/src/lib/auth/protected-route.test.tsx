import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ProtectedRoute } from './protected-route';
import { completeSignIn, forgetSession } from './session-store';

function signInAs(isAdmin: boolean, role: 'USER' | 'MODERATOR' | 'ADMIN' = isAdmin ? 'ADMIN' : 'USER') {
  const address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
  const auth: AuthResponse = {
    accessToken: 'access',
    refreshToken: 'refresh',
    user: {
      id: 7,
      walletAddress: address,
      username: 'user_0x90F7...b906',
      bio: null,
      role,
      status: 'ACTIVE',
      isAdmin,
    },
  };
  completeSignIn(auth, { chainId: 31337, chainName: 'Local Anvil' });
}

function renderAt(path: string, requireAdmin = false, requireStaff = false) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Switch>
        <Route path="/">
          <h1>Home</h1>
        </Route>
        <Route path="/dashboard">
          <h1>Dashboard</h1>
        </Route>
        <Route path="/admin">
          <ProtectedRoute requireAdmin={requireAdmin} requireStaff={requireStaff}>
            <h1>Admin area</h1>
          </ProtectedRoute>
        </Route>
        <Route path="/nested" nest>
          <Route path="/">
            <ProtectedRoute requireAdmin>
              <h1>Nested admin</h1>
            </ProtectedRoute>
          </Route>
        </Route>
        <Route path="/private">
          <ProtectedRoute>
            <h1>Private</h1>
          </ProtectedRoute>
        </Route>
      </Switch>
    </Router>,
  );
  return location;
}

describe('ProtectedRoute', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    act(() => forgetSession());
  });

  it("shows 'Loading...' for a second, then sends a visitor home", () => {
    const location = renderAt('/private');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });

  it('shows the page to a signed-in user', () => {
    signInAs(false);
    renderAt('/private');
    expect(screen.getByRole('heading', { name: 'Private' })).toBeInTheDocument();
  });

  it('lets a visitor in who signs in during the wait', () => {
    renderAt('/private');
    act(() => signInAs(false));
    expect(screen.getByRole('heading', { name: 'Private' })).toBeInTheDocument();
  });

  it('sends a signed-in non-admin from an admin route to /dashboard', () => {
    signInAs(false);
    const location = renderAt('/admin', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('redirects to absolute paths from inside a nested router (the admin area)', () => {
    signInAs(false);
    const location = renderAt('/nested');
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('sends a visitor home from inside a nested router', () => {
    const location = renderAt('/nested');
    act(() => vi.advanceTimersByTime(1000));
    expect(location.history.at(-1)).toBe('/');
  });

  it('lets the admin into an admin route', () => {
    signInAs(true);
    renderAt('/admin', true);
    expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });

  it('lets a moderator into a staff route but not an admin-only one', () => {
    signInAs(false, 'MODERATOR');
    renderAt('/admin', false, true);
    expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });

  it('sends a moderator from an admin-only route to /dashboard', () => {
    signInAs(false, 'MODERATOR');
    const location = renderAt('/admin', true);
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('sends a plain user from a staff route to /dashboard', () => {
    signInAs(false);
    const location = renderAt('/admin', false, true);
    expect(location.history.at(-1)).toBe('/dashboard');
  });
});
