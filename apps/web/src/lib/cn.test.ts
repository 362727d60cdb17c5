import { afterEach, describe, expect, it } from 'vitest';
import { cn, mergesWrittenIn } from './cn';
import type { WrittenTexts } from './i18n/written-texts';

afterEach(() => mergesWrittenIn(() => null));

describe('cn', () => {
  it('lets a later Tailwind class win over an earlier one', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
  });

  it('records each list as the server merged it, and the browser adopts it without merging again', () => {
    const server: WrittenTexts = { texts: new Map(), record: true };
    mergesWrittenIn(() => server);
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect([...server.texts.values()]).toEqual(['py-1 px-4']);

    // A text changed here shows the browser read it rather than merging the list again.
    const browser: WrittenTexts = {
      texts: new Map([...server.texts].map(([key]) => [key, 'py-1 px-4 adopted'])),
      record: false,
    };
    mergesWrittenIn(() => browser);
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4 adopted');
    // A list the server did not merge is merged here, and not kept.
    expect(cn('m-1', 'm-2')).toBe('m-2');
    expect(browser.texts.size).toBe(1);
  });
});
