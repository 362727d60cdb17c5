import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { HomeHero } from './home-hero';

describe('HomeHero', () => {
  it('speaks German to a German reader, plurals included', async () => {
    const german = await loadI18n('de', 'home');
    render(
      <I18nContext.Provider value={german}>
        <HomeHero />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crowdfunding, dezentral');
    expect(screen.getByRole('link', { name: 'Starte deine Kampagne' })).toHaveAttribute('href', '/create');
    expect(screen.getByText('312 Spender')).toBeInTheDocument();
    expect(screen.getByText('Noch 12 Tage')).toBeInTheDocument();
  });

  it('keeps the English texts word for word without a catalogue', () => {
    render(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crowdfunding, Decentralized');
    expect(screen.getByRole('link', { name: 'Start Your Campaign' })).toBeInTheDocument();
    expect(screen.getByText('312 donors')).toBeInTheDocument();
    expect(screen.getByText('12 days left')).toBeInTheDocument();
  });
});
