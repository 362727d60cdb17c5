import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldForSearch } from './search-fold';

describe('foldForSearch', () => {
  it('ignores accents and case, as a visitor types', () => {
    expect(foldForSearch('Kraków')).toBe('krakow');
    expect(foldForSearch('ŁÓDŹ Zürich São Paulo')).toBe('lodz zurich sao paulo');
    expect(foldForSearch('50% off_now')).toBe('50% off_now');
  });

  it('maps each listed letter to one plain letter', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    expect(FOLD_TO).toMatch(/^[a-z]+$/);
  });
});
