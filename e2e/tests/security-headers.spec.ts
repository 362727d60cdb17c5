import { expect, test } from '../support/test';

test.describe('security headers', () => {
  test('pages are served under a Content-Security-Policy without inline or eval script', async ({ page }) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    await expect(page.getByRole('link', { name: /discover/i }).first()).toBeVisible();
    // The suite's fixture fails this test on any CSP violation the page reported.
  });

  test('a page refuses to be framed by another site', async ({ page, baseURL, cspViolations }) => {
    await page.setContent(`<iframe title="framed" src="${baseURL}/" width="600" height="400"></iframe>`);
    await expect.poll(() => cspViolations.join('\n')).toContain("frame-ancestors 'none'");
    const framed = page.frameLocator('iframe[title="framed"]');
    await expect(framed.locator('#root')).toHaveCount(0);
    // Provoked on purpose: checked above, so it does not fail the test.
    cspViolations.length = 0;
  });
});
