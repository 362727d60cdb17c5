import type { APIRequestContext } from '@playwright/test';
import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { acceptInAdminArea, roundsKit } from '../support/rounds';
import { apiAuthorization, signedInContextPage, signInThroughApi } from '../support/session';
import { devAccountOf, fetchConfig, type PublicConfig } from '../support/stack';
import { expect, test, waitingForHydration } from '../support/test';

// Matching rounds (issue 44) in the browser: an admin creates a round, two campaigns apply and are
// accepted, a donor gives, and the estimate a visitor sees in the donation panel moves. The close,
// publication and payout, which move the chain's clock: round-payout.spec.ts.

let config: PublicConfig;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

const kit = () => roundsKit(config);
const devKey = (index: number) => kit().devKey(index);
const approvedCampaign = (request: APIRequestContext, creatorKey: Hex, title: string) =>
  kit().approvedCampaign(request, creatorKey, title);

/** "2026-11-29T09:00": a moment as the round form takes it (UTC), `hours` from now. */
const moment = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);

test.describe('matching rounds', () => {
  test('an admin creates a round, two campaigns are accepted, and the estimate moves as a donor gives', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const creatorKey = generatePrivateKey();
    const titles = [`Rain gauges ${stamp}`, `Tide tables ${stamp}`] as const;
    const [first, second] = [
      await approvedCampaign(request, creatorKey, titles[0]),
      await approvedCampaign(request, creatorKey, titles[1]),
    ];

    // The admin creates the round: gifts in USDT count from an hour ago, a campaign gets at most
    // half of the 1,000 USDT pool.
    await signInThroughApi(page, { rpcUrl: config.rpcUrl, privateKey: devKey(0) });
    const name = `Climate tools ${stamp}`;
    await page.goto('/admin/rounds');
    await page.getByRole('link', { name: 'New round' }).click();
    const form = page.getByRole('form', { name: 'New round' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Matching for small gifts to climate tools.');
    await form.getByLabel('Sponsor address').fill(devAccountOf(config, 9).address);
    await expect(form.getByLabel('Matching token')).toHaveValue('USDT');
    await form.getByLabel('Applications open').fill(moment(-1));
    await form.getByLabel('Applications close').fill(moment(24));
    await form.getByLabel('Donation window opens').fill(moment(-1));
    await form.getByLabel('Donation window closes').fill(moment(48));
    await form.getByLabel('Matching pool (USDT)').fill('1000');
    await form.getByLabel('Cap per campaign (% of the pool)').fill('50');
    await form.getByRole('button', { name: 'Create round' }).click();
    await expect(page).toHaveURL(/\/admin\/rounds\/\d+$/);
    const roundId = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // The creator applies the first campaign from My Campaigns, the second through the API.
    const creator = await signedInContextPage(browser, { rpcUrl: config.rpcUrl, privateKey: creatorKey });
    await creator.goto('/dashboard/campaigns');
    const apply = creator.getByRole('form', { name: `Apply to ${name}` });
    await apply.getByLabel('Campaign').selectOption({ label: titles[0] });
    await apply.getByRole('button', { name: 'Apply' }).click();
    await expect(creator.getByTestId('my-application').filter({ hasText: titles[0] })).toContainText(
      'Waiting for a decision',
    );
    const applied = await request.post(`/api/rounds/${roundId}/applications`, {
      headers: await apiAuthorization(request, creatorKey),
      data: { campaignId: second },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    // A moderator's decision in the admin area: both accepted.
    await acceptInAdminArea(page, roundId, titles);
    await creator.reload();
    await expect(creator.getByTestId('my-application').filter({ hasText: titles[0] })).toContainText(
      'Accepted',
    );

    // A visitor sees the badge, and what 5 USDT would add: nothing yet, no one having given.
    const visitor = waitingForHydration(await (await browser.newContext()).newPage());
    await new CampaignPage(visitor).goto(first);
    const badge = visitor.getByTestId('campaign-round');
    await expect(badge).toContainText(`In matching round ${name}`);
    await expect(badge).toContainText('Gifts in USDT are matched until');
    await new DonationPanelPage(visitor).amount.fill('5');
    const estimate = visitor.getByTestId('round-estimate');
    await expect(estimate).toHaveText(
      "Your 5 USDT adds no matching yet: a campaign's match grows once two or more people give to it.",
    );

    // A donor gives 5 USDT to the first campaign.
    await kit().giveThroughPanel(browser, first, '5', '20');

    // The visitor's page hears of the gift and asks again: a second donor of 5 USDT would now
    // make the pair that earns the campaign its capped half of the pool.
    await expect(estimate).toHaveText('Your 5 USDT adds about 500.00 USDT of matching.', { timeout: 20_000 });
    await expect(badge).toContainText('from 1 donor so far');

    // The round's page lists both campaigns with the gifts that count so far.
    await visitor.goto(`/rounds/${roundId}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
    const rows = visitor.getByTestId('round-campaign');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: titles[0] })).toContainText('5.00 USDT');
    await expect(rows.filter({ hasText: titles[1] })).toContainText('0.00 USDT');
    await expect(visitor.getByText('Matching gifts').first()).toBeVisible();
  });
});
