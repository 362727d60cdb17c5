// Started by boot.ts once a server-rendered page has painted. First, before any schema is built or parsed.
import './lib/zod-jitless';
import { isLocale } from '@crowdvault/shared/i18n/locales';
import { localeOfHeaders } from '@crowdvault/shared/i18n/negotiate-locale';
import type { I18n } from '@lingui/core';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { restoreSession } from './lib/auth/session-store';
import { mergesWrittenIn } from './lib/cn';
import { startHydrating } from './lib/hydration';
import { browserTimeZone, type ReaderClock, ReaderClockProvider } from './lib/i18n/format';
import { I18nContext, loadPageI18n } from './lib/i18n/i18n';
import { type WrittenTexts, WrittenTextsContext } from './lib/i18n/written-texts';
import { preloadParts } from './lib/lazy';
import { HeadCollectorContext } from './lib/page-meta';
import { queryClient } from './lib/query-client';
import './styles.css';

/** `run`'s result, in a task after this one. */
const inNextTask = <T,>(run: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(run()), 0));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The same tree the server renders (entry-server.tsx); no head collector here: each page's head is
// applied to the document instead (lib/page-meta.ts).
const app = (i18n: I18n, clock: ReaderClock, written: WrittenTexts | null = null) => (
  <StrictMode>
    <HeadCollectorContext.Provider value={null}>
      <I18nContext.Provider value={i18n}>
        <ReaderClockProvider initial={clock}>
          <WrittenTextsContext.Provider value={written}>
            <Router>
              <App />
            </Router>
          </WrittenTextsContext.Provider>
        </ReaderClockProvider>
      </I18nContext.Provider>
    </HeadCollectorContext.Provider>
  </StrictMode>
);

// A public page the server rendered (decision 055) comes with the data it was rendered from, in a
// non-executable JSON script (the CSP allows no inline script): React adopts the markup instead
// of replacing it. Any other page starts empty and renders here.
const state = document.getElementById('ssr-state');
if (state && root.firstElementChild) {
  const {
    queries,
    lazyParts,
    locale,
    clock,
    texts: figures,
  } = JSON.parse(state.textContent ?? 'null') as {
    queries: DehydratedState;
    lazyParts?: string[];
    locale?: string;
    clock?: ReaderClock;
    texts?: Record<string, string>;
  };
  // The figures as the server wrote them: hydrating adopts them without building a number or date
  // format (decision 145).
  const written: WrittenTexts = { texts: new Map(Object.entries(figures ?? {})), record: false };
  hydrate(queryClient, queries);
  startHydrating();
  // The code of every lazy part the server drew first, so none suspends while hydrating (lib/lazy.ts;
  // boot.ts has already asked for the page's chunks). As a transition, hydration is done in slices
  // of a few milliseconds between which the browser paints and handles input, instead of one long
  // task that blocks the page (issue 28). What the visitor does meanwhile is held by boot.ts and
  // played back once the page is ready (decision 079).
  // Preact hydrates in one go: a task of its own after the one that evaluated the modules, so
  // neither is as long as both (bench/interactive, /campaign/1 at 4×: TBT 138 → 81 ms). It writes
  // no figure and merges no class list again: it adopts the server's (decision 145), so neither ICU's
  // data nor tailwind-merge's class map is built while the page comes alive (issue 42).
  // The page's texts too (the shell's and, with each part, its group's: its locale's only), so the
  // adopted markup's texts match. Asked for first: the parts' texts follow the page's locale.
  const texts = loadPageI18n(isLocale(locale) ? locale : 'en');
  // The class lists as the server merged them, too (lib/cn.ts).
  mergesWrittenIn(() => written);
  // The parts are asked for once boot.ts has put all its preload links in: Vite's preload helper
  // then finds each chunk's link there, where it had appended the ones boot.ts had not reached yet,
  // all in one task (up to 85 ms of it at 4× CPU on /campaign/1; issue 42).
  const parts = (window.cvPreloadsIn ?? Promise.resolve()).then(() => preloadParts(lazyParts ?? []));
  void Promise.all([texts, parts]).then(([i18n]) =>
    inNextTask(() =>
      startTransition(() => {
        hydrateRoot(root, app(i18n, clock ?? { timeZone: 'UTC', now: Date.now() }, written));
      }),
    ),
  );
} else {
  // A stored session is checked now, not once React has rendered and SessionRestorer's effect
  // runs: a signed-in page (the dashboard) waits for the answer before it asks for its data.
  void restoreSession();
  // The language the server would have chosen: the visitor's choice, else the browser's.
  const locale = localeOfHeaders({
    cookie: document.cookie,
    'accept-language': navigator.languages.join(','),
  });
  void loadPageI18n(locale).then((i18n) =>
    createRoot(root).render(app(i18n, { timeZone: browserTimeZone(), now: Date.now() })),
  );
}
