import sharp from 'sharp';
import { generatePrivateKey } from 'viem/accounts';
import { AdminPage } from '../pages/admin-page';
import { CreateCampaignPage } from '../pages/create-campaign-page';
import { DiscoverPage } from '../pages/discover-page';
import { signInThroughApi } from '../support/session';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test, waitingForHydration } from '../support/test';

interface StoredImage {
  id: number;
  variants: { url: string; type: string; width: number }[];
}

/** Small photos made here (sharp), each a plain colour so a picture can be told by its pixels. */
const COLOURS = {
  cover: { r: 220, g: 40, b: 40 },
  first: { r: 40, g: 160, b: 60 },
  second: { r: 40, g: 70, b: 200 },
} as const;
type Photo = keyof typeof COLOURS;

async function photo(name: Photo): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: COLOURS[name] },
  })
    .png()
    .toBuffer();
  return { name: `${name}.png`, mimeType: 'image/png', buffer };
}

/** The stored images `POST /api/images` answers for the upload the action starts. */
async function uploaded(page: Page, action: () => Promise<void>): Promise<StoredImage[]> {
  const response = page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname === '/api/images' && candidate.request().method() === 'POST',
  );
  await action();
  const answer = await response;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { images: StoredImage[] }).images;
}

const webpUrls = (image: StoredImage) =>
  image.variants.filter((variant) => variant.type === 'image/webp').map((variant) => variant.url);
const smallest = (image: StoredImage) => Math.min(...image.variants.map((variant) => variant.width));

let config: PublicConfig;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

