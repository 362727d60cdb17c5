import {
  type Address,
  encodeAbiParameters,
  erc20Abi,
  formatUnits,
  type Hex,
  keccak256,
  pad,
  parseUnits,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { chainReader, fundedDonor, signInWithTestWallet, tokenOn } from '../support/donor-wallet';
import { type ListedCampaign, openCampaigns, takesPlainGifts } from '../support/open-campaigns';
import { fetchConfig, type PublicChain, type PublicConfig, twoChains } from '../support/stack';
import { expect, type Page, test } from '../support/test';

// Issue 45: give with what you hold. A donor holding only ETH on the first chain gives to a USDC
// campaign, and one holding only the DEV token (and gas) gives its whole balance to a USDT campaign
// on the second chain, where USDT has 18 decimals: each gift is swapped on the chain's Uniswap
// inside the gift (decision 135), shows once in the campaign's donations with the stablecoin the
// vault received, and its receipt shows both sides and the rate.

let config: PublicConfig;
let chainA: PublicChain;
let chainB: PublicChain;

interface SwapToken {
  symbol: string;
  address: string | null;
  decimals: number;
  state: string;
}

interface ListedDonation {
  transactionHash: string;
  amount: string;
  currency: string;
  message: string | null;
  swapped: { token: { symbol: string; address: string | null }; amount: string } | null;
}

test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  [chainA, chainB] = twoChains(config);
});

async function openCampaignIn(page: Page, currency: string): Promise<ListedCampaign> {
  const open = await openCampaigns(
    page.request,
    (campaign) => takesPlainGifts(campaign) && campaign.currency === currency,
  );
  const chosen = open.at(-1);
  if (!chosen) throw new Error(`the seed offers no open ${currency} campaign`);
  return chosen;
}

const vaultBalance = (chain: PublicChain, symbol: string, vault: string) =>
  chainReader(chain).readContract({
    address: tokenOn(chain, symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [vault as Address],
  });

/** Gives `holder` exactly `amount` of an OpenZeppelin ERC-20 by writing its balance (slot 0's
 *  mapping), as Foundry's `deal` does: the DEV token has no faucet. */
async function dealToken(chain: PublicChain, token: string, holder: Address, amount: bigint) {
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, 0n]));
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setStorageAt',
      params: [token, slot, pad(toHex(amount), { size: 32 })],
    }),
  });
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined();
  const balance = await chainReader(chain).readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });
  expect(balance).toBe(amount);
}

async function donationsOf(page: Page, campaignId: number): Promise<ListedDonation[]> {
  return (await (
    await page.request.get(`/api/campaigns/${campaignId}/donations`)
  ).json()) as ListedDonation[];
}

