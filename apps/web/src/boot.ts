// The page's entry script (issue 15, decision 055). A page the server rendered already shows its
// text, so the app's code (the entry built from main.tsx and the chunks it imports, ~100 KB
// brotli) is asked for only once that first frame is painted: fetched alongside the HTML it shares
// a phone's bandwidth with the page and holds back its first paint (and Lighthouse's simulation
// counts every request that finished before the paint as one the paint waited on). Any other
// page starts the app at once. The build (vite.config.ts, deferredEntry) replaces index.html's
// entry script and module preloads with this file, naming them in its data-app and data-preload.
//
// Until React has hydrated such a page its buttons are plain HTML, and a click on them would be
// lost (issue 28). This file therefore also holds what the visitor does meanwhile — clicks, Enter
// or Space on a control, typing into a field, a form's submission — and plays it back on the same
// elements once the app marks the page ready (decision 079), the way Angular's event replay does.
import { holdEarlyEvents } from './lib/early-events';

declare global {
  interface Window {
    /** Resolves once every preload link boot.ts asks for is in the document (read by main.tsx). */
    cvPreloadsIn?: Promise<void>;
  }
}

const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
/** A page the server rendered (decision 055): its markup is in #root, its data in #ssr-state. */
const rendered = Boolean(
  document.getElementById('ssr-state') && document.getElementById('root')?.firstElementChild,
);

let started = false;
const start = () => {
  if (started || !tag?.dataset.app) return;
  started = true;
  // Its static imports at once, side by side, rather than one level at a time as the entry asks;
  // and the page's own chunks (data-page-*), which the entry would ask for only once it runs and
  // starts hydrating: a waterfall of two or three round trips and evaluations (issue 28).
  const page = rendered ? pageOf(location.pathname) : null;
  const pageFiles = ((page && tag.getAttribute(`data-page-${page}`)) || '').split(' ');
  const files = [
    ...(tag.dataset.preload ?? '').split(' '),
    ...pageFiles,
    ...(rendered ? textsOf(pageFiles) : []),
  ];
  void import(/* @vite-ignore */ tag.dataset.app);
  window.cvPreloadsIn = new Promise((done) =>
    preloadInTasks(
      files.filter((file) => file.startsWith('/')),
      done,
    ),
  );
  // A dashboard page opened with a stored session (a refresh token, lib/http/session.ts; issue 40):
  // the page's code and the code that asks for its data come beside the entry, not once the entry
  // has run and checked the session.
  try {
    if (!rendered && /^\/dashboard/.test(location.pathname) && localStorage.refreshToken) {
      for (const file of tag.dataset.sessionDashboard?.split(' ') ?? []) import(/* @vite-ignore */ file);
    }
  } catch {
    // No storage: no session to restore either.
  }
};

/** Each preload link costs the main thread 1–1.5 ms in a fresh browser (the request is set up
 *  then), and a campaign page asks for 57: in one task that was 94 ms at 4× CPU, a long task of
 *  its own (issue 42). Six per task keeps each short; the requests start a few ms apart. A hidden
 *  page blocks no one, and its timers wait up to a second each: it takes them all at once. */
function preloadInTasks(hrefs: string[], done: () => void) {
  const batch = document.hidden ? hrefs.length : 6;
  for (const href of hrefs.slice(0, batch)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > batch) setTimeout(() => preloadInTasks(hrefs.slice(batch), done), 0);
  else done();
}

/** The reader's catalogue chunks (decision 142): the shell's texts and the page's group (`@home`
 *  first among its files), in the language the server rendered the page in (`<html lang>`), so
 *  they download beside the entry instead of once main.tsx asks for them. */
function textsOf(pageFiles: string[]): string[] {
  const chunks =
    tag?.getAttribute(`data-texts-${document.documentElement.lang.toLowerCase()}`)?.split(' ') ?? [];
  const groups = ['shell', pageFiles[0]?.startsWith('@') ? pageFiles[0].slice(1) : ''];
  return chunks.flatMap((chunk) => {
    const [group = '', file = ''] = chunk.split('=');
    return groups.includes(group) ? [file] : [];
  });
}

/** Which server-rendered page (routes.tsx, RENDERED_PAGES in vite.config.ts) a path shows: its
 *  `data-page-*` name. A page of one segment (/faq, /transparency) is named by it; one the build
 *  names no chunks for (/dashboard, not rendered) has no such attribute, and nothing is fetched
 *  early. */
function pageOf(path: string): string | null {
  const clean = path.replace(/\/+$/, '');
  if (clean === '') return 'home';
  if (/^\/(discover|campaigns)$/.test(clean)) return 'discover';
  if (/^\/campaigns?\/[^/]+$/.test(clean)) return 'campaign';
  if (/^\/campaign\/[^/]+\/ledger$/.test(clean)) return 'ledger';
  if (/^\/receipt\/[^/]+\/[^/]+\/[^/]+$/.test(clean)) return 'receipt';
  if (clean === '/email/unsubscribe') return 'unsubscribe';
  return /^\/[a-z-]+$/.exec(clean)?.[0].slice(1) ?? null;
}

/** Calls `then` once the first frame with content has been shown: the browser reports that frame
 *  (first-contentful-paint) only when it knows when it reached the screen, later than the frame
 *  callback before it, which on a busy machine came too early. */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // A frame callback runs just before the frame is painted; the task it queues, just after.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(then, 0);
  }).observe({ type: 'paint', buffered: true });
}

if (rendered) holdEarlyEvents();
if (rendered && document.visibilityState === 'visible') {
  afterFirstPaint(start);
  // A tab hidden meanwhile gets no frames: it starts anyway.
  setTimeout(start, 1_000);
} else {
  start();
}
