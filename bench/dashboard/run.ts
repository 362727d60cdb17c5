// Time to content of the dashboard (issue 40): each page of /dashboard, signed in as a demo creator,
// beside the public pages /, /discover and /campaign/1 in the same run, of the built app on a
// fresh embedded stack, in the Chromium the browser suite drives with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, as a mid-range phone). Target: content within 1.5 s of
// navigation on a quiet machine.
//   npx tsx bench/dashboard/run.ts [--runs 3] [--account 3] [--url /dashboard/donations] [--no-in-app]
// "Content" is the page's main data on screen, not its placeholders: per page a selector of that
// data (the totals, the list, the table, the form), and on the dashboard no skeleton left in
// <main> and the section's own title. Each load is a new browser profile (empty cache) that is
// already signed in, as a returning user: the session is put into localStorage through the API
// (e2e/support/session.ts, the test wallet approved for the site) before the page opens.
// Then, unless --no-in-app, the dashboard as people move in it: from the overview, each section
// opened from the side menu, from the click to its content.
// Builds the web app first when its sources changed (scripts/build-web.ts).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page, request } from '@playwright/test';
import type { Hex } from 'viem';
import { apiSignIn, signInThroughApi } from '../../e2e/support/session';
import type { PublicConfig } from '../../e2e/support/stack';
import { type BuiltStack, ensureChromium, formatTable, startBuiltStack } from '../support';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // Dev accounts 3 to 8 are the demo creators (apps/server/src/demo/seed-data.ts); 3 has
    // campaigns, donations to others' campaigns and the demo withdrawal.
    account: { type: 'string', default: '3' },
    url: { type: 'string' },
    'no-in-app': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const ACCOUNT = Number(values.account);
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CPU_SLOWDOWN = 4;
const TARGET_MS = 1_500;
/** Past this, a page that has not shown its content counts as never shown. */
const CONTENT_TIMEOUT_MS = 30_000;

/** What says a page's main data is on screen. */
interface ContentSpec {
  path: string;
  /** Elements of the page's main data, inside <main>, one of which must be rendered. */
  selector: string;
  /** The dashboard section's h1 (so an in-app move is not done on the page it left). */
  title?: string;
  /** No skeleton (`.animate-pulse`) left in <main>: the dashboard's sections fill in as they load. */
  noSkeletons?: boolean;
  /** Signed in as the demo creator. */
  signedIn: boolean;
}

const PUBLIC_PAGES: ContentSpec[] = [
  // The campaign cards' funding bars (the server rendered them).
  { path: '/', selector: '[role="progressbar"]', signedIn: false },
  { path: '/discover', selector: '[role="progressbar"]', signedIn: false },
  // The campaign's raised-of-goal bar.
  { path: '/campaign/1', selector: '[role="progressbar"]', signedIn: false },
];

function dashboardPages(options: { hasPledges: boolean; campaignId: number | undefined }): ContentSpec[] {
  const section = (path: string, title: string, selector: string): ContentSpec => ({
    path,
    title,
    selector,
    noSkeletons: true,
    signedIn: true,
  });
  return [
    // The summary cards' figures (and, with no skeleton left, the recent campaigns and donations).
    section('/dashboard', 'Dashboard', 'dl dd'),
    section('/dashboard/campaigns', 'My Campaigns', 'li h2'),
    section(
      '/dashboard/donations',
      'My Donations',
      // The recurring gifts too, when the account has some: they used to arrive after the rest.
      options.hasPledges
        ? 'ul[aria-label="My recurring gifts"] ~ * ul[aria-label="My donations"] li'
        : 'ul[aria-label="My donations"] li',
    ),
    section('/dashboard/wallets', 'Campaign Wallets', 'table[aria-label="Campaign wallets"] tbody tr'),
    section('/dashboard/analytics', 'Analytics', 'dl dd'),
    section('/dashboard/withdrawals', 'Withdrawals', 'form[aria-label="Withdrawal details"]'),
    section('/dashboard/settings', 'Settings', 'form[aria-label="Profile settings"] input'),
    ...(options.campaignId === undefined
      ? []
      : [section(`/dashboard/campaigns/${options.campaignId}/edit`, 'My Campaigns', 'form input')]),
  ];
}

interface Bench {
  fcp?: number;
  ready?: number;
  content?: number;
}

/** Runs in the page from before its first script: records the first paint, the moment the app
 *  marks the page ready, and the first frame in which `spec`'s content is on screen. */
