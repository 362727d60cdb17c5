import type { Page } from '@playwright/test';
import { formatUnits, type Hex, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { DashboardPage, WalletsSection } from '../pages/dashboard-page';
import { acceptInAdminArea, roundsKit } from '../support/rounds';
import { apiAuthorization, signedInContextPage, signInThroughApi } from '../support/session';
import { chainRpc, devAccountOf, fetchConfig, type PublicConfig } from '../support/stack';
import { expect, test, waitingForHydration } from '../support/test';

// Issue 44's browser test, end to end on the stack's own jobs: an admin creates a round whose
// donation window closes a few minutes from now, two campaigns are accepted, a sponsor funds the
// pool's address, donors give and the estimate moves; the window closes (on the server's clock
// and the chain's), the round's job freezes and publishes the result and its Merkle root; the
// chain's clock passes the pool's challenge window; the job pays both vaults and returns the
// leftover; the creator withdraws the match and receives 97.5 % of it. Its own project, before
// the specs that move the chain's clock by days: its window is in real minutes on both clocks.
// Screenshots of the round page before and after the result and of the panel's estimate, at 1280
// and 390 px, go to the test's output folder.

/** What this spec reads of GET /api/rounds/:id. */
interface RoundPage {
  phase: string;
  poolAddress: string | null;
  publication: { version: number } | null;
  payout: { finalizeAt: string | null } | null;
  campaigns: {
    campaignId: number;
    vaultAddress: string | null;
    donors: number;
    match: string;
    payout: { state: string } | null;
  }[];
}

let config: PublicConfig;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

/** "2026-11-29T09:03": the round form's UTC minute, the first whole minute `minutes` from now. */
const minuteFromNow = (minutes: number) =>
  new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000).toISOString().slice(0, 16);

