// How soon a server-rendered page answers (issue 28): `/`, `/discover` and `/campaign/1` of the
// built app on a fresh embedded stack, in Debian's Chromium with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, as a mid-range phone), a new profile (empty cache) per load.
//   npx tsx bench/interactive/run.ts [--runs 3] [--lighthouse-runs 3] [--no-lighthouse] [--url /discover]
//                                     [--profile] [--locales en,de,ar] [--long-tasks]
// --long-tasks prints, under each page, the long tasks of its median Lighthouse run and the script each is blamed on.
// --locales measures each page in each language (`?lang=de`, which the server renders in it, its
// own canonical URL), the copies too; the early actions are English's (their controls' names).
// --profile adds, per page, where the main thread's time went from navigation to ready (a CPU
// profile's self time by script file) and which scripts were downloaded before and after ready.
// For each page, medians over the runs of:
// - first paint (FCP) and ready (the app marks <html data-page-ready> once hydrated, routes.tsx),
//   the gap between them, and where it goes: paint → the app's code asked for → its last script
//   in → ready (evaluating and hydrating);
// - Total Blocking Time from the first paint until the network is idle (long tasks' time beyond
//   50 ms each), and the JavaScript downloaded until then, gzipped (issue 28: ≤ 150 KB on
//   /campaign/:id, lazy chunks included);
// - early clicks: each control is clicked (or typed into) as soon as it is painted, before the app
//   is ready, in a page of its own, and the bench checks that it took effect without a second
//   click (the wallet dialog opens, the tab changes, the results are filtered, the typed amount is
//   still there): the share that did, of those that really came before ready.
// Then Lighthouse (mobile, its own simulated throttling) on each page and, in the same run, on a
// static baseline of the same size: the page's own HTML (and inlined stylesheet) with its scripts
// taken out, padded to the same bytes, served from this process with the same compression. What
// Lighthouse says of the baseline is what this machine allows a page of that size without any
// script: a loaded machine pulls both down, so compare them, not a score with another day's.
// Builds the web app first when its sources changed (scripts/build-web.ts).
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { findFreePort } from '@crowdvault/contracts/dev-chain';
import { type Browser, chromium, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium, startBuiltStack } from '../support';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    url: { type: 'string' },
    locales: { type: 'string', default: 'en' },
    'long-tasks': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const LIGHTHOUSE_RUNS = Number(values['lighthouse-runs']);
