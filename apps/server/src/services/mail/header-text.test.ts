import { describe, expect, it } from 'vitest';
import { headerText } from './header-text';

describe('headerText', () => {
  it('turns CR, LF and other control characters into a space', () => {
    expect(headerText('eve\r\nBcc: victim@example.org')).toBe('eve Bcc: victim@example.org');
    expect(headerText('a\u2028b\u0000c')).toBe('a b c');
  });

  it('shortens long values with an ellipsis', () => {
    expect(headerText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
