import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { CampaignPage } from '../pages/campaign-page';
import { type ListedCampaign, openUsdtCampaigns } from '../support/open-campaigns';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, test } from '../support/test';

/** Another site: a page served by a server of its own on 127.0.0.1 (another origin than the
 *  app's localhost). A real server rather than a fulfilled route: Chromium's Local Network Access
 *  checks block a frame to a local server from a page with no address of its own. */
async function servePartnerPage(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fundraiser.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let config: PublicConfig;
let open: ListedCampaign[];
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  // Keep-what-you-raise: the payment link and a plain transfer count only there (decision 091).
  open = await openUsdtCampaigns(request);
  if (open.length === 0) throw new Error('the seed offers no open USDT campaign');
});

test.describe('sharing', () => {
  test('the campaign page builds an EIP-681 payment link for the amount chosen', async ({ page }) => {
    const target = open[0] as ListedCampaign;
    const usdt = config.tokens.find((token) => token.symbol === 'USDT');
    if (!usdt) throw new Error('no USDT on the stack');
    const campaign = new CampaignPage(page);
    await campaign.goto(target.id);
    // Its own region: the donation panel above has an Amount and a Token field too.
    const funding = page.getByRole('region', { name: 'Payment link' });
    await expect(funding).toBeVisible();
    await expect(funding.getByLabel('Token', { exact: true })).toHaveValue('USDT');
    await funding.getByLabel('Amount').fill('12.5');

    const uri = `ethereum:${usdt.address}@${config.chainId}/transfer?address=${target.walletAddress}&uint256=12500000`;
    await expect(funding.getByTestId('payment-link-uri')).toHaveText(uri);
    await expect(funding.getByRole('link', { name: 'Open in wallet app' })).toHaveAttribute('href', uri);
    // The QR code encodes that same URI, beside the plain address code of before.
    const qr = funding.getByRole('img', { name: /QR code of a payment link for 12.5 USDT/ });
    await expect(qr).toHaveAttribute('data-value', uri);
    await expect(campaign.walletQr).toBeVisible();

    await funding.getByLabel('Amount').fill('0.0000001');
    await expect(funding.getByTestId('payment-link-uri')).toHaveCount(0);
    await expect(funding.getByText('at most 6 decimal places')).toBeVisible();
  });

  test('a paused campaign offers no payment link', async ({ page, request }) => {
    const [paused] = (await (
      await request.get('/api/campaigns?status=paused&limit=1')
    ).json()) as ListedCampaign[];
    if (!paused) throw new Error('the seed has no paused campaign');
    const campaign = new CampaignPage(page);
    await campaign.goto(paused.id);
    await expect(campaign.title).toHaveText(paused.title);
    await expect(campaign.walletAddress).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment link' })).toHaveCount(0);
    await expect(page.getByTestId('payment-link-uri')).toHaveCount(0);
  });

  test('the share dialog offers the embed snippet, and another site frames the widget, which updates live', async ({
    page,
    baseURL,
    cspViolations,
  }) => {
    const target = open[open.length - 1] as ListedCampaign;
    const campaign = new CampaignPage(page);
    await campaign.goto(target.id);
    await page.getByRole('button', { name: 'Share' }).click();
    const snippet = await campaign.shareDialog.getByLabel('Embed on your site').inputValue();
    expect(snippet).toContain(`src="${baseURL}/embed/campaign/${target.id}"`);

    // The snippet pasted into a page of another origin, beside an attempt to frame the app itself.
    const partner = await servePartnerPage(
      `<!doctype html><html><body><h1>A partner site</h1>${snippet}
        <iframe id="app" src="${baseURL}/campaign/${target.id}" width="600" height="300"></iframe></body></html>`,
    );
    try {
      await page.goto(partner.url);
      const widget = page.frameLocator(`iframe[src$="/embed/campaign/${target.id}"]`);
      await expect(widget.getByRole('heading', { name: target.title })).toBeVisible();
      const donate = widget.getByRole('link', { name: 'Donate' });
      await expect(donate).toHaveAttribute('href', `/campaign/${target.id}`);
      await expect(donate).toHaveAttribute('target', '_blank');
      const raised = widget.locator('.raised strong');
      const before = Number((await raised.innerText()).replace(/[^\d.]/g, ''));

      // The app refuses to be framed: Chromium blocks it and says why.
      await expect
        .poll(() => cspViolations.some((message) => /frame-ancestors/.test(message)), { timeout: 10_000 })
        .toBe(true);
      await expect(page.frameLocator('#app').getByRole('heading', { name: target.title })).toHaveCount(0);
      cspViolations.splice(0);

      // A transfer to the vault reaches the framed card without a reload.
      const usdt = config.tokens.find((token) => token.symbol === 'USDT');
      const key = config.devAccounts?.[7]?.privateKey;
      if (!usdt || !key) throw new Error('no USDT or dev account on the stack');
      const chain = { ...foundry, rpcUrls: { default: { http: [config.rpcUrl] } } };
      const wallet = createWalletClient({
        account: privateKeyToAccount(key),
        chain,
        transport: http(config.rpcUrl),
      });
      await wallet.writeContract({
        address: usdt.address as Hex,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [target.walletAddress as Hex, parseUnits('3', usdt.decimals)],
      });
      const expected = (before + 3).toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      await expect(raised).toHaveText(`${expected}\u00a0USDT`, { timeout: 20_000 });
    } finally {
      await partner.close();
    }
  });

  test('a campaign link carries Open Graph tags and its preview image', async ({ request }) => {
    const target = open[0] as ListedCampaign;
    const html = await (
      await request.get(`/campaign/${target.id}`, { headers: { accept: 'text/html' } })
    ).text();
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(target.title.replaceAll('&', '&amp;'));
    expect(meta('og:description')).toBeTruthy();
    const image = meta('og:image');
    expect(image).toMatch(new RegExp(`/api/campaigns/${target.id}/og-image\\.png$`));
    const png = await request.get(image as string);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
