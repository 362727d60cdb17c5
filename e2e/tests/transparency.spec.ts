import { readFile } from 'node:fs/promises';
import { CampaignPage } from '../pages/campaign-page';
import { expect, test } from '../support/test';

interface ListedCampaign {
  id: number;
  title: string;
}
interface ListedDonation {
  chainId: number;
  transactionHash: string;
  logIndex: number;
  amount: string;
  currency: string;
  isAnonymous: boolean;
}

test.describe('transparency', () => {
  test('the campaign ledger lists its donations and reconciles with the vault', async ({ page, request }) => {
    const [listed] = (await (
      await request.get('/api/campaigns?sortBy=funded&limit=1')
    ).json()) as ListedCampaign[];
    if (!listed) throw new Error('no campaign on the stack');
    const donations = (await (
      await request.get(`/api/campaigns/${listed.id}/donations`)
    ).json()) as ListedDonation[];

    const campaign = new CampaignPage(page);
    await campaign.goto(listed.id);
    await campaign.tab('Ledger').click();
    const ledger = campaign.tabPanel.getByRole('table', { name: 'Ledger' });
    await expect(ledger).toBeVisible();
    // The tab shows the newest ten entries (donations and withdrawals; the demo's one withdrawal
    // may be this campaign's) and links the full ledger with its count.
    const { entries } = (await (await request.get(`/api/campaigns/${listed.id}/ledger`)).json()) as {
      entries: unknown[];
    };
    await expect(ledger.getByRole('row')).toHaveCount(Math.min(entries.length, 10) + 1);
    // One reconciliation per network the deployment serves (decision 084).
    await expect(campaign.tabPanel.getByRole('table', { name: /^Reconciliation/ }).first()).toBeVisible();

    await page.goto(`/campaign/${listed.id}/ledger`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${listed.title}: ledger`);
    // The full ledger: every donation, plus the vault's withdrawals.
    await expect(
      page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasNotText: 'Withdrawal' }),
    ).toHaveCount(donations.length + 1);
  });

  test('/transparency shows the platform totals and downloads the ledger as CSV', async ({ page }) => {
    await page.goto('/transparency');
    await expect(page.getByRole('heading', { name: 'Transparency', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Totals by token' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    // Every field is quoted (OWASP's CSV-injection rules); the demo's titles hold no quotes or commas.
    const [header, ...rows] = csv
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(header).toEqual(expect.arrayContaining(['time', 'kind', 'amount', 'fee', 'tx_hash']));
    // The demo data's transfers and its withdrawal are all within the default range.
    expect(rows.some((row) => row[1] === 'donation')).toBe(true);
    expect(rows.some((row) => row[1] === 'withdrawal')).toBe(true);
  });

  test('a donation has a receipt with its figures, anonymous to the public', async ({ page, request }) => {
    const [listed] = (await (
      await request.get('/api/campaigns?sortBy=funded&limit=1')
    ).json()) as ListedCampaign[];
    const donations = (await (
      await request.get(`/api/campaigns/${listed!.id}/donations`)
    ).json()) as ListedDonation[];
    const anonymous = donations.find((donation) => donation.isAnonymous);
    if (!anonymous) throw new Error('no anonymous donation on the stack');

    await page.goto(`/receipt/${anonymous.chainId}/${anonymous.transactionHash}/${anonymous.logIndex}`);
    await expect(page.getByRole('heading', { name: 'Donation receipt' })).toBeVisible();
    await expect(page.getByTestId('receipt-amount')).toContainText(anonymous.currency);
    await expect(page.getByText(listed!.title)).toBeVisible();
    await expect(page.getByText('Anonymous', { exact: true })).toBeVisible();
    await expect(page.getByText(anonymous.transactionHash)).toBeVisible();
  });
});
