import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { signedInSession } from '@/test/session';
import { CreateCampaignPage } from './create-campaign-page';

const session = vi.hoisted(() => ({ useSession: vi.fn() }));
vi.mock('@/lib/auth/use-session', () => session);
vi.mock('./components/create-campaign-form', () => ({ CreateCampaignForm: () => <p>The form</p> }));

const user = (username: string, status: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE') => ({
  id: 7,
  walletAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  username,
  bio: null,
  role: 'USER' as const,
  status,
  isAdmin: false,
  suspensionReason: null,
});

function renderPage() {
  render(
    <Router>
      <CreateCampaignPage />
    </Router>,
  );
}

describe('CreateCampaignPage', () => {
  it('asks a creator still named user_0x… for a display name before donors see it', () => {
    session.useSession.mockReturnValue(signedInSession({ user: user('user_0x90F7...b906') }));
    renderPage();
    expect(screen.getByRole('note')).toHaveTextContent('created by user_0x90F7...b906');
    expect(screen.getByRole('link', { name: 'Choose a display name' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('says nothing to a creator with a name of their own', () => {
    session.useSession.mockReturnValue(signedInSession({ user: user('maya_okafor') }));
    renderPage();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('gives a suspended user no form to fill in', () => {
    session.useSession.mockReturnValue(signedInSession({ user: user('maya_okafor', 'SUSPENDED') }));
    renderPage();
    expect(screen.getByText('A suspended account cannot create campaigns.')).toBeInTheDocument();
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
  });
});
