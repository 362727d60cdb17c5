import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { type ListedCampaign, openCampaigns, takesPlainGifts } from '../support/open-campaigns';
import { signInThroughApi } from '../support/session';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';

// Issue 18: a donor who holds stablecoins and no native coin at all gives with one signature.

let config: PublicConfig;
let campaigns: ListedCampaign[];
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  // An all-or-nothing campaign takes no gasless gift and no plain transfer (decision 091).
  campaigns = await openCampaigns(request, takesPlainGifts);
});

function openCampaign(currency: string): ListedCampaign {
  const found = campaigns.find((campaign) => campaign.currency === currency);
  if (!found) throw new Error(`the seed offers no open ${currency} campaign`);
  return found;
}

function token(symbol: string) {
  const found = config.tokens.find((candidate) => candidate.symbol === symbol);
  if (!found) throw new Error(`no ${symbol} on the stack`);
  return { address: found.address as Hex, decimals: found.decimals };
}

const chain = () => ({ ...foundry, rpcUrls: { default: { http: [config.rpcUrl] } } });
const reader = () => createPublicClient({ chain: chain(), transport: http(config.rpcUrl) });

const balanceOf = (symbol: string, holder: string) =>
  reader().readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Hex],
  });

/** A fresh donor given 200 USDC and 200 DAI by a dev account, and never any native coin. */
async function gaslessDonor(): Promise<Hex> {
  const key = generatePrivateKey();
  const funderKey = config.devAccounts?.[7]?.privateKey;
  if (!funderKey) throw new Error('the stack offers no dev account 7');
  const funder = createWalletClient({
    account: privateKeyToAccount(funderKey),
    chain: chain(),
    transport: http(config.rpcUrl),
  });
  for (const symbol of ['USDC', 'DAI']) {
    const { address, decimals } = token(symbol);
    const hash = await funder.writeContract({
      address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [privateKeyToAccount(key).address, parseUnits('200', decimals)],
    });
    await reader().waitForTransactionReceipt({ hash });
  }
  return key;
}

/** Signs in with the test wallet; records when the page asks it for a typed-data signature. */
async function signIn(page: Page, privateKey: Hex, signatures: number[]) {
  // Through the API with the key (auth.spec tests the wallet modal): the next page opens signed in.
  await signInThroughApi(page, {
    rpcUrl: config.rpcUrl,
    privateKey,
    onRequest: (method) => {
      if (method === 'eth_signTypedData_v4') signatures.push(performance.now());
    },
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Gives `amount` of the campaign's currency without gas `times` times through the panel; returns
 *  the milliseconds from each signature request to the donation listed on the page. */
async function giveWithoutGas(
  page: Page,
  target: ListedCampaign,
  signatures: number[],
  opts: { amount: string; times: number; label: string },
): Promise<number[]> {
  const campaign = new CampaignPage(page);
  const panel = new DonationPanelPage(page);
  await campaign.goto(target.id);
  await expect(campaign.title).toHaveText(target.title);
  await campaign.tab('Donations').click();
  const timings: number[] = [];
  for (let i = 0; i < opts.times; i++) {
    const message = `${opts.label} without gas ${i} ${Date.now()}`;
    await expect(page.getByRole('checkbox', { name: 'Donate without gas' })).toBeChecked();
    await panel.amount.fill(opts.amount);
    await panel.message.fill(message);
    const asked = signatures.length;
    await panel.donateButton.click();
    const row = campaign.tabPanel.getByRole('listitem').filter({ hasText: message });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    timings.push(performance.now() - (signatures[asked] ?? Number.NaN));
    await expect(panel.toast('Transaction Confirmed!').first()).toBeVisible();
    await expect(panel.toast('Donation Successful!').first()).toBeVisible();
    await expect(panel.amount).toHaveValue('');
    await expect(row).toContainText(`${opts.amount}.00 ${target.currency}`);
  }
  expect(signatures).toHaveLength(opts.times);
  return timings;
}

test.describe('gasless donations', () => {
  test('a donor with USDC and no ETH gives 10 USDC with one signature; then DAI by permit; USDT is a normal transfer', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const key = await gaslessDonor();
    const donor = privateKeyToAccount(key).address;
    expect(await reader().getBalance({ address: donor })).toBe(0n);
    const signatures: number[] = [];
    await signIn(page, key, signatures);

    const usdcCampaign = openCampaign('USDC');
    const vault = usdcCampaign.walletAddress as string;
    const usdcBefore = await balanceOf('USDC', vault);
    const usdcTimes = await giveWithoutGas(page, usdcCampaign, signatures, {
      amount: '10',
      times: 1,
      label: 'USDC',
    });
    expect((await balanceOf('USDC', vault)) - usdcBefore).toBe(parseUnits('10', 6));

    // USDT: only the normal transfer, and the panel says why.
    const panel = new DonationPanelPage(page);
    // The panel's token select comes first; the payment link's has the same label.
    await page.getByLabel('Token', { exact: true }).first().selectOption('USDT');
    await expect(page.getByRole('checkbox', { name: 'Donate without gas' })).toHaveCount(0);
    await expect(page.getByText(/USDT cannot be given without gas: this is a normal transfer/)).toBeVisible();
    await expect(panel.donateButton).toBeEnabled();

    const daiCampaign = openCampaign('DAI');
    const daiVault = daiCampaign.walletAddress as string;
    const daiBefore = await balanceOf('DAI', daiVault);
    signatures.length = 0;
    const daiTimes = await giveWithoutGas(page, daiCampaign, signatures, {
      amount: '10',
      times: 1,
      label: 'DAI',
    });
    expect((await balanceOf('DAI', daiVault)) - daiBefore).toBe(parseUnits('10', 18));

    expect(await reader().getBalance({ address: donor })).toBe(0n);
    console.info(
      `signature to visible: USDC ${Math.round(usdcTimes[0]!)} ms, DAI ${Math.round(daiTimes[0]!)} ms`,
    );
  });

  // Five in a row per path, each path with its own donor: GASLESS_RATE_LIMIT_PER_DONOR is 5 an hour.
  const timings: Record<string, number[]> = {};
  for (const symbol of ['USDC', 'DAI']) {
    test(`signature to visible donation, ${symbol} five in a row (decision 051 figures)`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const key = await gaslessDonor();
      const signatures: number[] = [];
      await signIn(page, key, signatures);
      const values = await giveWithoutGas(page, openCampaign(symbol), signatures, {
        amount: '1',
        times: 5,
        label: symbol,
      });
      timings[symbol] = values;
      const all = Object.values(timings).flat();
      const line = (name: string, list: number[]) =>
        `${name}: n ${list.length}, p50 ${Math.round(percentile(list, 50))} ms, p95 ${Math.round(percentile(list, 95))} ms, max ${Math.round(Math.max(...list))} ms`;
      console.info(`${line(symbol, values)}; ${line('so far, all paths', all)}`);
      expect(await reader().getBalance({ address: privateKeyToAccount(key).address })).toBe(0n);
      // The target is p95 ≤ 3 s; the bound here leaves room for a loaded test machine.
      expect(percentile(values, 95)).toBeLessThan(6_000);
    });
  }
});
