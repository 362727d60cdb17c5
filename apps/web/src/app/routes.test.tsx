import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

// The static pages belong to their own feature; stubs keep these tests about routing only.
vi.mock('@/features/static-pages/about-page', () => ({ AboutPage: () => <h1>About stub</h1> }));
vi.mock('@/features/static-pages/how-it-works-page', () => ({ HowItWorksPage: () => <h1>How stub</h1> }));
vi.mock('@/features/static-pages/faq-page', () => ({ FaqPage: () => <h1>FAQ stub</h1> }));
vi.mock('@/features/static-pages/token-page', () => ({ TokenPage: () => <h1>Token stub</h1> }));
vi.mock('@/features/static-pages/whitepaper-page', () => ({
  WhitepaperPage: () => <h1>Whitepaper stub</h1>,
}));
vi.mock('@/features/static-pages/terms-page', () => ({ TermsPage: () => <h1>Terms stub</h1> }));
vi.mock('@/features/static-pages/privacy-page', () => ({ PrivacyPage: () => <h1>Privacy stub</h1> }));

// The campaign pages fetch data and have their own tests; stubs show which page and id a route gets.
vi.mock('./pages/campaign-detail-page', () => ({
  CampaignDetailPage: ({ id }: { id: string }) => <h1>Campaign #{id}</h1>,
}));
vi.mock('@/features/create-campaign/create-campaign-page', () => ({
  CreateCampaignPage: () => <h1>Create Your Campaign</h1>,
}));

// Sign-in has its own tests (lib/auth/protected-route.test.tsx); here every route is open.
vi.mock('@/lib/auth/protected-route', () => ({
  ProtectedRoute: ({ children }: { children: ReactNode }) => children,
}));

function renderAt(path: string) {
  const { hook } = memoryLocation({ path, static: true });
  return render(
    <AppProviders>
      <Router hook={hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
}

// Each page is a lazy chunk whose first import can take over a second on a busy machine.
async function pageHeading() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 12_000 });
}

describe('routes', () => {
  it.each([
    ['/', 'Crowdfunding, Decentralized'],
    ['/discover', 'Discover Campaigns'],
    ['/campaigns', 'Discover Campaigns'],
    ['/campaign/42', 'Campaign #42'],
    ['/campaigns/42', 'Campaign #42'],
    ['/create', 'Create Your Campaign'],
    ['/create-campaign', 'Create Your Campaign'],
    ['/campaigns/create', 'Create Your Campaign'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/donations', 'My Donations'],
    ['/dashboard/withdrawals', 'Withdrawals'],
    ['/dashboard/no-such-section', 'Dashboard'],
    ['/about', 'About stub'],
    ['/how-it-works', 'How stub'],
    ['/faq', 'FAQ stub'],
    ['/token', 'Token stub'],
    ['/whitepaper', 'Whitepaper stub'],
    ['/terms', 'Terms stub'],
    ['/privacy', 'Privacy stub'],
    ['/rounds', 'Matching rounds'],
    ['/admin', 'Admin Dashboard'],
    ['/admin/campaigns', 'Campaign Management'],
    ['/admin/wallets', 'Wallet Management'],
    ['/admin/analytics', 'Analytics'],
    ['/admin/users', 'User Management'],
    ['/admin/settings', 'Settings'],
    ['/admin/reports', 'Reports'],
    ['/admin/audit', 'Audit Log'],
    ['/admin/rounds', 'Matching Rounds'],
    ['/admin/rounds/new', 'Matching Rounds'],
    ['/connect', 'Connect Your Wallet'],
  ])('%s shows %s', async (path, heading) => {
    renderAt(path);
    expect(await pageHeading()).toHaveTextContent(heading);
  });

  it('passes the campaign id to the detail page', async () => {
    renderAt('/campaigns/42');
    expect(await screen.findByText('Campaign #42')).toBeInTheDocument();
  });

  it('sends /campaigns/create to the create page, not to a campaign called "create"', async () => {
    renderAt('/campaigns/create');
    expect(await pageHeading()).toHaveTextContent('Create Your Campaign');
    expect(screen.queryByText(/Campaign #/)).not.toBeInTheDocument();
  });

  it.each([
    '/no-such-page',
    '/campaign',
    '/discover/extra',
    '/admin/unknown',
    '/admin/users/7/edit',
    '/adminx',
  ])('%s is a 404', async (path) => {
    renderAt(path);
    expect(await pageHeading()).toHaveTextContent('404 Page Not Found');
    expect(
      screen.getByText('There is no page at this address. It may have moved, or the link may be mistyped.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });
});
