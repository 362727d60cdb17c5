import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteFooter } from './site-footer';

function renderFooter() {
  render(
    <Router hook={memoryLocation({ path: '/', static: true }).hook}>
      <SiteFooter />
    </Router>,
  );
}

describe('SiteFooter', () => {
  it('links to the public pages', () => {
    renderFooter();
    const expected: Record<string, string> = {
      Discover: '/discover',
      'How it works': '/how-it-works',
      About: '/about',
      FAQ: '/faq',
      Token: '/token',
      Whitepaper: '/whitepaper',
      'Terms of Service': '/terms',
      'Privacy Policy': '/privacy',
      'Start a campaign': '/create',
      'Matching rounds': '/rounds',
      // Each goes where it says (issue 27): the API reference, the whitepaper's security features.
      Documentation: '/api/docs',
      Security: '/whitepaper#security',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links only to pages that exist: the campaign rules in the Terms, no DAO, forum or social accounts', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Campaign rules' })).toHaveAttribute('href', '/terms#creators');
    for (const gone of ['DAO Governance', 'Community Guidelines', 'Governance Forum']) {
      expect(screen.queryByText(gone)).not.toBeInTheDocument();
    }
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/(?!\/)/);
  });

  it('shows the copyright with the current year', () => {
    renderFooter();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} CrowdVault. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
