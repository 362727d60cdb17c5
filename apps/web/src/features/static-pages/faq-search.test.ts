import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_COUNT } from './faq-data';
import { filterFaq } from './faq-search';

const questions = (query: string) =>
  filterFaq(FAQ_CATEGORIES, query).flatMap((c) => c.items.map((i) => i.question));

describe('filterFaq', () => {
  it('has six categories and at least 24 questions', () => {
    expect(FAQ_CATEGORIES).toHaveLength(6);
    expect(FAQ_COUNT).toBeGreaterThanOrEqual(24);
  });

  it('keeps everything for an empty or blank query', () => {
    expect(filterFaq(FAQ_CATEGORIES, '   ')).toHaveLength(6);
  });

  it('matches question text, case-insensitively', () => {
    expect(questions('REFUND')).toContain('Can I get a refund?');
  });

  it('matches answer text too', () => {
    // "SafeERC20" appears only in answers.
    const found = questions('safeerc20');
    expect(found).toContain('How are the smart contracts secured?');
  });

  it('requires every word of the query', () => {
    expect(questions('anonymous seconds')).toEqual(['How quickly does an anonymous donation show up?']);
  });

  it('drops categories without matches and returns nothing for nonsense', () => {
    expect(filterFaq(FAQ_CATEGORIES, 'xyzzy-no-such-word')).toEqual([]);
  });
});
