import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n';
import { AboutPage } from './about-page';
import { PrivacyPage } from './privacy-page';
import { renderPage } from './render-page';
import { TermsPage } from './terms-page';
import { TokenPage } from './token-page';
import { WhitepaperPage } from './whitepaper-page';

const http = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

describe('public pages', () => {
  it("About shows the deployment's own figures, not invented ones", async () => {
    http.apiGet.mockResolvedValue({
      totalRaised: '22277.5',
      activeCampaigns: 10,
      totalDonors: 1204,
      countries: 7,
    });
    // The body is a lazy part (its code and texts load only when the browser draws it): in first.
    await Promise.all([import('./about-body'), loadI18n('en', 'about-body')]);
    renderPage(
      <QueryClientProvider client={new QueryClient()}>
        <AboutPage />
      </QueryClientProvider>,
    );
    const figures = (await screen.findByRole('heading', { name: 'CrowdVault in numbers' })).parentElement!;
    expect(await within(figures).findByText('$22,278')).toBeInTheDocument();
    for (const value of ['1,204', '10', '7']) expect(within(figures).getByText(value)).toBeInTheDocument();
    expect(within(figures).queryByText('$2.5M+')).not.toBeInTheDocument();
    expect(http.apiGet).toHaveBeenCalledWith('/stats', expect.objectContaining({ silent: true }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The first test of its worker: the catalogue's text groups are worked out once, slowly.
  }, 30_000);

  it('Token says first that CVT is only planned, shows no market cap or holders and promises nothing the contracts lack', () => {
    renderPage(<TokenPage />);
    const notice = screen.getByRole('note', { name: 'CVT does not exist yet' });
    expect(notice).toHaveTextContent(/No CVT has been issued/);
    expect(notice).toHaveTextContent(/every campaign pays the same 2\.5% fee/);
    const metrics = screen.getByRole('heading', { level: 2, name: 'Planned launch figures' });
    // The notice comes before any figure.
    expect(notice.compareDocumentPosition(metrics) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const value of ['$0.1', '80,000,000', '1,000,000,000']) {
      expect(screen.getAllByText(value).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Planned launch price')).toBeInTheDocument();
    for (const marketFigure of [/market cap/i, 'Holders', '$8,000,000', '1,250']) {
      expect(screen.queryByText(marketFigure)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: /fee reduction/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /staking rewards/i })).not.toBeInTheDocument();
    const uses = screen.getByRole('heading', { level: 2, name: 'Proposed uses, none of them live' });
    expect(uses.closest('section')).toHaveTextContent(/not in the contracts/);
    expect(screen.getByRole('progressbar', { name: 'Marketing allocation' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    expect(screen.getByRole('progressbar', { name: 'Liquidity allocation' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    const roadmap = screen.getByRole('heading', { level: 2, name: 'Roadmap' }).closest('section')!;
    // Nothing proposed reads as done: token generation and exchange listings have not happened.
    expect(within(roadmap).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(roadmap).getAllByText('Partly done')).toHaveLength(1);
    expect(within(roadmap).getAllByText('(proposed, not done)')).toHaveLength(2);
    expect(within(roadmap).getAllByText('Proposed')).toHaveLength(2);
    expect(within(roadmap).getAllByText('In progress')).toHaveLength(1);
    expect(within(roadmap).getAllByText('Planned')).toHaveLength(1);
  });

  it('Whitepaper shows the version with this year, the navigation and the risks section outside it', () => {
    renderPage(<WhitepaperPage />);
    expect(screen.getByText(`Version 1.0 · ${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(screen.getByText('Decentralized Crowdfunding Protocol')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Whitepaper sections' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '#executive-summary',
      '#introduction',
      '#market-analysis',
      '#technology',
      '#tokenomics',
      '#roadmap',
    ]);
    for (const id of hrefs) expect(document.getElementById(id!.slice(1))).not.toBeNull();
    expect(document.getElementById('risks')).not.toBeNull();
    // No call to follow social accounts CrowdVault does not have (decision 119).
    expect(screen.queryAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Discover campaigns' })).toHaveAttribute('href', '/discover');
  });

  it('Terms and Privacy carry a last-updated date and say what is stored', async () => {
    renderPage(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-11-22');
    expect(document.querySelector('time')?.parentElement).toHaveTextContent(
      'Last updated: November 22, 2026',
    );
    expect(screen.getAllByText(/2\.5%/).length).toBeGreaterThan(0);
  });

  it('Privacy lists what is stored and what is not', async () => {
    renderPage(<PrivacyPage />);
    expect(await screen.findByRole('heading', { level: 2, name: /What we store/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /What we do not collect/ })).toBeInTheDocument();
    expect(screen.getByText(/No private keys or recovery phrases/)).toBeInTheDocument();
  });
});