function watchContent(spec: ContentSpec) {
  const w = window as unknown as { bench: Bench; benchShown: (s: ContentSpec) => boolean };
  w.bench = {};
  w.benchShown = (s) => {
    const main = document.querySelector('main');
    if (!main) return false;
    if (s.title !== undefined && main.querySelector('h1')?.textContent?.trim() !== s.title) return false;
    // Any of them rendered: a page may keep a copy of a part for the other layout, hidden.
    const data = [...main.querySelectorAll(s.selector)];
    if (!data.some((el) => el.getClientRects().length > 0)) return false;
    if (!s.noSkeletons) return true;
    return [...main.querySelectorAll('.animate-pulse')].every((el) => el.getClientRects().length === 0);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') w.bench.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((_records, observer) => {
    if (document.documentElement && 'pageReady' in document.documentElement.dataset) {
      w.bench.ready = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
  // Checked once a frame, before it is painted. (No named function here: tsx would wrap it in a
  // helper the page does not have.)
  const v = w as typeof w & { benchCheck: () => void };
  v.benchCheck = () => {
    if (w.benchShown(spec)) w.bench.content = performance.now();
    else requestAnimationFrame(v.benchCheck);
  };
  requestAnimationFrame(v.benchCheck);
}

interface Session {
  base: string;
  config: PublicConfig;
  privateKey: Hex;
}

/** A page of a new context (empty cache), the CPU slowed, signed in as the creator if `signedIn`. */
async function openPage(browser: Browser, session: Session, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: session.base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (signedIn)
    await signInThroughApi(page, { rpcUrl: session.config.rpcUrl, privateKey: session.privateKey });
  return page;
}

/** One load from navigation: when the page painted, showed its content and was ready. */
async function timeLoad(browser: Browser, session: Session, spec: ContentSpec): Promise<Bench> {
  const page = await openPage(browser, session, spec.signedIn);
  try {
    await page.addInitScript(watchContent, spec);
    await page.goto(spec.path, { waitUntil: 'commit' });
    await page
      .waitForFunction(
        () => {
          // Both: a page the server rendered shows its content before it is ready, the dashboard after.
          const { bench } = window as unknown as { bench: Bench };
          return bench.content !== undefined && bench.ready !== undefined;
        },
        undefined,
        { timeout: CONTENT_TIMEOUT_MS },
      )
      .catch(() => undefined);
    return await page.evaluate(() => (window as unknown as { bench: Bench }).bench);
  } finally {
    await page.context().close();
  }
}

/** From the overview, each section opened from the side menu: ms from the click to its content. */
async function timeInApp(
  browser: Browser,
  session: Session,
  pages: ContentSpec[],
): Promise<Map<string, number>> {
  const overview = pages[0]!;
  const page = await openPage(browser, session, true);
  const times = new Map<string, number>();
  try {
    await page.addInitScript(watchContent, overview);
    await page.goto(overview.path, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { bench: Bench }).bench.content !== undefined,
      undefined,
      {
        timeout: CONTENT_TIMEOUT_MS,
      },
    );
    // The sections of the side menu, then back to the overview (its data is cached by then).
    const sections = pages.filter((spec) => /^\/dashboard\/[a-z]+$/.test(spec.path));
    for (const spec of [...sections, overview]) {
      const clicked = await page.evaluate((path) => {
        const link = document.querySelector<HTMLAnchorElement>(
          `aside[aria-label="Dashboard menu"] a[href="${path}"]`,
        );
        if (!link) return undefined;
        const at = performance.now();
        link.click();
        return at;
      }, spec.path);
      if (clicked === undefined) continue;
      const shown = await page
        .waitForFunction(
          (s) => {
            const w = window as unknown as { benchShown: (spec: unknown) => boolean };
            return w.benchShown(s) ? performance.now() : false;
          },
          spec,
          { polling: 'raf', timeout: CONTENT_TIMEOUT_MS },
        )
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(() => Number.NaN);
      times.set(spec.path, shown - clicked);
    }
  } finally {
    await page.context().close();
  }
  return times;
}

const median = (numbers: number[]) => {
  const known = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? Number.NaN;
};
const ms = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? `${Math.round(value)}` : '—';
const ratio = (value: number, to: number) =>
  Number.isFinite(value) && to > 0 ? `${(value / to).toFixed(2)}×` : '—';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// --- main ---------------------------------------------------------------------------------------

// The browser first: one that is missing stops the bench before the stack runs.
const CHROMIUM = ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
let stack: BuiltStack | undefined;
// Ctrl-C or a kill: the stack goes at once (the guard of startBuiltStack would stop it too, once
// this process has gone).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([browser.close(), stack?.stop()]).then(() => process.exit(130));
  });
}
try {
  stack = await startBuiltStack('dashboard');
  const out = (...lines: string[]) => console.info(lines.join('\n'));
  out(`load average at start: ${load()}`);
  // e2e/support/session.ts signs in for the stack at this port.
  process.env.E2E_PORT = new URL(stack.url).port;
  const config = (await (await fetch(`${stack.url}/api/config`)).json()) as PublicConfig;
  const privateKey = config.devAccounts?.[ACCOUNT]?.privateKey;
  if (!privateKey) throw new Error(`the stack offers no dev account ${ACCOUNT}`);
  const session: Session = { base: stack.url, config, privateKey };

  // What the account has, for the pages' selectors: its first campaign, whether it gives monthly.
  const api = await request.newContext({ baseURL: stack.url });
  const { accessToken } = await apiSignIn(api, privateKey);
  const get = async <T>(path: string): Promise<T> => {
    const response = await api.get(path, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
  const own = await get<{ id: number }[]>('/api/campaigns/me');
  const pledges = (await get<{ items: unknown[] }>('/api/pledges')).items;
  await api.dispose();
  const dashboard = dashboardPages({ hasPledges: pledges.length > 0, campaignId: own[0]?.id });
  const all = [...PUBLIC_PAGES, ...dashboard].filter((spec) => !values.url || spec.path === values.url);
  if (all.length === 0) throw new Error(`no page ${values.url}`);
  out(`signed in as dev account ${ACCOUNT} (${own.length} campaigns, ${pledges.length} recurring gifts)`);

  // A warm-up load per page, not counted: the server's renderer and caches are ready after it.
  for (const spec of all) await timeLoad(browser, session, spec);

  const results = new Map<string, Bench[]>();
  for (let run = 0; run < RUNS; run += 1) {
    // Pages in turn within a run, so a burst of load elsewhere falls on all of them alike.
    for (const spec of all) {
      const runs = results.get(spec.path) ?? [];
      runs.push(await timeLoad(browser, session, spec));
      results.set(spec.path, runs);
    }
  }
  const contentOf = (path: string) => median((results.get(path) ?? []).map((b) => b.content ?? Number.NaN));
  const publicMedian = median(PUBLIC_PAGES.map((spec) => contentOf(spec.path)));
  out(
    `\nTime to content at ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS}, a new profile each load, ` +
      `ms from navigation start (target ≤ ${TARGET_MS}):`,
    formatTable(
      all.map((spec) => {
        const runs = results.get(spec.path) ?? [];
        const content = contentOf(spec.path);
        return {
          page: spec.path,
          content: ms(content),
          paint: ms(median(runs.map((b) => b.fcp ?? Number.NaN))),
          ready: ms(median(runs.map((b) => b.ready ?? Number.NaN))),
          'of target': ratio(content, TARGET_MS),
          'of public median': ratio(content, publicMedian),
          runs: runs.map((b) => ms(b.content)).join(', '),
        };
      }),
    ),
    `public pages' median time to content: ${ms(publicMedian)} ms`,
  );
  out(`load average after the loads: ${load()}`);

  const inAppPages = dashboard.filter((spec) => all.includes(spec));
  if (!values['no-in-app'] && inAppPages[0]?.path === '/dashboard') {
    const moves = new Map<string, number[]>();
    for (let run = 0; run < RUNS; run += 1) {
      for (const [path, time] of await timeInApp(browser, session, inAppPages)) {
        moves.set(path, [...(moves.get(path) ?? []), time]);
      }
    }
    out(
      `\nIn the dashboard at ${CPU_SLOWDOWN}× (signed in, from the overview): each section from the ` +
        `side menu, ms from the click to its content, median of ${RUNS}:`,
      formatTable(
        [...moves].map(([path, times]) => ({
          section: path,
          content: ms(median(times)),
          'of target': ratio(median(times), TARGET_MS),
          runs: times.map(ms).join(', '),
        })),
      ),
    );
    out(`load average at the end: ${load()}`);
  }
} finally {
  await browser.close().catch(() => undefined);
  await stack?.stop();
}
