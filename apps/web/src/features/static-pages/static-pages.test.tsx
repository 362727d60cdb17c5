import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    renderPage(
      <QueryClientProvider client={new QueryClient()}>
        <AboutPage />
      </QueryClientProvider>,
    );
    const figures = screen.getByRole('heading', { name: 'CrowdVault in numbers' }).parentElement!;
    expect(await within(figures).findByText('$22,278')).toBeInTheDocument();
    for (const value of ['1,204', '10', '7']) expect(within(figures).getByText(value)).toBeInTheDocument();
    expect(within(figures).queryByText('$2.5M+')).not.toBeInTheDocument();
    expect(http.apiGet).toHaveBeenCalledWith('/stats', expect.objectContaining({ silent: true }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('Token shows the metrics, the allocation and the roadmap statuses', () => {
    renderPage(<TokenPage />);
    for (const value of ['$0.1', '$8,000,000', '80,000,000', '1,000,000,000']) {
      expect(screen.getAllByText(value).length).toBeGreaterThan(0);
    }
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
    for (const link of screen.getAllByRole('link', { name: /opens in a new tab/ })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('Terms and Privacy carry a last-updated date and say what is stored', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-11-22');
    expect(document.querySelector('time')?.parentElement).toHaveTextContent(
      'Last updated: November 22, 2026',
    );
    expect(screen.getAllByText(/2\.5%/).length).toBeGreaterThan(0);
  });

  it('Privacy lists what is stored and what is not', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 2, name: /What we store/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /What we do not collect/ })).toBeInTheDocument();
    expect(screen.getByText(/No private keys or recovery phrases/)).toBeInTheDocument();
  });
});
