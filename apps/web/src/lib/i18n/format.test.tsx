import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatExact } from '@/lib/exact-amount';
import { activeFormat, browserTimeZone, formatMomentOr, ReaderClockProvider, useFormat } from './format';
import { I18nContext, loadI18n, loadPageI18n } from './i18n';

const NBSP = '\u00A0';
const MOMENT = '2026-11-28T23:30:00Z';
const NOW = Date.parse('2026-12-01T23:30:00Z');

/** What a page writes with useFormat, one line each. */
function Figures() {
  const format = useFormat();
  return (
    <ul>
      <li>{format.amount('1234.56', 'USDT')}</li>
      <li>{format.amount('0.1234565', 'ETH')}</li>
      <li>{format.count(1234)}</li>
      <li>{format.date(MOMENT)}</li>
      <li>{format.dateTime(MOMENT)}</li>
      <li>{format.relative(MOMENT)}</li>
    </ul>
  );
}

async function renderIn(locale: 'de' | 'ar', timeZone: string) {
  const i18n = await loadI18n(locale);
  render(
    <I18nContext.Provider value={i18n}>
      <ReaderClockProvider initial={{ timeZone, now: NOW }}>
        <Figures />
      </ReaderClockProvider>
    </I18nContext.Provider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

afterEach(() => {
  document.cookie = 'cv_tz=; max-age=0; path=/';
});

describe('useFormat', () => {
  it('writes money, counts and dates as a German reader does, in their time zone', async () => {
    expect(await renderIn('de', browserTimeZone())).toEqual([
      `1.234,56${NBSP}USDT`,
      `0,123457${NBSP}ETH`,
      '1.234',
      // jsdom's zone is the machine's; the server's render in it says the same.
      new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: browserTimeZone() }).format(
        new Date(MOMENT),
      ),
      new Intl.DateTimeFormat('de', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: browserTimeZone(),
      }).format(new Date(MOMENT)),
      'vor 3 Tagen',
    ]);
  });

  it('writes Arabic with Arabic-Indic digits', async () => {
    const [amount, eth, count, , , relative] = await renderIn('ar', browserTimeZone());
    // Isolated left to right (LRI…PDI): never reordered by the Arabic around it.
    expect(amount).toBe(`\u2066١٬٢٣٤٫٥٦${NBSP}USDT\u2069`);
    expect(eth).toBe(`\u2066٠٫١٢٣٤٥٧${NBSP}ETH\u2069`);
    expect(count).toBe('١٬٢٣٤');
    expect(relative).toBe('قبل ٣ أيام');
  });

  it("hydrates with the server's zone, then shows the reader's own and remembers it", async () => {
    const elsewhere = browserTimeZone() === 'Asia/Tokyo' ? 'America/Lima' : 'Asia/Tokyo';
    const i18n = await loadI18n('de');
    let firstRender = '';
    function Probe() {
      const text = useFormat().dateTime(MOMENT);
      firstRender ||= text;
      return <p>{text}</p>;
    }
    await act(async () => {
      render(
        <I18nContext.Provider value={i18n}>
          <ReaderClockProvider initial={{ timeZone: elsewhere, now: NOW }}>
            <Probe />
          </ReaderClockProvider>
        </I18nContext.Provider>,
      );
    });
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(MOMENT),
      );
    expect(firstRender).toBe(inZone(elsewhere));
    expect(screen.getByRole('paragraph')).toHaveTextContent(inZone(browserTimeZone()));
    expect(document.cookie).toContain(`cv_tz=${browserTimeZone()}`);
  });
});

describe('outside React, on a page the browser renders (the dashboard)', () => {
  afterEach(async () => {
    await loadPageI18n('en');
  });

  it("writes in the page's locale once main.tsx has loaded it", async () => {
    expect(formatExact('1234.5', 'USDT')).toBe('1,234.50');
    await loadPageI18n('de');
    expect(activeFormat().amount('1234.5', 'USDT')).toBe(`1.234,50${NBSP}USDT`);
    expect(formatExact('0.0243751', 'ETH')).toBe('0,0243751');
    expect(formatMomentOr(null, 'Nie')).toBe('Nie');
    expect(formatMomentOr('not a date', 'Nie')).toBe('Nie');
    expect(formatMomentOr(MOMENT, 'Nie')).toMatch(/^\d\d\.\d\d\.2026, \d\d:30$/);
  });
});

describe('lists and a UTC minute in the page’s words (issue 43)', () => {
  function ListAndDeadline() {
    const format = useFormat();
    return (
      <ul>
        <li>{format.list(['Base', 'Ethereum', 'Polygon'])}</li>
        <li>{format.list(['USDC', 'DAI'], 'or')}</li>
        <li>{format.utcMinute('2099-03-04T23:59:59Z')}</li>
      </ul>
    );
  }

  it('joins names and writes a vault’s deadline in German, still in UTC whatever the zone', async () => {
    await renderWith('de', 'Pacific/Auckland', <ListAndDeadline />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Base, Ethereum und Polygon',
      'USDC oder DAI',
      '4. März 2099, 23:59 UTC',
    ]);
  });

  it('keeps English as it read (no serial comma), and Arabic in its own words and digits', async () => {
    await renderWith('en', 'America/New_York', <ListAndDeadline />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Base, Ethereum and Polygon',
      'USDC or DAI',
      'Mar 4, 2099, 23:59 UTC',
    ]);
  });

  it('writes Arabic lists and the deadline in Arabic-Indic digits', async () => {
    await renderWith('ar', 'Asia/Riyadh', <ListAndDeadline />);
    const [list, , deadline] = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(list).toBe('Base وEthereum وPolygon');
    expect(deadline).toContain('٢٠٩٩');
    expect(deadline).toContain('٢٣:٥٩');
  });

  async function renderWith(locale: 'en' | 'de' | 'ar', timeZone: string, children: ReactNode) {
    const i18n = await loadI18n(locale);
    render(
      <I18nContext.Provider value={i18n}>
        <ReaderClockProvider initial={{ timeZone, now: NOW }}>{children}</ReaderClockProvider>
      </I18nContext.Provider>,
    );
  }
});
