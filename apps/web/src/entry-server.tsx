// The server's way into the web app (decision 055): it renders a public page's React tree to HTML
// with the data the page asks for, so a phone paints the text before any script has run, and
// the client hydrates the same tree from the same data. Built by `vite build --ssr` into
// apps/web/dist-ssr; apps/server/src/web/render-page.ts loads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { zoneOffsetMinutes } from '@crowdvault/shared/i18n/time-zone';
import type { I18n } from '@lingui/core';
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { mergesWrittenIn } from './lib/cn';
import { setApiFetch } from './lib/http/api-client';
import { type ReaderClock, ReaderClockProvider } from './lib/i18n/format';
import { I18nContext, loadI18n } from './lib/i18n/i18n';
import { type WrittenTexts, WrittenTextsContext } from './lib/i18n/written-texts';
import { LazyPartsDrawn } from './lib/lazy';
import { type HeadCollector, HeadCollectorContext, type PageHead } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** What main.tsx hydrates from: the query cache the markup was rendered from, and the lazy
   *  parts it drew, which the browser loads before it hydrates (lib/lazy.ts). */
  state: {
    queries: unknown;
    lazyParts: string[];
    locale: Locale;
    clock: ReaderClock;
    /** Every figure the page formatted, by what it was formatted from (decision 145). */
    texts: Record<string, string>;
  };
  /** The head the page declared (usePageHead, decision 123): its title, tags and status. */
  head: PageHead | null;
}

/** The texts each render writes, for the class lists cn merges (lib/cn.ts): renders of several
 *  requests interleave in this one process, and each keeps its own. */
const rendering = new AsyncLocalStorage<WrittenTexts>();
mergesWrittenIn(() => rendering.getStore() ?? null);

/** Render passes at most: each may reveal queries that wait on the data of the one before. */
const MAX_PASSES = 3;

/** Sends the app's API requests to `serverFetch` (the server's own routes, in process). */
export function setServerFetch(serverFetch: typeof fetch): void {
  setApiFetch(serverFetch);
}

/**
 * Renders `url` (path and query) as a visitor sees it. Each pass renders the tree, which
 * registers the queries its components use; those still without data are fetched and the tree
 * rendered again, until nothing new is asked for. Null when a query failed (the API down): the
 * browser then renders the page itself, as before, rather than hydrating an error it would not
 * reproduce. A query the API answered 404 is the one exception, when the page then declares itself
 * a 404 (an unknown receipt, decision 123): that answer is what the browser would get too, so the
 * page's "not found" is sent with its status, and the failed query goes into the state so the
 * browser hydrates the same "not found" (its query does not retry on mount).
 */
export async function renderPage(
  url: string,
  locale: Locale = 'en',
  timeZone = 'UTC',
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // Dates in the reader's zone (the cv_tz cookie's, else UTC), relative times from one moment: the
  // browser hydrates with both (decision 142).
  const now = Date.now();
  const clock: ReaderClock = { timeZone, now, offset: zoneOffsetMinutes(timeZone, new Date(now)) };
  // The figures as written, which the browser adopts without formatting them again (decision 145).
  const written: WrittenTexts = { texts: new Map(), record: true };
  // One instance per locale, shared by every request in it: nothing changes it once loaded.
  const i18n = await loadI18n(locale);
  const collector: HeadCollector = { head: null };
  const accepted = (query: Query) =>
    query.state.status === 'success' || (collector.head?.status === 404 && isNotFound(query.state.error));
  let html = '';
  const lazyParts = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    collector.head = null;
    html = await renderOnce(url, queryClient, collector, lazyParts, i18n, clock, written);
    const queries = queryClient.getQueryCache().getAll().filter(isEnabled);
    if (queries.some((query) => query.state.status === 'error' && !accepted(query))) return null;
    const waiting = queries.filter((query) => query.state.status === 'pending');
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (pass === MAX_PASSES - 1) {
      collector.head = null;
      html = await renderOnce(url, queryClient, collector, lazyParts, i18n, clock, written);
    }
  }
  const queries = queryClient.getQueryCache().getAll().filter(isEnabled);
  if (!queries.every(accepted)) return null;
  return {
    html,
    state: {
      queries: dehydrate(queryClient, { shouldDehydrateQuery: accepted }),
      lazyParts: [...lazyParts],
      locale,
      clock,
      texts: Object.fromEntries(written.texts),
    },
    head: collector.head,
  };
}

/** The API's 404 (ApiError, lib/http/api-error.ts). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** A query its component would run for this visitor: not one switched off (`enabled: false`, as
 *  those of a signed-in user are for a visitor), which the browser would not run either. */
function isEnabled(query: Query): boolean {
  if (query.options.queryFn === skipToken) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** One render, after every lazy page chunk the tree reaches has loaded. A component that throws
 *  would leave its part of the page to the browser, unseen: the render fails instead, and the
 *  server logs it and sends the page unrendered. */
async function renderOnce(
  url: string,
  queryClient: QueryClient,
  collector: HeadCollector,
  lazyParts: Set<string>,
  i18n: I18n,
  clock: ReaderClock,
  written: WrittenTexts,
): Promise<string> {
  lazyParts.clear();
  let failure: unknown = null;
  const { prelude } = await rendering.run(written, () =>
    prerenderToNodeStream(
      // The same tree main.tsx hydrates (StrictMode included), under a router fixed to `url`.
      <StrictMode>
        <HeadCollectorContext.Provider value={collector}>
          <LazyPartsDrawn.Provider value={lazyParts}>
            <I18nContext.Provider value={i18n}>
              <ReaderClockProvider initial={clock}>
                <WrittenTextsContext.Provider value={written}>
                  <Router ssrPath={url}>
                    <App queryClient={queryClient} />
                  </Router>
                </WrittenTextsContext.Provider>
              </ReaderClockProvider>
            </I18nContext.Provider>
          </LazyPartsDrawn.Provider>
        </HeadCollectorContext.Provider>
      </StrictMode>,
      {
        // Every boundary inline, in order: an outlined one would need React's inline script to
        // move it into place, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failure ??= error;
        },
      },
    ),
  );
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
