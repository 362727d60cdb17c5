import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, evaluated into the page being scanned (through the DevTools
 *  protocol, which the page's CSP does not govern). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, the level issue 27 holds every screen to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** A violation of these impacts fails the test; minor and moderate ones are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Every page state is scanned at both widths the product is designed for, whatever the test's own. */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * The states already scanned in this worker. The suite runs in one worker, so a page state that
 * many tests visit (Home signed out at 1280, say) is scanned once per run, not once per test.
 */
const scanned = new Set<string>();

export interface AxeFinding {
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * A page of the app under test: its origin is the suite's server (playwright.config.ts), not a
 * page a test made up to stand for another site (sharing.spec's fundraiser page).
 */
function isAppPage(url: string): boolean {
  if (!/^https?:/.test(url)) return false;
  const port = process.env.E2E_PORT;
  return !port || new URL(url).origin === `http://localhost:${port}`;
}

/**
 * What makes two visits the same page state for the scan: the route with its ids taken out, the
 * query's keys, who is signed in (nobody, a user, the admin), the width, and any open dialog,
 * menu or selected tab. Runs in the page.
 */
function describeState(): string {
  const path = location.pathname
    .split('/')
    .map((part) => (/^(0x[0-9a-f]+|[0-9a-f-]{16,}|\d+)$/i.test(part) ? ':id' : part))
    .join('/');
  const query = [...new URLSearchParams(location.search).keys()].sort().join(',');
  let who = 'signed-out';
  try {
    const wallet = JSON.parse(localStorage.getItem('walletState') ?? 'null') as {
      isConnected?: boolean;
      isAdmin?: boolean;
    } | null;
    if (wallet?.isConnected) who = wallet.isAdmin ? 'admin' : 'user';
  } catch {
    // An unreadable walletState is no wallet, as the app treats it.
  }
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
    return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
  };
  const open = Array.from(
    document.querySelectorAll('[role=dialog],[role=alertdialog],[role=menu],[role=listbox]'),
  )
    .filter(
      (element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0,
    )
    .map((element) => `${element.getAttribute('role')}:${nameOf(element)}`);
  const tabs = Array.from(document.querySelectorAll('[role=tab][aria-selected=true]')).map(nameOf);
  return [path + (query ? `?${query}` : ''), who, ...open, ...tabs.map((tab) => `tab:${tab}`)].join(' | ');
}

/** Runs axe on the page's top document (frames are pages of their own: the embed widget). */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, o: unknown): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options as Record<string, unknown>,
  );
}

/** Waits for running transitions (a dialog fading in, a toast sliding) so colours are final. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Scans the page as it is now, at 1280 and 390 px, unless this state was scanned before, and
 * returns the serious and critical violations. The viewport is put back as it was; the page is
 * otherwise untouched (axe only reads the DOM). With AXE_REPORT set to a file, every violation of
 * any impact and the time of each scan are appended there as JSON lines, to count them.
 */
export async function scanPage(page: Page): Promise<AxeFinding[]> {
  if (page.isClosed() || !isAppPage(page.url())) return [];
  const original = page.viewportSize();
  const findings: AxeFinding[] = [];
  const called = performance.now();
  try {
    // A state seen at both widths before costs one evaluate, no resize (most visits are repeats).
    const seen = await page.evaluate(describeState);
    if (WIDTHS.every((size) => scanned.has(`${seen} | ${size.width}px`))) return [];
    // The width being shown first, so that a page already at it is not resized twice.
    const widths = [...WIDTHS].sort(
      (a, b) => Number(b.width === original?.width) - Number(a.width === original?.width),
    );
    for (const size of widths) {
      if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
      await settle(page);
      const state = `${await page.evaluate(describeState)} | ${size.width}px`;
      if (scanned.has(state)) continue;
      scanned.add(state);
      const started = performance.now();
      const scan = () =>
        runAxe(page, { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] });
      let results = await scan();
      // A toast whose time ran out starts fading between the settle and the scan, and axe reads
      // its text at a fraction of its opacity. What fails is looked at once more after the page
      // settles again: a real violation is still there, a fading toast is gone.
      if (results.violations.some((violation) => FAILING_IMPACTS.has(violation.impact ?? 'unknown'))) {
        await settle(page);
        results = await scan();
      }
      for (const violation of results.violations) {
        const finding: AxeFinding = {
          state,
          rule: violation.id,
          impact: violation.impact ?? 'unknown',
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        };
        if (process.env.AXE_REPORT) appendFileSync(process.env.AXE_REPORT, `${JSON.stringify(finding)}\n`);
        if (FAILING_IMPACTS.has(finding.impact)) findings.push(finding);
      }
      if (process.env.AXE_REPORT) {
        const ms = Math.round(performance.now() - started);
        appendFileSync(process.env.AXE_REPORT, `${JSON.stringify({ state, scan: ms })}\n`);
      }
    }
  } catch (error) {
    // A page that navigates or closes under the scan has no state left to judge.
    if (page.isClosed() || /Execution context was destroyed|Target .*closed|navigat/i.test(String(error))) {
      return findings;
    }
    throw error;
  } finally {
    if (original && !page.isClosed() && page.viewportSize()?.width !== original.width) {
      await page.setViewportSize(original).catch(() => undefined);
    }
    if (process.env.AXE_REPORT) {
      const ms = Math.round(performance.now() - called);
      appendFileSync(process.env.AXE_REPORT, `${JSON.stringify({ url: page.url(), call: ms })}\n`);
    }
  }
  return findings;
}

/** The findings as a failure message: one line per rule and state, with the elements. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.impact}] ${finding.rule} (${finding.help}) on ${finding.state}:\n    ${finding.targets.slice(0, 8).join('\n    ')}`,
    )
    .join('\n');
}