test.describe('campaign photos', () => {
  test('a creator uploads and orders photos; the approved campaign shows them, served only by CrowdVault, until a moderator removes one', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A creator of their own (a fresh key), signed in through the API with it (auth.spec tests the
    // wallet modal).
    await signInThroughApi(page, { rpcUrl: config.rpcUrl, privateKey: generatePrivateKey() });
    await page.goto('/create');
    const form = new CreateCampaignPage(page);
    await page.getByRole('button', { name: 'Fill Sample Data' }).click();
    const title = `Photos ${Date.now()}`;
    await form.field('Campaign Title').fill(title);

    // The cover with the file picker.
    const [cover] = await uploaded(page, async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByText('Choose a cover photo').click();
      await (await chooser).setFiles(await photo('cover'));
    });
    await expect(page.getByRole('img', { name: 'Cover photo' })).toBeVisible();

    // A first gallery photo with the picker, a second dropped onto the field.
    const [first] = await uploaded(page, async () => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByText('Add gallery photos').click();
      await (await chooser).setFiles(await photo('first'));
    });
    await expect(page.getByRole('img', { name: 'Gallery photo 1' })).toBeVisible();
    const dropped = await photo('second');
    const [second] = await uploaded(page, async () => {
      const dataTransfer = await page.evaluateHandle(
        ({ bytes, name, type }) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
          return transfer;
        },
        { bytes: [...dropped.buffer], name: dropped.name, type: dropped.mimeType },
      );
      await page.getByText('Add gallery photos').dispatchEvent('drop', { dataTransfer });
    });
    await expect(page.getByRole('img', { name: 'Gallery photo 2' })).toBeVisible();
    if (!cover || !first || !second) throw new Error('an upload answered no image');

    // The dropped photo moves first.
    await page.getByRole('button', { name: 'Move gallery photo 2 left' }).click();
    const galleryField = page.getByRole('list', { name: 'Gallery photos' });
    await expect(galleryField.getByRole('img', { name: 'Gallery photo 1' })).toHaveAttribute(
      'src',
      new RegExp(`^(${webpUrls(second).join('|')})$`),
    );

    await form.submit.click();
    await expect(page.getByText('Campaign Created!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/campaign\/\d+$/);
    const id = Number(/\/campaign\/(\d+)$/.exec(page.url())?.[1]);

    // The admin approves it in Campaign Management.
    const adminPage = waitingForHydration(await (await browser.newContext()).newPage());
    const adminKey = config.devAccounts?.[0]?.privateKey;
    if (!adminKey) throw new Error('the stack offers no dev account 0');
    await signInThroughApi(adminPage, { rpcUrl: config.rpcUrl, privateKey: adminKey });
    const admin = new AdminPage(adminPage);
    await admin.goto('/campaigns?approval=pending');
    await admin.campaignCard(title).getByRole('button', { name: 'Approve' }).click();
    await expect(admin.toast('Campaign Updated')).toBeVisible();

    // A visitor: every request the page makes for an image is watched.
    const visitor = waitingForHydration(await (await browser.newContext()).newPage());
    const imageRequests: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(request.url());
    });
    await visitor.goto(`/campaign/${id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);

    // The gallery in the order chosen: the dropped photo, then the first.
    const thumbnails = visitor.getByRole('region', { name: 'Photos' }).locator('img');
    await expect(thumbnails).toHaveCount(2);
    const shown = await thumbnails.evaluateAll((images) =>
      images.map(
        (image) =>
          new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).pathname,
      ),
    );
    const urlsOf = (image: StoredImage) => image.variants.map((variant) => variant.url);
    expect(urlsOf(second)).toContain(shown[0]);
    expect(urlsOf(first)).toContain(shown[1]);
    // The cover at the top, loaded (not its placeholder) from one of its variants.
    const coverImage = visitor.getByRole('main').locator('picture img').first();
    await expect
      .poll(() =>
        coverImage.evaluate(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    expect(urlsOf(cover)).toContain(
      new URL(await coverImage.evaluate((image) => (image as HTMLImageElement).currentSrc)).pathname,
    );

    // The link preview (og:image) is the campaign's card with the cover down its right side.
    const ogImage = await visitor.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(new RegExp(`/api/campaigns/${id}/og-image\\.png$`));
    const png = await (await visitor.request.get(ogImage as string)).body();
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const at = (300 * info.width + 1100) * info.channels;
    const pixel = [...data.subarray(at, at + 3)];
    const { r, g, b } = COLOURS.cover;
    for (const [index, value] of [r, g, b].entries())
      expect(Math.abs((pixel[index] ?? 0) - value)).toBeLessThan(16);

    // On Discover the card offers only the smallest variant (480 px or the photo's own width).
    const discover = new DiscoverPage(visitor);
    await discover.goto(`?search=${encodeURIComponent(title)}`);
    const card = discover.cards.filter({ hasText: title });
    await expect(card).toHaveCount(1);
    const sources = await card
      .locator('picture source, picture img')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('srcset') ?? node.getAttribute('src') ?? ''),
      );
    const widths = sources.flatMap((set) => [...set.matchAll(/ (\d+)w/g)].map((match) => Number(match[1])));
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([smallest(cover)]));
    const cardImage = card.locator('picture img');
    await expect
      .poll(() => cardImage.evaluate((image) => (image as HTMLImageElement).currentSrc))
      .not.toBe('');
    const cardSource = new URL(await cardImage.evaluate((image) => (image as HTMLImageElement).currentSrc))
      .pathname;
    expect(
      cover.variants.filter((variant) => variant.width === smallest(cover)).map((variant) => variant.url),
    ).toContain(cardSource);

    // Not one image from another host: only CrowdVault's own (data: placeholders ask no host).
    const origin = new URL(baseURL as string).origin;
    const foreign = imageRequests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
    expect(imageRequests.some((url) => new URL(url).pathname.startsWith('/media/'))).toBe(true);

    // A moderator takes the first gallery photo off in the campaign's Details tab, with a reason:
    // its files are no longer served, and the page shows the other one alone.
    await admin.goto(`/campaigns/${id}`);
    await adminPage.getByRole('button', { name: 'Remove gallery photo 1' }).click();
    await admin.giveReason('Prohibited content', 'Shows a stranger without consent', 'Remove photo');
    await expect(admin.toast('Image Removed')).toBeVisible();
    await expect(adminPage.getByRole('button', { name: /^Remove gallery photo/ })).toHaveCount(1);
    for (const url of urlsOf(second)) expect((await visitor.request.get(url)).status(), url).toBe(410);
    for (const url of urlsOf(first)) expect((await visitor.request.get(url)).status(), url).toBe(200);
    await expect(async () => {
      await visitor.goto(`/campaign/${id}`);
      await expect(visitor.getByRole('region', { name: 'Photos' }).locator('img')).toHaveCount(1, {
        timeout: 2_000,
      });
    }).toPass();
    await adminPage.context().close();
  });
});
