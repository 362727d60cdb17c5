import type { APIRequestContext, Page } from '@playwright/test';

export interface ListedCampaign {
  id: number;
  title: string;
}

/** The most funded campaign of the list. */
export async function fundedCampaign(request: APIRequestContext): Promise<ListedCampaign> {
  const list = (await (await request.get('/api/campaigns?sortBy=funded&limit=1')).json()) as ListedCampaign[];
  const campaign = list[0];
  if (!campaign) throw new Error('no campaign listed');
  return campaign;
}

/** Adds up, from before the first script runs, the page's layout shifts in
 *  `window.layoutShift`. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts `watchLayoutShift` has added up on the page so far. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Counts, from before the first script runs, the nodes taken out of #root (React replacing the
 *  server's markup instead of adopting it) and the layout shifts; `rootChanges` reads them. */
export async function watchRoot(page: Page) {
  await watchLayoutShift(page);
  await page.addInitScript(() => {
    const w = window as unknown as { rootRemovals: number };
    w.rootRemovals = 0;
    const watch = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      watch.disconnect();
      new MutationObserver((records) => {
        for (const record of records) w.rootRemovals += record.removedNodes.length;
      }).observe(root, { childList: true });
    });
    watch.observe(document, { childList: true, subtree: true });
  });
}

/** What `watchRoot` counted so far on the page. */
export function rootChanges(page: Page): Promise<{ rootRemovals: number; layoutShift: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { rootRemovals: number; layoutShift: number };
    return { rootRemovals: w.rootRemovals, layoutShift: w.layoutShift };
  });
}
