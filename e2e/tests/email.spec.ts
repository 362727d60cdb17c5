import type { Hex } from 'viem';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { DevMailboxPage } from '../pages/dev-mailbox-page';
import { fundedDonor } from '../support/donor-wallet';
import { apiSignIn, signInThroughApi } from '../support/session';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';

// Issue 33: e-mail that works, through the development mailbox of the embedded stack.

interface Detail {
  id: number;
  title: string;
  status: string;
  currency: string;
  fundingModel: 'keep' | 'all_or_nothing';
  isApproved: boolean;
  daysLeft: number;
  walletAddress: string | null;
  creator: { walletAddress: string };
}

let config: PublicConfig;

/** Signs in through the API with the account's key (auth.spec tests the wallet modal); the next
 *  page opens signed in, the test wallet answering it. */
async function signIn(page: Page, privateKey: Hex) {
  await signInThroughApi(page, { rpcUrl: config.rpcUrl, privateKey });
}

test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

test('a donor verifies an address from the development mailbox, gives, gets the receipt, and leaves updates with one click', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const accounts = config.devAccounts ?? [];
  // A campaign open to USDT whose creator is a dev account (so the test can post its updates).
  const list = (await (await request.get('/api/campaigns?limit=50')).json()) as { id: number }[];
  const details = await Promise.all(
    list.map(async ({ id }) => (await (await request.get(`/api/campaigns/${id}`)).json()) as Detail),
  );
  const target = details.find(
    (campaign) =>
      campaign.status === 'active' &&
      campaign.isApproved &&
      campaign.daysLeft > 0 &&
      campaign.currency === 'USDT' &&
      campaign.fundingModel === 'keep' &&
      campaign.walletAddress &&
      accounts.some(
        (account) => account.address.toLowerCase() === campaign.creator.walletAddress.toLowerCase(),
      ),
  );
  if (!target) throw new Error('the seed offers no open USDT campaign of a dev account');
  const creatorKey = accounts.find(
    (account) => account.address.toLowerCase() === target.creator.walletAddress.toLowerCase(),
  )!.privateKey as Hex;
  // A fresh donor: a dev account may have been made a moderator by an earlier spec (admin.spec
  // makes account 9 one), and would then be sent to /admin.
  const primary = config.chains[0];
  if (!primary) throw new Error('the stack serves no chain');
  const donorKey = await fundedDonor(config, [[primary, ['USDT']]]);
  const address = `donor-${Date.now()}@example.org`;

  // The donor adds an address in the settings.
  await signIn(page, donorKey);
  await page.goto('/dashboard/settings');
  await page.getByLabel('E-mail (optional)').fill(address);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Follow it to start getting mail/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the development mailbox' })).toBeVisible();

  // The link arrives in the development mailbox and verifies the address.
  const mailbox = new DevMailboxPage(page);
  await mailbox.goto();
  const verification = mailbox.mail('Confirm your e-mail address for CrowdVault', address);
  await expect(verification).toBeVisible({ timeout: 15_000 });
  await mailbox.followLink(verification, `${baseURL}/verify-email?token=`);
  await expect(page.getByRole('status').filter({ hasText: 'Your address is verified' })).toBeVisible();

  // The donor gives; the receipt comes by mail.
  const campaign = new CampaignPage(page);
  const panel = new DonationPanelPage(page);
  await campaign.goto(target.id);
  await panel.amount.fill('3');
  await panel.donateButton.click();
  await expect(panel.toast('Donation Successful!')).toBeVisible({ timeout: 30_000 });
  await mailbox.goto();
  const receipt = mailbox.mail(`Your receipt: 3.00 USDT to ${target.title}`, address);
  await expect(receipt).toBeVisible({ timeout: 15_000 });

  // The creator posts an update; the donor (now a follower) gets it and unsubscribes from updates.
  const creatorToken = (await apiSignIn(request, creatorKey)).accessToken;
  const post = (title: string) =>
    request.post(`/api/campaigns/${target.id}/updates`, {
      headers: { authorization: `Bearer ${creatorToken}` },
      data: { title, body: `News for our donors: ${title}.` },
    });
  const first = `Week one ${Date.now()}`;
  expect((await post(first)).status()).toBe(201);
  await page.reload();
  const update = mailbox.mail(`${target.title}: ${first}`, address);
  await expect(update).toBeVisible({ timeout: 15_000 });
  await mailbox.followLink(update, `${baseURL}/email/unsubscribe?`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from these e-mails?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible();

  // The next update reaches the bell, not the mailbox.
  const second = `Week two ${Date.now()}`;
  expect((await post(second)).status()).toBe(201);
  await mailbox.goto();
  // The worker polls every second: five seconds is five chances to send it.
  await page.waitForTimeout(5_000);
  await page.reload();
  await expect(mailbox.mail(`${target.title}: ${first}`, address)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${target.title}: ${second}` })).toHaveCount(0);
});
