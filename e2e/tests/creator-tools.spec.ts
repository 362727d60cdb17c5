import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { CampaignPage } from '../pages/campaign-page';
import { accessTokenOf, signInThroughApi } from '../support/session';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test, waitingForHydration } from '../support/test';

// Account 7 owns two seeded campaigns; other specs sign in as 0, 3 and 4.
const CREATOR_ACCOUNT = 7;

let config: PublicConfig;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

async function signInAsCreator(page: Page, index = CREATOR_ACCOUNT) {
  const account = config.devAccounts?.[index];
  if (!account) throw new Error(`the stack offers no dev account ${index}`);
  await signInWith(page, account.privateKey);
}

/** Signs in through the API (auth.spec tests the wallet modal); the next page opens signed in. */
async function signInWith(page: Page, privateKey: Hex) {
  await signInThroughApi(page, { rpcUrl: config.rpcUrl, privateKey });
}

/** One of the creator's campaigns that campaign-detail.spec does not expect to be without updates. */
async function ownCampaignId(page: Page): Promise<number> {
  const accessToken = await accessTokenOf(page);
  const mine = await page.request.get('/api/campaigns/me', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [mostFunded] = await (await page.request.get('/api/campaigns?sortBy=funded&limit=1')).json();
  const campaign = ((await mine.json()) as { id: number }[]).find((c) => c.id !== mostFunded?.id);
  if (!campaign) throw new Error('the creator owns no campaign to post to');
  return campaign.id;
}

test.describe('creator tools', () => {
  test('the owner posts an update and a visitor sees it on the campaign page', async ({ page, browser }) => {
    await signInAsCreator(page);
    const id = await ownCampaignId(page);
    const title = `Shelves are up ${Date.now()}`;
    const campaign = new CampaignPage(page);
    await campaign.goto(id);
    await campaign.tab('Updates').click();
    await campaign.tabPanel.getByRole('button', { name: 'Post update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post an update' });
    await dialog.getByRole('button', { name: 'Post update' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Update').fill('Thank you all!\nPhotos: https://example.org/shelves');
    await dialog.getByRole('button', { name: 'Post update' }).click();
    await expect(dialog).toBeHidden();
    await expect(campaign.tabPanel.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByText('Last update today')).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = new CampaignPage(waitingForHydration(await visitorContext.newPage()));
    await visitor.goto(id);
    await expect(visitor.page.getByText('Last update today')).toBeVisible();
    await visitor.tab('Updates').click();
    const update = visitor.tabPanel.getByRole('article', { name: title });
    await expect(update).toContainText('Thank you all!');
    await expect(update.getByRole('link', { name: 'https://example.org/shelves' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    await expect(visitor.tabPanel.getByRole('button', { name: 'Post update' })).toHaveCount(0);
    await visitorContext.close();
  });

  test('a follower sees the bell count rise when the owner posts, and reads it', async ({
    page,
    browser,
  }) => {
    // A fresh wallet: no seeded user, and no role another spec gave a dev account (admin.spec
    // makes account 9 a moderator, whose sign-in lands on /admin). It follows for the first time.
    await signInWith(page, generatePrivateKey());
    const owner = waitingForHydration(await (await browser.newContext()).newPage());
    await signInAsCreator(owner, CREATOR_ACCOUNT);
    const id = await ownCampaignId(owner);
    const campaign = new CampaignPage(page);
    await campaign.goto(id);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    const title = `Paint is drying ${Date.now()}`;
    const token = await accessTokenOf(owner);
    const posted = await owner.request.post(`/api/campaigns/${id}/updates`, {
      headers: { authorization: `Bearer ${token}` },
      data: { title, body: 'Almost there.' },
    });
    expect(posted.status()).toBe(201);
    const updateId = ((await posted.json()) as { id: number }).id;
    await owner.context().close();

    await page.reload();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const entry = page.getByRole('menuitem', { name: new RegExp(`New update: ${title}`) });
    await expect(entry).toBeVisible();
    await entry.click();
    // The update itself: the campaign opens on its Updates tab with the update in the URL, and the
    // update has the focus (in view), so a screen reader reads it first.
    await expect(page).toHaveURL(new RegExp(`/campaign/${id}\\?tab=updates&update=${updateId}$`));
    await expect(page.getByRole('tab', { name: 'Updates' })).toHaveAttribute('aria-selected', 'true');
    const opened = page.getByRole('article', { name: title });
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
    await expect(bell).toHaveAccessibleName('Notifications');

    // The campaign's Atom feed has the update too.
    const feed = await page.request.get(`/api/campaigns/${id}/feed.atom`);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    expect(await feed.text()).toContain(`<title type="text">${title}</title>`);
  });

  test('the owner edits the story and it shows on the campaign page', async ({ page }) => {
    await signInAsCreator(page);
    const id = await ownCampaignId(page);
    await page.goto(`/dashboard/campaigns/${id}/edit`);
    const story = `We found a second room. ${Date.now()}\n\nThank you for making it possible.`;
    await page.getByLabel('Story').fill(story);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
    const campaign = new CampaignPage(page);
    await campaign.goto(id);
    await expect(page.getByTestId('campaign-story')).toContainText('We found a second room.');
  });

  test('a changed username shows on the creator card; a taken one is refused', async ({ page }) => {
    await signInAsCreator(page);
    await page.goto('/dashboard/settings');
    const username = page.getByLabel('Username');
    const original = await username.inputValue();
    await username.fill('maya_okafor');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('This username is already taken')).toBeVisible();
    const renamed = `sam-${Date.now() % 1_000_000}`;
    await username.fill(renamed);
    await page.getByLabel('Bio').fill('Organiser in Leeds.\nWeekends at the shelter.');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings Saved').first()).toBeVisible();
    const id = await ownCampaignId(page);
    const campaign = new CampaignPage(page);
    await campaign.goto(id);
    const card = page
      .getByText('Campaign Creator')
      .locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
    await expect(card).toContainText(renamed);
    await expect(card.getByRole('img', { name: `${renamed} has no avatar` })).toBeVisible();
    // Other specs know account 7 by its seeded name.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const restored = await page.request.patch('/api/users/me', {
      headers: { authorization: `Bearer ${token}` },
      data: { username: original },
    });
    expect(restored.status()).toBe(200);
  });

  test('the analytics page draws its charts for a demo campaign and its CSV matches the donations', async ({
    page,
  }) => {
    // Account 3 created the Sylhet flood relief, whose demo gifts span several weeks.
    await signInAsCreator(page, 3);
    await page.goto('/dashboard/analytics');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    const campaignSelect = page.getByLabel('Campaign', { exact: true });
    const option = campaignSelect.locator('option', { hasText: 'Flood relief' });
    const campaignId = Number(await option.getAttribute('value'));
    await campaignSelect.selectOption(String(campaignId));
    for (const chart of ['Raised over time against the goal', 'Donations per day', 'Followers over time']) {
      await expect(
        page.getByRole('img', { name: chart }).locator('svg.recharts-surface').first(),
      ).toBeVisible();
    }
    await expect(page.getByText('Median gift')).toBeVisible();

    await page.getByLabel('From', { exact: true }).fill('2000-01-01');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    const { readFile } = await import('node:fs/promises');
    const text = await readFile((await download.path())!, 'utf8');
    // Every field is quoted (OWASP's CSV-injection rules, decision 070); messages may hold commas
    // and line breaks, so the hashes are read from the start of each record.
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      '"time","block","tx_hash","donor","token","amount","message","chain_id","network","swapped_token","swapped_amount","swap_rate"',
    );
    const listed = (await (await page.request.get(`/api/campaigns/${campaignId}/donations`)).json()) as {
      transactionHash: string;
    }[];
    const hashes = rows
      .slice(1)
      .filter((row) => /^"\d{4}-/.test(row))
      .map((row) => row.split(',')[2]!.replace(/^"|"$/g, ''));
    expect(hashes.length).toBe(listed.length);
    expect(new Set(hashes)).toEqual(new Set(listed.map((donation) => donation.transactionHash)));
  });
});
