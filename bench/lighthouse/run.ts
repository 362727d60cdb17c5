// Lighthouse (mobile, default settings) against the built app on a fresh embedded stack: `/`,
// `/discover` and `/campaign/1`, 3 runs each in Debian's Chromium, medians of the performance
// score, LCP, CLS and TBT. Targets (issue 15): score ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05.
//   npx tsx bench/lighthouse/run.ts [--runs 3] [--url /discover] [--save /tmp/lhr]
// --save writes each run's Lighthouse result (JSON) there, to see what is on the critical path.
// A run Lighthouse could not measure (a runtimeError such as NO_FCP, or no score) is tried
// again, up to twice, and reported with its error code instead of counting as a score of 0.
// Builds the web app first when its sources changed (scripts/build-web.ts).
// --categories seo,best-practices (any of Lighthouse's categories but performance) reports each
// category's score on each page and every audit that did not pass, once per page (the SEO and Best
// Practices audits do not move with the machine's load; issue 41 asks SEO 100 and Best Practices
// ≥ 95); --url may then be given several times. --base-url http://localhost:3300 measures a stack
// already running (a clone's, with its own data) instead of starting one.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium, startBuiltStack } from '../support';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string', multiple: true },
    save: { type: 'string' },
    categories: { type: 'string' },
    'base-url': { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const PATHS = values.url?.length ? values.url : ['/', '/discover', '/campaign/1'];
const CATEGORIES = values.categories?.split(',').filter(Boolean) ?? [];

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

// Before the stack: a browser that is missing stops the bench before anything runs.
const chromePath = ensureChromium();
const baseUrl = values['base-url'];
const stack = baseUrl
  ? { url: baseUrl.replace(/\/$/, ''), stop: async () => {} }
  : await startBuiltStack('lighthouse');
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await (CATEGORIES.length > 0 ? reportCategories() : reportPerformance());
} finally {
  chrome.kill();
  await stack.stop();
}

/** Each page's score in CATEGORIES and the audits of those categories that did not pass (score
 *  below 1; the informative, manual and not applicable ones aside), with what Lighthouse points at. */
async function reportCategories(): Promise<void> {
  if (values.save) await mkdir(values.save, { recursive: true });
  for (const path of PATHS) {
    const result = await lighthouse(`${stack.url}${path}`, {
      port: chrome.port,
      onlyCategories: CATEGORIES,
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) {
      console.info(`${path}: no result`);
      process.exitCode = 1;
      continue;
    }
    if (values.save) {
      await writeFile(join(values.save, `${path.replaceAll(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
    }
    const scores = CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return `${id} ${typeof score === 'number' ? Math.round(score * 100) : '—'}`;
    });
    console.info(`${path}  ${scores.join('  ')}${lhr.runtimeError ? `  (${lhr.runtimeError.code})` : ''}`);
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) continue;
        if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
        const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        const shown = items.slice(0, 5).map((item) => {
          const node = item.node as { snippet?: string } | undefined;
          return node?.snippet ?? item.url ?? item.source ?? JSON.stringify(item).slice(0, 160);
        });
        console.info(`  ✗ ${id} ${ref.id} (weight ${ref.weight}): ${audit.title}`);
        for (const line of shown) console.info(`      ${String(line).slice(0, 200)}`);
      }
    }
  }
}

/** The performance score, FCP, LCP, Speed Index, CLS and TBT of each page: medians of RUNS runs. */
async function reportPerformance(): Promise<void> {
  const rows: string[] = [];
  if (values.save) await mkdir(values.save, { recursive: true });
  for (const path of PATHS) {
    const runs: { score: number; fcp: number; lcp: number; si: number; cls: number; tbt: number }[] = [];
    const errors: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (let attempt = 0; ; attempt += 1) {
        const result = await lighthouse(`${stack.url}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (values.save && lhr) {
          const name = `${path.replaceAll(/[^a-z0-9]+/gi, '_')}-${run + 1}${attempt ? `-retry${attempt}` : ''}.json`;
          await writeFile(join(values.save, name), JSON.stringify(lhr));
        }
        const score = lhr?.categories.performance?.score;
        // Lighthouse scores a run it could not measure as 0 or null (NO_FCP, a page that did not
        // load, a protocol timeout): that is no figure of the page, so it is tried again.
        if (!lhr || lhr.runtimeError || typeof score !== 'number') {
          errors.push(lhr?.runtimeError?.code ?? (lhr ? 'NO_SCORE' : 'NO_RESULT'));
          if (attempt < 2) continue;
          break;
        }
        const audits = lhr.audits;
        runs.push({
          score: Math.round(score * 100),
          fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          si: audits['speed-index']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        });
        break;
      }
    }
    const failed = errors.length > 0 ? `; errored runs, tried again: ${errors.join(', ')}` : '';
    rows.push(
      `${path.padEnd(14)} score ${String(median(runs.map((r) => r.score))).padStart(3)}  ` +
        `FCP ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s  ` +
        `LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s  ` +
        `SI ${(median(runs.map((r) => r.si)) / 1000).toFixed(2)} s  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}  ` +
        `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms  (runs: ${runs.map((r) => r.score).join(', ')}${failed})`,
    );
  }
  console.info(`Lighthouse mobile, median of ${RUNS} runs:\n${rows.join('\n')}`);
}