const PAGES = values.url ? [values.url] : ['/', '/discover', '/campaign/1', '/about'];
/** Each page in each language asked for: English as a visitor gets it, the others by `?lang=`. */
const PATHS = values.locales
  .split(',')
  .flatMap((locale) =>
    PAGES.map((path) =>
      locale === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`,
    ),
  );
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CPU_SLOWDOWN = 4;
/** Past this, a page that has not marked itself ready counts as never ready. */
const READY_TIMEOUT_MS = 30_000;

const median = (numbers: number[]) => {
  const known = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '—');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Recorded in the page from before its first script: the first paint, the long tasks and the
 *  moment the app marks the page ready. */
function recordTimings() {
  const w = window as unknown as {
    bench: Bench;
  };
  w.bench = { longTasks: [] };
  // The visitor's first press or typing (the early actions below).
  for (const type of ['pointerdown', 'keydown', 'input', 'change']) {
    addEventListener(
      type,
      () => {
        w.bench.acted ??= performance.now();
      },
      { capture: true },
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') w.bench.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  // There is no <html> element yet when this runs: the document is watched.
  new MutationObserver((_records, observer) => {
    if (document.documentElement && 'pageReady' in document.documentElement.dataset) {
      w.bench.ready = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
}

interface Bench {
  fcp?: number;
  ready?: number;
  acted?: number;
  longTasks: { start: number; duration: number }[];
}

async function openThrottled(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(recordTimings);
  return page;
}

interface Timing {
  fcp: number;
  ready: number;
  requested: number;
  loaded: number;
  tbt: number;
  jsGzipKB: number;
  scripts: number;
}

/** One load: timings, long tasks and the JavaScript downloaded until the network is idle. */
async function timeLoad(browser: Browser, url: string): Promise<Timing> {
  const page = await openThrottled(browser);
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => (window as unknown as { bench: Bench }).bench.ready !== undefined, undefined, {
        timeout: READY_TIMEOUT_MS,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { bench, scripts } = await page.evaluate(() => ({
      bench: (window as unknown as { bench: Bench }).bench,
      // The app's code (not the boot file): when it was asked for and when its last file came in
      // before the page was ready.
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType !== 'navigation' && /\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
    }));
    const fcp = bench.fcp ?? Number.NaN;
    const ready = bench.ready ?? Number.NaN;
    const app = scripts.filter((script) => !/\/boot-[^/]*\.js/.test(script.name));
    const beforeReady = app.filter((script) => script.end <= ready);
    const tbt = bench.longTasks
      .filter((task) => task.start + task.duration > fcp)
      .reduce((sum, task) => {
        const start = Math.max(task.start, fcp);
        return sum + Math.max(0, task.start + task.duration - start - 50);
      }, 0);
    const sizes = await Promise.all(bodies);
    return {
      fcp,
      ready,
      requested: Math.min(...beforeReady.map((script) => script.start)),
      loaded: Math.max(...beforeReady.map((script) => script.end)),
      tbt,
      jsGzipKB: sizes.reduce((a, b) => a + b, 0) / 1024,
      scripts: sizes.length,
    };
  } finally {
    await page.context().close();
  }
}

/** One more load with V8's sampling profiler on, from navigation to ready. */
async function profileLoad(browser: Browser, url: string): Promise<string[]> {
  const page = await openThrottled(browser);
  const cdp = await page.context().newCDPSession(page);
  const scripts: { name: string; kb: Promise<number>; at: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      name: new URL(response.url()).pathname.split('/').pop() ?? '',
      at: Date.now(),
      kb: response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length / 1024)
        .catch(() => 0),
    });
  });
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as unknown as { bench: Bench }).bench.ready !== undefined,
      undefined,
      {
        timeout: READY_TIMEOUT_MS,
      },
    );
    const readyAt = Date.now();
    const { profile } = await cdp.send('Profiler.stop');
    await page.waitForLoadState('networkidle');
    const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    const selfByFunction = new Map<string, number>();
    profile.samples?.forEach((id, i) => {
      const frame = byNode.get(id)?.callFrame;
      const file = frame?.url ? (frame.url.split('/').pop() ?? frame.url) : (frame?.functionName ?? '?');
      const time = (profile.timeDeltas?.[i] ?? 0) / 1000;
      self.set(file, (self.get(file) ?? 0) + time);
      if (frame?.url) {
        const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
        selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + time);
      }
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 10);
    const before = scripts.filter((script) => script.at <= readyAt);
    const after = scripts.filter((script) => script.at > readyAt);
    const list = async (group: typeof scripts) =>
      (await Promise.all(group.map(async (script) => `${script.name} ${(await script.kb).toFixed(1)}`))).join(
        ', ',
      );
    return [
      `  ${new URL(url).pathname}: ${Math.round(total)} ms of main thread to ready; self time by file: ` +
        top.map(([file, time]) => `${file} ${Math.round(time)}`).join(', '),
      `    the app's functions by self time: ${[...selfByFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, time]) => `${name} ${Math.round(time)}`)
        .join(', ')}`,
      `    scripts before ready (KB gz): ${await list(before)}`,
      `    scripts after ready: ${await list(after)}`,
    ];
  } finally {
    await page.context().close();
  }
}

interface EarlyAction {
  name: string;
  path: string;
  /** Acts on the painted page as a visitor would, as soon as the control is there. */
  act: (page: Page) => Promise<void>;
  /** Resolves once the action shows its effect, rejects after the timeout. */
  effect: (page: Page) => Promise<void>;
}

const EFFECT_TIMEOUT = { timeout: 15_000 };
const dialogOpens = (page: Page) =>
  page
    .getByRole('dialog')
    .first()
    .waitFor({ state: 'visible', ...EFFECT_TIMEOUT });

function earlyActions(campaignPath: string): EarlyAction[] {
  return [
    {
      name: 'Connect Wallet on /',
      path: '/',
      act: (page) => page.getByRole('button', { name: 'Connect Wallet' }).first().click(),
      effect: dialogOpens,
    },
    {
      name: 'Connect Wallet on /discover',
      path: '/discover',
      act: (page) => page.getByRole('button', { name: 'Connect Wallet' }).first().click(),
      effect: dialogOpens,
    },
    {
      name: 'category filter on /discover',
      path: '/discover',
      act: async (page) => {
        await page.getByRole('combobox', { name: 'Category' }).selectOption('Education');
      },
      effect: (page) => page.waitForURL(/category=Education/, EFFECT_TIMEOUT),
    },
    {
      name: 'amount typed, then Donate',
      path: campaignPath,
      act: async (page) => {
        await page.getByRole('spinbutton', { name: /Amount/ }).fill('7');
        await page.getByRole('button', { name: 'Donate Now' }).click();
      },
      effect: async (page) => {
        // Not signed in: the panel asks to connect a wallet, and the amount is still there.
        await dialogOpens(page);
        // Read past the dialog, which hides the rest of the page from the accessibility tree.
        const amount = await page.locator('aside input[type="number"]').first().inputValue();
        if (amount !== '7') throw new Error(`the amount reads "${amount}" after hydration`);
      },
    },
    {
      name: 'Share on the campaign',
      path: campaignPath,
      act: (page) => page.getByRole('button', { name: 'Share' }).first().click(),
      effect: dialogOpens,
    },
    {
      name: 'Donations tab',
      path: campaignPath,
      act: (page) => page.getByRole('tab', { name: 'Donations' }).click(),
      effect: (page) =>
        page
          .locator('[role="tab"][aria-selected="true"]', { hasText: 'Donations' })
          .waitFor({ state: 'visible', ...EFFECT_TIMEOUT }),
    },
  ];
}

interface EarlyResult {
  early: boolean;
  worked: boolean;
  error?: string;
}

async function tryEarly(browser: Browser, base: string, action: EarlyAction): Promise<EarlyResult> {
  const page = await openThrottled(browser);
  try {
    await page.goto(`${base}${action.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { bench?: Bench }).bench?.fcp !== undefined,
      undefined,
      {
        polling: 'raf',
        timeout: READY_TIMEOUT_MS,
      },
    );
    await action.act(page);
    let worked = true;
    let error: string | undefined;
    try {
      await action.effect(page);
    } catch (failure) {
      worked = false;
      error = (failure as Error).message.split('\n')[0];
    }
    // Early: the visitor's first press or keystroke came before the page was marked ready.
    const early = await page.evaluate(() => {
      const { acted, ready } = (window as unknown as { bench: Bench }).bench;
      return acted !== undefined && (ready === undefined || acted < ready);
    });
    return { early, worked, ...(error && { error }) };
  } finally {
    await page.context().close();
  }
}

