import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteHeader } from './site-header';

function renderHeader(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <SiteHeader />
    </Router>,
  );
  return { history: location.history, user: userEvent.setup() };
}

// jsdom applies no CSS, so the desktop bar and the drawer trigger are both present.
describe('SiteHeader', () => {
  it('shows the logo, the main nav and the actions', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'CrowdVault home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Discover', 'How it works', 'About', 'Token']);
    expect(screen.getByRole('link', { name: /start a fundraiser/i })).toHaveAttribute('href', '/create');
    expect(screen.getByRole('button', { name: /connect wallet/i })).toBeInTheDocument();
  });

  it('highlights the nav link of the current section', () => {
    renderHeader('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current');
  });

  it('expands the search box and sends Enter to /discover?search=', async () => {
    const { history, user } = renderHeader('/about');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search campaigns' }));
    const input = screen.getByRole('searchbox', { name: 'Search campaigns' });
    expect(input).toHaveFocus();
    await user.type(input, 'clean water{Enter}');
    expect(history.at(-1)).toBe('/discover?search=clean%20water');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('collapses the search box on Escape and gives focus back to the button', async () => {
    const { history, user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Search campaigns' }));
    await user.type(screen.getByRole('searchbox'), 'abc{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search campaigns' })).toHaveFocus();
    expect(history).toEqual(['/']);
  });

  it('opens the mobile drawer with the nav, search and actions', async () => {
    const { history, user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Discover', 'How it works', 'About', 'Token']);
    expect(within(drawer).getByRole('searchbox', { name: 'Search campaigns' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /start a fundraiser/i })).toHaveAttribute(
      'href',
      '/create',
    );
    expect(within(drawer).getByRole('button', { name: /connect wallet/i })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Token' }));
    expect(history.at(-1)).toBe('/token');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches from the mobile drawer and closes it', async () => {
    const { history, user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('searchbox'), 'solar{Enter}');
    expect(history.at(-1)).toBe('/discover?search=solar');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
