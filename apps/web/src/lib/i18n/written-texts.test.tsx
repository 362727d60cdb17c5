import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReaderClockProvider, useFormat } from './format';
import { I18nContext, loadI18n, useT } from './i18n';
import { type WrittenTexts, WrittenTextsContext } from './written-texts';

const NOW = Date.parse('2026-12-01T23:30:00Z');
const MOMENT = '2026-11-28T23:30:00Z';

/** A page's figures and a counted sentence, as a component writes them. */
function Page({ donors }: { donors: number }) {
  const format = useFormat();
  const t = useT();
  return (
    <ul>
      <li>{format.amount('1234.56', 'USDT')}</li>
      <li>{format.date(MOMENT)}</li>
      <li>{t('{count, plural, one {# donor} other {# donors}}', { count: donors })}</li>
    </ul>
  );
}

async function renderPage(written: WrittenTexts, donors = 1234) {
  const i18n = await loadI18n('de', 'campaign', 'home');
  render(
    <I18nContext.Provider value={i18n}>
      <ReaderClockProvider initial={{ timeZone: 'UTC', now: NOW }}>
        <WrittenTextsContext.Provider value={written}>
          <Page donors={donors} />
        </WrittenTextsContext.Provider>
      </ReaderClockProvider>
    </I18nContext.Provider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

afterEach(() => {
  document.cookie = 'cv_tz=; max-age=0; path=/';
});

describe('the texts the server wrote', () => {
  it('are recorded by the server with everything they were written from', async () => {
    const written: WrittenTexts = { texts: new Map(), record: true };
    const shown = await renderPage(written);
    expect(shown).toEqual(['1.234,56\u00A0USDT', '28.11.2026', '1.234 Spender']);
    // Each text under a key of its inputs, and nothing else.
    expect([...written.texts.values()].sort()).toEqual([...shown].sort());
    expect([...written.texts.keys()].every((key) => key.includes('"de"'))).toBe(true);
  });

  it('are adopted by the browser as they are, without writing them again', async () => {
    const server: WrittenTexts = { texts: new Map(), record: true };
    await renderPage(server);
    document.body.innerHTML = '';
    // The browser finds each text by its key: a text changed here shows it was read, not rewritten.
    const browser: WrittenTexts = {
      texts: new Map([...server.texts].map(([key, text]) => [key, `${text} (server)`])),
      record: false,
    };
    expect(await renderPage(browser)).toEqual([
      '1.234,56\u00A0USDT (server)',
      '28.11.2026 (server)',
      '1.234 Spender (server)',
    ]);
    expect(browser.texts.size).toBe(server.texts.size);
  });

  it('are not used for figures the server did not write (a new count)', async () => {
    const server: WrittenTexts = { texts: new Map(), record: true };
    await renderPage(server, 1234);
    document.body.innerHTML = '';
    const browser: WrittenTexts = {
      texts: new Map([...server.texts].map(([key, text]) => [key, `${text} (server)`])),
      record: false,
    };
    const shown = await renderPage(browser, 1235);
    expect(shown[2]).toBe('1.235 Spender');
    expect(browser.texts.size).toBe(server.texts.size);
  });
});

describe("the reader's time zone", () => {
  it("is asked only after the first input when the browser's offset is the server zone's", async () => {
    const offset = -new Date().getTimezoneOffset();
    await act(async () => {
      render(
        <ReaderClockProvider initial={{ timeZone: 'Etc/Unknown-Here', now: NOW, offset }}>
          <p>page</p>
        </ReaderClockProvider>,
      );
    });
    expect(document.cookie).not.toContain('cv_tz=');
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('page'));
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    });
    expect(document.cookie).toContain('cv_tz=');
  });

  it('is asked at once when the offsets differ', async () => {
    const offset = -new Date().getTimezoneOffset() + 60;
    await act(async () => {
      render(
        <ReaderClockProvider initial={{ timeZone: 'Etc/Unknown-Here', now: NOW, offset }}>
          <p>page</p>
        </ReaderClockProvider>,
      );
    });
    expect(document.cookie).toContain('cv_tz=');
  });
});