// --- Lighthouse, with a static page of the same size beside each page -------------------------

/** Serves, for each path, the page's own HTML with every script taken out (padded to the same
 *  size), and passes every other request (fonts, favicon) to the stack. */
async function startBaseline(base: string, paths: string[]): Promise<{ url: string; close: () => void }> {
  const pages = new Map<string, string>();
  for (const path of paths) {
    const html = await (await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })).text();
    const stripped = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    const padding = Math.max(0, Buffer.byteLength(html) - Buffer.byteLength(stripped) - 7);
    pages.set(
      `/baseline${path}`,
      stripped.replace('</body>', () => `<!--${'x'.repeat(padding)}--></body>`),
    );
  }
  const port = await findFreePort();
  const server = createServer(async (request, response) => {
    const page = pages.get(request.url ?? '/');
    if (page) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'no-cache',
      });
      response.end(brotliCompressSync(page));
      return;
    }
    const upstream = await fetch(`${base}${request.url}`, {
      headers: { 'accept-encoding': 'identity' },
    }).catch(() => null);
    if (!upstream) {
      response.writeHead(502).end();
      return;
    }
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://localhost:${port}/baseline`, close: () => server.close() };
}

interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's long tasks (its "long-tasks" audit: simulated start and duration, and the script
   *  it blames), printed under the page with --long-tasks. */
  longTasks: { url: string; startTime: number; duration: number }[];
}

