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

/** Stands in for components/'s connect card, which lib/ may not import. */
const card = (
  <div>
    <h2>Connect your wallet</h2>
    <p>Please connect your wallet to view your dashboard.</p>
    <button type="button">Connect Wallet</button>
  </div>
);

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
          <ProtectedRoute requireAdmin={requireAdmin} requireStaff={requireStaff} signedOut={card}>
            <h1>Admin area</h1>
          </ProtectedRoute>
        </Route>
        <Route path="/nested" nest>
          <Route path="/">
            <ProtectedRoute requireAdmin signedOut={card}>
              <h1>Nested admin</h1>
            </ProtectedRoute>
          </Route>
        </Route>
        <Route path="/private">
          <ProtectedRoute signedOut={card}>
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

  it("shows a visitor the 'Connect your wallet' card at once, on the page they opened", () => {
    const location = renderAt('/private');
    expect(screen.getByRole('heading', { name: 'Connect your wallet' })).toBeInTheDocument();
    expect(screen.getByText('Please connect your wallet to view your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(location.history.at(-1)).toBe('/private');
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

  it('keeps a visitor on an admin route with the connect card', () => {
    const location = renderAt('/nested');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Connect your wallet' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/nested');
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
