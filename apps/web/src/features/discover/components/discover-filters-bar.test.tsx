import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext, loadI18n } from '@/lib/i18n/i18n';
import { DEFAULT_FILTERS } from '../lib/discover-filters';
import { DiscoverFiltersBar } from './discover-filters-bar';

describe('DiscoverFiltersBar', () => {
  it('offers the filters in German and still filters by the category itself', async () => {
    const onChange = vi.fn();
    render(
      <I18nContext.Provider value={await loadI18n('de', 'home')}>
        <DiscoverFiltersBar filters={DEFAULT_FILTERS} onChange={onChange} />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('searchbox', { name: 'Kampagnen durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Kampagnen durchsuchen...',
    );
    const category = screen.getByRole('combobox', { name: 'Kategorie' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Aktive Kampagnen');
    // The URL a German reader shares says category=Education, so it works in every language.
    await userEvent.selectOptions(category, 'Bildung');
    expect(onChange).toHaveBeenCalledWith({ category: 'Education' });
  });
});