async function runLighthouse(
  port: number,
  url: string,
): Promise<{ runs: LighthouseRun[]; errors: string[] }> {
  const runs: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await lighthouse(url, {
        port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      // A run Lighthouse could not measure (NO_FCP, NO_NAVSTART) is no figure of the page.
      if (!lhr || lhr.runtimeError || typeof score !== 'number') {
        errors.push(lhr?.runtimeError?.code ?? 'NO_SCORE');
        continue;
      }
      runs.push({
        score: Math.round(score * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        longTasks: ((lhr.audits['long-tasks']?.details as { items?: LighthouseRun['longTasks'] } | undefined)
          ?.items ?? []) as LighthouseRun['longTasks'],
      });
      break;
    }
  }
  return { runs, errors };
}

/** Issue 42's measure, which carries from one host to another: the page's TBT as a multiple of
 *  its scriptless copy's in the same minutes (target ≤ 2×), and its score's distance from the
 *  copy's (target ≤ 5 points). A slow host raises both sides; a heavy page only its own. */
function ratioLine(page: LighthouseRun[], copy: LighthouseRun[]): string {
  const tbt = median(page.map((r) => r.tbt));
  // A copy's TBT can be 0 ms on a quiet host: 50 ms (one long task's allowance) keeps the ratio finite.
  const copyTbt = Math.max(median(copy.map((r) => r.tbt)), 50);
  const points = median(copy.map((r) => r.score)) - median(page.map((r) => r.score));
  return `    TBT ${(tbt / copyTbt).toFixed(1)}× the copy's (≤ 2×)  score ${points} points under the copy's (≤ 5)`;
}

/** The long tasks of the page's run with the median TBT: where the blocking time comes from. */
function longTaskLines(runs: LighthouseRun[]): string {
  const tbt = median(runs.map((r) => r.tbt));
  const run = runs.find((r) => r.tbt === tbt) ?? runs[0];
  if (!run) return '';
  return run.longTasks
    .map(
      (task) =>
        `      long task at ${ms(task.startTime).padStart(5)} ms, ${ms(task.duration).padStart(4)} ms  ` +
        `${task.url.replace(/^https?:\/\/[^/]+/, '') || '(no script)'}`,
    )
    .join('\n');
}

function lighthouseLine(label: string, { runs, errors }: { runs: LighthouseRun[]; errors: string[] }) {
  return (
    `  ${label.padEnd(32)} score ${String(median(runs.map((r) => r.score))).padStart(3)}  ` +
    `LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s  TBT ${ms(median(runs.map((r) => r.tbt)))} ms  ` +
    `CLS ${median(runs.map((r) => r.cls)).toFixed(3)}  (runs ${runs.map((r) => r.score).join(', ')}` +
    `${errors.length ? `; tried again: ${errors.join(', ')}` : ''})`
  );
}

// --- main ---------------------------------------------------------------------------------------

// The browser first: one that is missing or does not start stops the bench before the stack runs.
const CHROMIUM = ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
const stack = await startBuiltStack('interactive');
// Printed as it comes: a long run under load still shows what it has measured.
const out = { push: (...lines: string[]) => console.info(lines.join('\n')) };
out.push(`load average at start: ${load()}`);
try {
  // A warm-up load per page, not counted: the server's renderer and caches are ready after it.
  for (const path of PATHS) await timeLoad(browser, `${stack.url}${path}`);

  out.push(`\nLoads at ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS} (ms from navigation start):`);
  for (const path of PATHS) {
    const timings: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1) timings.push(await timeLoad(browser, `${stack.url}${path}`));
    const m = (pick: (t: Timing) => number) => median(timings.map(pick));
    out.push(
      `  ${path.padEnd(20)} paint ${ms(m((t) => t.fcp))}  ready ${ms(m((t) => t.ready))}  ` +
        `gap ${ms(m((t) => t.ready - t.fcp))} (paint→code asked ${ms(m((t) => t.requested - t.fcp))}, ` +
        `download ${ms(m((t) => t.loaded - t.requested))}, run+hydrate ${ms(m((t) => t.ready - t.loaded))})  ` +
        `TBT ${ms(m((t) => t.tbt))}  JS ${m((t) => t.jsGzipKB).toFixed(1)} KB gz in ${m((t) => t.scripts)} files` +
        `  (gaps ${timings.map((t) => ms(t.ready - t.fcp)).join(', ')})`,
    );
  }

  if (values.profile) {
    out.push('\nWhere the time to ready goes (one profiled load each; the profiler itself slows it):');
    for (const path of PATHS) out.push(...(await profileLoad(browser, `${stack.url}${path}`)));
  }

  out.push(`\nEarly actions at ${CPU_SLOWDOWN}× CPU slowdown, as soon as painted (${RUNS} tries each):`);
  let early = 0;
  let worked = 0;
  // The actions find their controls by English names: they run on the English pages measured only.
  const englishCampaign = PATHS.find((p) => p.startsWith('/campaign') && !p.includes('lang='));
  for (const action of earlyActions(englishCampaign ?? '/campaign/1')) {
    if (!PATHS.includes(action.path)) continue;
    const results: EarlyResult[] = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await tryEarly(browser, stack.url, action));
    const before = results.filter((r) => r.early);
    early += before.length;
    worked += before.filter((r) => r.worked).length;
    const failures = [...new Set(results.filter((r) => !r.worked).map((r) => r.error))];
    out.push(
      `  ${action.name.padEnd(30)} took effect ${before.filter((r) => r.worked).length} of ${before.length} ` +
        `before ready (${results.filter((r) => r.worked).length} of ${results.length} in all)` +
        `${failures.length ? `  e.g. ${failures[0]}` : ''}`,
    );
  }
  out.push(
    `  early actions that took effect: ${early ? ((worked / early) * 100).toFixed(0) : '—'}% (${worked} of ${early})`,
  );
  out.push(`load average after the browser runs: ${load()}`);
  await browser.close();

  if (!values['no-lighthouse']) {
    const baseline = await startBaseline(stack.url, PATHS);
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
    try {
      out.push(`\nLighthouse mobile, median of ${LIGHTHOUSE_RUNS}, each page beside its scriptless copy:`);
      for (const path of PATHS) {
        const page = await runLighthouse(chrome.port, `${stack.url}${path}`);
        const copy = await runLighthouse(chrome.port, `${baseline.url}${path}`);
        out.push(lighthouseLine(path, page));
        out.push(lighthouseLine(`  baseline ${path}`, copy));
        out.push(ratioLine(page.runs, copy.runs));
        if (values['long-tasks']) out.push(longTaskLines(page.runs));
      }
    } finally {
      chrome.kill();
      baseline.close();
    }
    out.push(`load average at the end: ${load()}`);
  }
} finally {
  await browser.close().catch(() => undefined);
  await stack.stop();
}
