import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths';

describe('isPagePath', () => {
  it("knows the web app's pages, so everything else answers 404 with the app's 404 page", () => {
    for (const path of [
      '/',
      '/discover?status=ended',
      '/campaign/12',
      '/campaigns/12',
      '/campaign/12/ledger',
      '/create',
      '/dashboard',
      '/dashboard/donations',
      '/admin',
      '/admin/campaigns/4',
      '/receipt/31337/0xabc/0',
      '/whitepaper/',
      '/connect?next=%2Fdashboard',
      '/verify-email?token=abc',
      '/email/unsubscribe?t=abc',
      '/pledges/0xabc/cancel?t=1.x',
      '/dev/mailbox',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/no-such-page',
      '/campaign',
      '/campaign/12/nope',
      '/receipt/1',
      '/aboutx',
      '/wp-admin',
      '/dashboardx',
      '/pledges/0xabc',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