/** Opens "Pay with another token" on the campaign and waits for the donor's tokens. */
async function openSwap(page: Page, campaign: ListedCampaign) {
  const campaignPage = new CampaignPage(page);
  await campaignPage.goto(campaign.id);
  await expect(campaignPage.title).toHaveText(campaign.title);
  await campaignPage.donationPanel.getByRole('button', { name: 'Pay with another token' }).click();
  const part = campaignPage.donationPanel.getByTestId('another-token');
  await expect(part.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  return { campaignPage, part };
}

/** Sends the quoted gift, then checks it is listed once, on the page and in the API, with the
 *  stablecoin the vault received and what the donor gave; opens its receipt from the thank-you. */
async function giveAndCheck(
  page: Page,
  {
    campaign,
    chain,
    given,
    symbol,
  }: { campaign: ListedCampaign; chain: PublicChain; given: string; symbol: string },
) {
  const panel = new DonationPanelPage(page);
  const campaignPage = new CampaignPage(page);
  const vault = campaign.walletAddress as string;
  const before = await vaultBalance(chain, campaign.currency, vault);
  const message = `${symbol} swap ${Date.now()}`;
  await panel.message.fill(message);
  await expect(panel.donateButton).toBeEnabled();
  await panel.donateButton.click();
  const thanks = campaignPage.donationPanel.getByRole('link', { name: 'View receipt' });
  await expect(thanks).toBeVisible({ timeout: 45_000 });

  const received = (await vaultBalance(chain, campaign.currency, vault)) - before;
  const decimals = tokenOn(chain, campaign.currency).decimals;
  const listed = (await donationsOf(page, campaign.id)).filter((donation) => donation.message === message);
  expect(listed).toHaveLength(1);
  const [donation] = listed;
  expect(donation?.currency).toBe(campaign.currency);
  expect(donation?.amount).toBe(formatUnits(received, decimals));
  expect(donation?.swapped).toMatchObject({ token: { symbol }, amount: given });

  await campaignPage.tab('Donations').click();
  const row = campaignPage.tabPanel.getByRole('listitem').filter({ hasText: message });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row.getByTestId('given-as')).toHaveText(`Given as ${given} ${symbol}`);

  await thanks.click();
  await expect(page.getByRole('heading', { name: 'Donation receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-given-as')).toHaveText(`${given} ${symbol}`);
  await expect(page.getByTestId('receipt-rate')).toContainText(`${campaign.currency} per ${symbol}`);
  return { received, decimals };
}

test.describe('giving with another token', () => {
  test('a donor holding only ETH gives 0.01 ETH to a USDC campaign on the first chain', async ({ page }) => {
    test.setTimeout(180_000);
    const campaign = await openCampaignIn(page, 'USDC');
    // 0.1 ETH and no token at all.
    const key = await fundedDonor(config, [[chainA, []]]);
    await signInWithTestWallet(page, {
      rpcUrl: chainA.rpcUrl,
      privateKey: key,
      chains: { [chainA.chainId]: chainA.rpcUrl, [chainB.chainId]: chainB.rpcUrl },
      chainId: chainA.chainId,
    });
    const { part } = await openSwap(page, campaign);
    // The donor holds the native coin only: nothing else is listed.
    await expect(part.getByRole('radio')).toHaveCount(1);
    await expect(part.getByRole('radio', { name: /ETH/ })).toBeChecked();
    await part.getByLabel('Amount (ETH)').fill('0.01');
    const quote = part.getByTestId('swap-quote-line');
    // About 30 dollars at the seeded 3,000 a coin, less the pool's fee and 1 % at least.
    await expect(quote).toHaveText(
      /^0\.0100 ETH → about 29\.\d\d USDC, at least 29\.\d\d with 1 % slippage$/,
      {
        timeout: 20_000,
      },
    );
    await expect(part.getByTestId('swap-quote')).toContainText(`receives the USDC`);
    await expect(part.getByTestId('swap-quote')).toContainText(/network fee about 0\.\d+ ETH/);

    const { received } = await giveAndCheck(page, { campaign, chain: chainA, given: '0.01', symbol: 'ETH' });
    expect(received).toBeGreaterThan(parseUnits('29', 6));
    expect(received).toBeLessThan(parseUnits('30', 6));
  });

  test('a donor holding only DEV gives the whole balance to a USDT campaign on the second chain (18-decimal USDT)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const campaign = await openCampaignIn(page, 'USDT');
    const tokens = (await (
      await page.request.get(`/api/swaps/tokens?chainId=${chainB.chainId}&currency=USDT`)
    ).json()) as { tokens: SwapToken[] };
    const dev = tokens.tokens.find((token) => token.symbol === 'DEV');
    if (!dev?.address) throw new Error('the second chain lists no DEV token');
    // Gas, and a DEV balance to its last unit of 18 decimals.
    const key = await fundedDonor(config, [[chainB, []]]);
    const donor = privateKeyToAccount(key as Hex).address;
    const whole = '400.123456789012345678';
    await dealToken(chainB, dev.address, donor, parseUnits(whole, 18));
    await signInWithTestWallet(page, {
      rpcUrl: chainA.rpcUrl,
      privateKey: key,
      chains: { [chainA.chainId]: chainA.rpcUrl, [chainB.chainId]: chainB.rpcUrl },
      chainId: chainB.chainId,
    });
    const { part } = await openSwap(page, campaign);
    await expect(part.getByRole('radio')).toHaveCount(2);
    await part.getByRole('radio', { name: /DEV/ }).check();
    await part.getByRole('button', { name: 'Max' }).click();
    await expect(part.getByLabel('Amount (DEV)')).toHaveValue(whole);
    // 400 DEV at the seeded quarter dollar, through WETH: about 99.7 USDT.
    await expect(part.getByTestId('swap-quote-line')).toHaveText(
      /^400\.1235 DEV → about 99\.\d\d USDT, at least 98\.\d\d with 1 % slippage$/,
      { timeout: 20_000 },
    );
    // DEV has no EIP-2612 permit (decision 135, session 35): the wallet is asked for exactly this
    // amount first, never an unlimited approval, and no signature.
    await expect(part.getByTestId('swap-quote')).toContainText(`allow exactly 400.1235 DEV`);
    await expect(part.getByTestId('swap-quote')).not.toContainText('sign a permit');

    const { received } = await giveAndCheck(page, { campaign, chain: chainB, given: whole, symbol: 'DEV' });
    expect(received).toBeGreaterThan(parseUnits('98', 18));
    expect(received).toBeLessThan(parseUnits('100.1', 18));
    // The whole balance went, and nothing is left allowed to the contract.
    const reader = chainReader(chainB);
    expect(
      await reader.readContract({
        address: dev.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [donor],
      }),
    ).toBe(0n);
  });
});
