import { describe, expect, it } from 'vitest';
import { sectionInView } from './whitepaper-nav';

const tops = (...values: number[]) => values.map((top, index) => ({ id: `s${index}`, top }));

describe('sectionInView', () => {
  it('is the last section whose top passed a third of the viewport', () => {
    expect(sectionInView(tops(0, 500, 1200), 900, false)).toBe('s0');
    expect(sectionInView(tops(-800, 250, 900), 900, false)).toBe('s1');
    expect(sectionInView(tops(-2000, -900, 290), 900, false)).toBe('s2');
    expect(sectionInView(tops(-2000, -900, 310), 900, false)).toBe('s1');
  });

  it('is the last section at the end of the page, however short it is', () => {
    expect(sectionInView(tops(-3000, -1200, 700), 900, true)).toBe('s2');
  });
});