const rpc = (method: string, params: unknown[]) => chainRpc(config.rpcUrl, method, params);

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test.describe('a matching round paid out', () => {
  test('the estimate moves as donors give, the result is published, and after the challenge window the match lands in both vaults', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const kit = roundsKit(config);
    const head = await kit.reader.getBlock();
    expect(
      Number(head.timestamp) * 1000 - Date.now(),
      'the chain clock must not run ahead of the wall clock: this spec runs before the ones that move it',
    ).toBeLessThan(60_000);
    const stamp = Date.now();
    const creatorKey = await kit.fundedDonor('0');
    const titles = [`Seed library ${stamp}`, `River sensors ${stamp}`] as const;
    const [first, second] = [
      await kit.approvedCampaign(request, creatorKey, titles[0]),
      await kit.approvedCampaign(request, creatorKey, titles[1]),
    ];

    // The admin creates the round: gifts count until a few minutes from now, a challenge window
    // of one hour, the sponsor dev account 9.
    await signInThroughApi(page, { rpcUrl: config.rpcUrl, privateKey: kit.devKey(0) });
    const name = `Open data ${stamp}`;
    const closes = minuteFromNow(3);
    await page.goto('/admin/rounds/new');
    const form = page.getByRole('form', { name: 'New round' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Matching for small gifts to open data projects.');
    await form.getByLabel('Sponsor address').fill(devAccountOf(config, 9).address);
    await form.getByLabel('Applications open').fill(minuteFromNow(-60));
    await form.getByLabel('Applications close').fill(closes);
    await form.getByLabel('Donation window opens').fill(minuteFromNow(-60));
    await form.getByLabel('Donation window closes').fill(closes);
    await form.getByLabel('Matching pool (USDT)').fill('300');
    await form.getByLabel('Cap per campaign (% of the pool)').fill('');
    await form.getByLabel('Challenge window (hours)').fill('1');
    await form.getByRole('button', { name: 'Create round' }).click();
    await expect(page).toHaveURL(/\/admin\/rounds\/\d+$/);
    const roundId = Number(page.url().split('/').pop());
    const roundOf = async (): Promise<RoundPage> => (await request.get(`/api/rounds/${roundId}`)).json();

    // Both campaigns apply and are accepted in the admin area.
    for (const campaignId of [first, second]) {
      const applied = await request.post(`/api/rounds/${roundId}/applications`, {
        headers: await apiAuthorization(request, creatorKey),
        data: { campaignId },
      });
      expect(applied.status(), await applied.text()).toBe(201);
    }
    await acceptInAdminArea(page, roundId, titles);

    // The sponsor funds the pool's address, shown on the round page, by a plain transfer.
    const visitor = waitingForHydration(await (await browser.newContext()).newPage());
    await visitor.goto(`/rounds/${roundId}`);
    const pool = visitor.getByTestId('round-pool');
    const poolAddress = (await roundOf()).poolAddress;
    expect(poolAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect(pool).toContainText(poolAddress!);
    await kit.sendUsdt(kit.devKey(9), poolAddress!, '300');

    // A visitor's panel: 4 USDT adds nothing yet; a donor gives 4 through the page, and the
    // visitor's estimate moves as the gift is pushed.
    await new CampaignPage(visitor).goto(first);
    await new DonationPanelPage(visitor).amount.fill('4');
    const estimate = visitor.getByTestId('round-estimate');
    await expect(estimate).toHaveText(
      "Your 4 USDT adds no matching yet: a campaign's match grows once two or more people give to it.",
    );
    await kit.giveThroughPanel(browser, first, '4', '20');
    await expect(estimate).toContainText(/Your 4\sUSDT adds about [\d,.]+\sUSDT of matching\./, {
      timeout: 20_000,
    });
    for (const width of [1280, 390]) await shoot(visitor, 'estimate-in-panel', width);

    // Three more donors by plain transfers: each campaign has two.
    const vaults = new Map((await roundOf()).campaigns.map((campaign) => [campaign.campaignId, campaign]));
    const gifts: [number, string][] = [
      [first, '9'],
      [second, '4'],
      [second, '1'],
    ];
    for (const [campaignId, amount] of gifts) {
      const key = await kit.fundedDonor(amount);
      await kit.sendUsdt(key, vaults.get(campaignId)!.vaultAddress!, amount);
    }
    await expect
      .poll(async () => (await roundOf()).campaigns.map((campaign) => campaign.donors), { timeout: 30_000 })
      .toEqual([2, 2]);
    await visitor.goto(`/rounds/${roundId}`);
    await expect(visitor.getByRole('heading', { name: 'Campaigns and estimated matches' })).toBeVisible();
    for (const width of [1280, 390]) await shoot(visitor, 'round-running', width);

    // The window closes on both clocks; a block after it lets the recorder pass its end. The job
    // (every minute) freezes the result and publishes its root to the pool.
    const closeMs = Date.parse(`${closes}:00Z`);
    await expect
      .poll(async () => Date.now() >= closeMs + 2_000, { timeout: 300_000, intervals: [5_000] })
      .toBe(true);
    await rpc('evm_mine', []);
    await expect
      .poll(async () => (await roundOf()).phase, { timeout: 180_000, intervals: [5_000] })
      .toBe('challenge');
    let round = await roundOf();
    expect(round.publication?.version).toBe(1);
    const matches = new Map(round.campaigns.map((campaign) => [campaign.campaignId, campaign.match]));
    // Both campaigns matched, the whole pool shared.
    expect(parseUnits(matches.get(first)!, 6) + parseUnits(matches.get(second)!, 6)).toBe(
      parseUnits('300', 6),
    );
    await visitor.goto(`/rounds/${roundId}`);
    await expect(visitor.getByRole('heading', { name: 'Result', exact: true })).toBeVisible();
    await expect(visitor.getByTestId('round-campaign').first()).toContainText('Open to challenge');
    await expect
      .poll(async () => (await roundOf()).payout?.finalizeAt ?? null, {
        timeout: 120_000,
        intervals: [5_000],
      })
      .not.toBeNull();

    // The pool's challenge window passes on the chain; the job pays both vaults and returns what
    // is left to the sponsor.
    const before = new Map(
      await Promise.all(
        [first, second].map(
          async (campaignId) =>
            [campaignId, await kit.balanceOf(vaults.get(campaignId)!.vaultAddress!)] as const,
        ),
      ),
    );
    await rpc('evm_increaseTime', [3_700]);
    await rpc('evm_mine', []);
    await expect
      .poll(async () => (await roundOf()).campaigns.map((campaign) => campaign.payout?.state), {
        timeout: 180_000,
        intervals: [5_000],
      })
      .toEqual(['paid', 'paid']);
    round = await roundOf();
    for (const campaignId of [first, second]) {
      const vault = vaults.get(campaignId)!.vaultAddress!;
      expect((await kit.balanceOf(vault)) - before.get(campaignId)!).toBe(
        parseUnits(matches.get(campaignId)!, 6),
      );
    }
    await visitor.goto(`/rounds/${roundId}`);
    const paidRow = visitor.getByTestId('round-campaign').filter({ hasText: titles[0] });
    await expect(paidRow).toContainText('Paid into the vault');
    await expect(visitor.getByRole('region', { name: 'Pool and payout' })).toBeVisible();
    for (const width of [1280, 390]) await shoot(visitor, 'round-paid', width);

    // The creator withdraws the first campaign's match and receives 97.5 % of it.
    const match = matches.get(first)!;
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const creator = await signedInContextPage(browser, {
      rpcUrl: config.rpcUrl,
      privateKey: creatorKey as Hex,
    });
    await new DashboardPage(creator).goto('wallets');
    const dialog = await new WalletsSection(creator).openWithdraw(titles[0]);
    await dialog.fill('USDT', match, recipient);
    const transactionHash = await dialog.withdrawDirectlyRecorded();
    const receipt = await kit.reader.waitForTransactionReceipt({ hash: transactionHash });
    expect(receipt.status).toBe('success');
    const received = await kit.balanceOf(recipient);
    // The vault's fee, 2.5 % rounded down (FeeSplit.sol); the rest is the creator's.
    const units = parseUnits(match, 6);
    expect(received).toBe(units - (units * 250n) / 10_000n);
    expect(Number(formatUnits(received, 6)) / Number(match)).toBeCloseTo(0.975, 5);
  });
});
