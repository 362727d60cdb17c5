import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HowItWorksPage } from './how-it-works-page';
import { renderPage } from './render-page';

describe('HowItWorksPage', () => {
  it('opens on the creators tab with the real creator flow', () => {
    renderPage(<HowItWorksPage />);
    const creators = screen.getByRole('tab', { name: 'For Campaign Creators' });
    expect(creators).toHaveAttribute('aria-selected', 'true');
    for (const step of ['Connect your wallet', 'Sign in with a signature', 'Review within 24 hours']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByText('975.00 USDT')).toBeInTheDocument();
    expect(document.title).toBe('How It Works · CrowdVault');
  });

  it('switches to the donors tab on click', async () => {
    const user = userEvent.setup();
    renderPage(<HowItWorksPage />);
    await user.click(screen.getByRole('tab', { name: 'For Donors' }));
    expect(screen.getByRole('tab', { name: 'For Donors' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Or send to the campaign address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review within 24 hours' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage(<HowItWorksPage />);
    const creators = screen.getByRole('tab', { name: 'For Campaign Creators' });
    const donors = screen.getByRole('tab', { name: 'For Donors' });

    await user.tab();
    expect(creators).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(donors).toHaveFocus();
    expect(donors).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Donors');

    await user.keyboard('{ArrowLeft}');
    expect(creators).toHaveAttribute('aria-selected', 'true');
  });
});
