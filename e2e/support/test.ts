import { test as base, expect, type Page } from '@playwright/test';

/** What Chromium prints when the Content-Security-Policy blocks something. */
const CSP_VIOLATION =
  /Content Security Policy|Refused to (load|execute|evaluate|apply|connect|frame|create)/i;

/**
 * A page the server rendered (decision 055) shows its controls before React has hydrated them;
 * what is typed or clicked in that moment is lost, and the app's code is fetched only after the
 * first paint, so it may arrive after the `load` that `goto` waits for. This makes `goto` and
 * `reload` of such a page wait for the app to mark it ready (routes.tsx), as a person would wait
 * for the page to settle. The `page` fixture has it; a page of a context a test opens itself
 * needs it too.
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
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  return page;
}

/**
 * Playwright's `test` with the CSP on guard: every page of every test records the console's
 * CSP violations, and the test fails if any is left at its end (issue 14, item 4). A test that
 * provokes one on purpose takes it out of `cspViolations` after checking it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
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
});

export type { Page };
export { expect };
