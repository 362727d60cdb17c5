import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { apiAuthorization, signedInContextPage } from './session';
import { devAccountOf, type PublicConfig } from './stack';
import { expect } from './test';

// Matching rounds' browser specs (issue 44): the stack's primary chain, its USDT, new creators'
// approved campaigns and new donors' funded wallets.

export function roundsKit(config: PublicConfig) {
  const devKey = (index: number) => devAccountOf(config, index).privateKey;
  const chain = { ...foundry, id: config.chainId, rpcUrls: { default: { http: [config.rpcUrl] } } };
  const usdt = config.tokens.find((each) => each.symbol === 'USDT');
  if (!usdt) throw new Error('no USDT on the stack');
  const reader = createPublicClient({ chain, transport: http(config.rpcUrl) });
  const walletOf = (key: Hex) =>
    createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(config.rpcUrl) });

  /** Sends `amount` USDT from `key` to `to` and waits for it to be mined. */
  async function sendUsdt(key: Hex, to: string, amount: string): Promise<void> {
    await reader.waitForTransactionReceipt({
      hash: await walletOf(key).writeContract({
        address: usdt!.address as Hex,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to as Hex, parseUnits(amount, usdt!.decimals)],
      }),
    });
  }

  /** A wallet nobody used, holding `amount` USDT (none when '0') and 1 ETH for gas. */
  async function fundedDonor(amount: string): Promise<Hex> {
    const key = generatePrivateKey();
    const donor = privateKeyToAccount(key).address;
    await reader.waitForTransactionReceipt({
      hash: await walletOf(devKey(6)).sendTransaction({ to: donor, value: parseUnits('1', 18) }),
    });
    if (amount !== '0') await sendUsdt(devKey(6), donor, amount);
    return key;
  }

  return {
    devKey,
    usdt,
    reader,
    sendUsdt,
    /** A USDT balance in the token's smallest unit. */
    balanceOf: (address: string) =>
      reader.readContract({
        address: usdt.address as Hex,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address as Hex],
      }),

    /** A new creator's approved keep-what-you-raise USDT campaign. */
    async approvedCampaign(request: APIRequestContext, creatorKey: Hex, title: string): Promise<number> {
      const created = await request.post('/api/campaigns', {
        headers: await apiAuthorization(request, creatorKey),
        data: {
          title,
          description: 'Rain gauges for schools, read by the pupils every morning.',
          story: 'Each school gets a gauge and a notebook; the readings go to an open map.',
          category: 'Environment',
          goalAmount: '2000',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const approved = await request.post(`/api/admin/campaigns/${id}/approve`, {
        headers: await apiAuthorization(request, devKey(0)),
        data: { approved: true },
      });
      expect(approved.ok(), await approved.text()).toBe(true);
      return id;
    },

    /** A new donor with `funds` USDT gives `amount` through the campaign page's panel, after the
     *  panel's estimate line has answered for it. */
    async giveThroughPanel(
      browser: Browser,
      campaignId: number,
      amount: string,
      funds: string,
    ): Promise<void> {
      const donor = await signedInContextPage(browser, {
        rpcUrl: config.rpcUrl,
        privateKey: await fundedDonor(funds),
      });
      await new CampaignPage(donor).goto(campaignId);
      const panel = new DonationPanelPage(donor);
      await panel.amount.fill(amount);
      await expect(donor.getByTestId('round-estimate')).toContainText(`Your ${amount} USDT adds`);
      await panel.donateButton.click();
      await expect(donor.getByRole('region', { name: 'Donation received' })).toContainText(
        `Thank you! You gave ${Number(amount).toFixed(2)} USDT.`,
        { timeout: 20_000 },
      );
    },

    fundedDonor,
  };
}

/** A moderator (the admin's `page`) accepts each titled application on the round's admin page. */
export async function acceptInAdminArea(
  page: Page,
  roundId: number,
  titles: readonly string[],
): Promise<void> {
  await page.goto(`/admin/rounds/${roundId}`);
  for (const title of titles) {
    const application = page.getByTestId('round-application').filter({ hasText: title });
    await application.getByRole('button', { name: 'Accept' }).click();
    await expect(application).toContainText('Accepted');
  }
}
