import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n/i18n';
import { DEFAULT_FILTERS, filtersToQuery, filtersToSearch, parseFilters } from './discover-filters';
import { emptyText, showingText } from './results-text';

describe('Discover filters in the URL', () => {
  it('defaults to active campaigns, recent first', () => {
    expect(parseFilters('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips every filter and ignores unknown values', () => {
    const filters = {
      search: '100% _fun_',
      category: 'Arts',
      status: 'all',
      featured: 'true',
      sortBy: 'funded',
    } as const;
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
    expect(parseFilters('status=flagged&sortBy=x&category=Food')).toEqual(DEFAULT_FILTERS);
  });

  it('asks the API for what the filters say', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, search: ' water ', featured: 'false' })).toEqual({
      search: 'water',
      category: undefined,
      status: 'active',
      featured: 'false',
      sortBy: 'recent',
    });
  });
});

describe('results texts', () => {
  it('says how many campaigns of a status show', () => {
    expect(showingText(t, 'active', 8)).toBe('Showing 8 active campaigns');
    expect(showingText(t, 'paused', 1)).toBe('Showing 1 paused campaign');
    expect(showingText(t, 'all', 8)).toBeNull();
  });

  it('picks the empty state of SPEC.md', () => {
    expect(emptyText(t, { ...DEFAULT_FILTERS, status: 'completed' })).toEqual({
      title: 'No completed campaigns found',
      description: 'No campaigns have been completed yet.',
    });
    expect(emptyText(t, { ...DEFAULT_FILTERS, status: 'paused' }).description).toBe(
      'No campaigns are currently paused.',
    );
    expect(emptyText(t, DEFAULT_FILTERS).title).toBe('No active campaigns found');
    expect(emptyText(t, { ...DEFAULT_FILTERS, search: 'zzz' })).toEqual({
      title: 'No campaigns found',
      description: 'Try adjusting your search criteria',
    });
    expect(emptyText(t, { ...DEFAULT_FILTERS, status: 'all' }).title).toBe('No campaigns found');
  });
});
