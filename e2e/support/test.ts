import { test as base, expect, type Page } from '@playwright/test';
import { type AxeFinding, describeFindings, scanPage } from './axe';

/** What Chromium prints when the Content-Security-Policy blocks something. */
const CSP_VIOLATION =
  /Content Security Policy|Refused to (load|execute|evaluate|apply|connect|frame|create)/i;

/** The pages of the running test, scanned with axe before they move on and at the test's end. */
const tracked = new Set<Page>();
/** The serious and critical accessibility violations found so far in the running test. */
const axeFindings: AxeFinding[] = [];

async function scanBeforeLeaving(page: Page) {
  const started = Date.now();
  axeFindings.push(...(await scanPage(page)));
  // The scan's time is not the test's: its timeout grows by it, so a slow machine fails no test
  // for being scanned.
  try {
    const info = test.info();
    info.setTimeout(info.timeout + (Date.now() - started));
  } catch {
    // Outside a test (a fixture of the worker): no timeout to move.
  }
}

/**
 * A page the server rendered (decision 055) shows its controls before React has hydrated them;
 * what is typed or clicked in that moment is lost, and the app's code is fetched only after the
 * first paint, so it may arrive after the `load` that `goto` waits for. This makes `goto` and
 * `reload` of such a page wait for the app to mark it ready (routes.tsx), as a person would wait
 * for the page to settle. The `page` fixture has it; a page of a context a test opens itself
 * needs it too.
 *
 * It also has the page scanned for accessibility (support/axe.ts, issue 27) in the state the test
 * leaves it in: before each `goto`, `reload` and `close`, and at the test's end. A scan then never
 * runs between a test's steps, where it could change what the test measures.
 */
export function waitingForHydration(page: Page): Page {
  const ready = () =>
    page.waitForFunction(
      () => !document.getElementById('ssr-state') || 'pageReady' in document.documentElement.dataset,
      undefined,
      { timeout: 15_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const close = page.close.bind(page);
  tracked.add(page);
  page.on('close', () => tracked.delete(page));
  page.goto = async (url, options) => {
    await scanBeforeLeaving(page);
    const response = await goto(url, options);
    await ready();
    return response;
  };
  page.reload = async (options) => {
    await scanBeforeLeaving(page);
    const response = await reload(options);
    await ready();
    return response;
  };
  page.close = async (options) => {
    await scanBeforeLeaving(page);
    await close(options);
  };
  return page;
}

/**
 * Playwright's `test` with the CSP on guard: every page of every test records the console's
 * CSP violations, and the test fails if any is left at its end (issue 14, item 4). A test that
 * provokes one on purpose takes it out of `cspViolations` after checking it.
 *
 * And with axe-core on guard (issue 27): every page the test visits is scanned, signed in or out
 * as the test has it, at 1280 and 390 px, once per page state in the run, and the test fails on
 * a serious or critical WCAG 2.2 AA violation (`axeViolations`).
 */
export const test = base.extend<{ cspViolations: string[]; axeViolations: AxeFinding[] }>({
  page: async ({ page }, use, testInfo) => {
    await use(waitingForHydration(page));
    // Here, while the page is still open: the context closes before the auto fixtures end.
    if (testInfo.status === testInfo.expectedStatus) await scanBeforeLeaving(page);
  },
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('console', (message) => {
          if (CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      if (violations.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
      }
    },
    { auto: true },
  ],
  axeViolations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      axeFindings.length = 0;
      await use(axeFindings);
      if (testInfo.status === testInfo.expectedStatus) {
        // Pages of contexts the test opened itself and left open.
        for (const page of [...tracked]) await scanBeforeLeaving(page);
      }
      tracked.clear();
      if (axeFindings.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(
          `Serious or critical accessibility violations (axe-core, WCAG 2.2 AA):\n${describeFindings(axeFindings)}`,
        );
      }
    },
    { auto: true },
  ],
});

export type { Page };
export { expect };
