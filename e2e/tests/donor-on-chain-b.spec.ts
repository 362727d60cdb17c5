import { type Address, erc20Abi, parseUnits } from 'viem';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { WalletPage } from '../pages/wallet-page';
import { chainReader, fundedDonor, signInWithTestWallet, tokenOn } from '../support/donor-wallet';
import { type ListedCampaign, openUsdtCampaigns } from '../support/open-campaigns';
import { fetchConfig, type PublicChain, type PublicConfig, twoChains } from '../support/stack';
import { expect, type Page, test } from '../support/test';

// Issue 25, item 5: a donor whose wallet is on the stack's second chain (Local L2, 18-decimal
// USDT) gives there from the wallet and without gas, then on the primary chain; the campaign's
// total counts all three and each donation names its network.

let config: PublicConfig;
let chainA: PublicChain;
let chainB: PublicChain;
let target: ListedCampaign;

test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  [chainA, chainB] = twoChains(config);
  // An all-or-nothing campaign lives on one chain (decision 090).
  const open = await openUsdtCampaigns(request);
  // Not the first: donations.spec gives to that one.
  const chosen = open[1] ?? open[0];
  if (!chosen) throw new Error('the seed offers no open USDT campaign');
  target = chosen;
});

const balanceOn = (chain: PublicChain, symbol: string, holder: string) =>
  chainReader(chain).readContract({
    address: tokenOn(chain, symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Address],
  });

const usdt = (amount: number) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`;

async function raisedNow(page: Page): Promise<number> {
  const campaign = (await (await page.request.get(`/api/campaigns/${target.id}`)).json()) as ListedCampaign;
  return Number(campaign.raisedAmount);
}

test.describe('a donor on the second chain', () => {
  test('gives on Local L2 from the wallet and without gas, then on the primary chain; the total counts all three and each names its network', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Gas and 50 USDT on both chains, 50 USDC on chain B.
    const key = await fundedDonor(config, [
      [chainA, ['USDT']],
      [chainB, ['USDT', 'USDC']],
    ]);
    const { asked } = await signInWithTestWallet(page, {
      rpcUrl: chainA.rpcUrl,
      privateKey: key,
      chains: { [chainA.chainId]: chainA.rpcUrl, [chainB.chainId]: chainB.rpcUrl },
      chainId: chainB.chainId,
    });
    const wallet = new WalletPage(page);
    // A served chain: signing in leaves the wallet where it is.
    expect(asked.map((request) => request.method)).not.toContain('wallet_switchEthereumChain');
    await expect(wallet.connectedArea.getByTestId('wallet-network')).toHaveText(chainB.chainName);

    const vault = target.walletAddress as string;
    const before = await raisedNow(page);
    const usdtOnB = await balanceOn(chainB, 'USDT', vault);
    const usdcOnB = await balanceOn(chainB, 'USDC', vault);
    const usdtOnA = await balanceOn(chainA, 'USDT', vault);

    const campaign = new CampaignPage(page);
    const panel = new DonationPanelPage(page);
    const funding = campaign.donationPanel;
    await campaign.goto(target.id);
    await expect(campaign.title).toHaveText(target.title);
    await expect(panel.raised).toHaveText(usdt(before));
    // The wallet's network is offered first.
    const network = funding.getByLabel('Network', { exact: true }).first();
    await expect(network).toHaveValue(String(chainB.chainId));
    await campaign.tab('Donations').click();
    const row = (message: string) => campaign.tabPanel.getByRole('listitem').filter({ hasText: message });

    // 1. From the wallet on Local L2: 5 USDT of 18 decimals.
    const fromWallet = `L2 wallet ${Date.now()}`;
    await panel.amount.fill('5');
    await panel.message.fill(fromWallet);
    await panel.donateButton.click();
    await expect(row(fromWallet)).toHaveCount(1, { timeout: 30_000 });
    await expect(row(fromWallet).getByTestId('donation-network')).toHaveText(`on ${chainB.chainName}`);
    expect((await balanceOn(chainB, 'USDT', vault)) - usdtOnB).toBe(
      parseUnits('5', tokenOn(chainB, 'USDT').decimals),
    );

    // 2. Without gas on Local L2: 10 USDC by one signature, relayed by that chain's relayer.
    await funding.getByLabel('Token', { exact: true }).first().selectOption('USDC');
    await expect(funding.getByRole('checkbox', { name: 'Donate without gas' })).toBeChecked();
    const gasless = `L2 gasless ${Date.now()}`;
    const sentBefore = asked.filter((request) => request.method === 'eth_sendTransaction').length;
    await panel.amount.fill('10');
    await panel.message.fill(gasless);
    await panel.donateButton.click();
    await expect(row(gasless)).toHaveCount(1, { timeout: 30_000 });
    await expect(row(gasless).getByTestId('donation-network')).toHaveText(`on ${chainB.chainName}`);
    expect(asked.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(sentBefore);
    const signed = asked.filter((request) => request.method === 'eth_signTypedData_v4').at(-1);
    expect(JSON.parse(signed?.params[1] as string).domain.chainId).toBe(chainB.chainId);
    expect((await balanceOn(chainB, 'USDC', vault)) - usdcOnB).toBe(parseUnits('10', 6));

    // 3. On the primary chain: the wallet is asked to switch, then 2 USDT of 6 decimals.
    await network.selectOption(String(chainA.chainId));
    await funding.getByLabel('Token', { exact: true }).first().selectOption('USDT');
    await expect(funding.getByTestId('network-switch-hint')).toHaveText(
      `Your wallet is on ${chainB.chainName}: it will be asked to switch to ${chainA.chainName} before sending.`,
    );
    const onA = `Primary ${Date.now()}`;
    await panel.amount.fill('2');
    await panel.message.fill(onA);
    await panel.donateButton.click();
    await expect(row(onA)).toHaveCount(1, { timeout: 30_000 });
    await expect(row(onA).getByTestId('donation-network')).toHaveText(`on ${chainA.chainName}`);
    expect(
      asked.filter((request) => request.method === 'wallet_switchEthereumChain').at(-1)?.params[0],
    ).toEqual({
      chainId: `0x${chainA.chainId.toString(16)}`,
    });
    expect((await balanceOn(chainA, 'USDT', vault)) - usdtOnA).toBe(
      parseUnits('2', tokenOn(chainA, 'USDT').decimals),
    );
    await expect(wallet.connectedArea.getByTestId('wallet-network')).toHaveText(chainA.chainName);

    // One total over both chains and both tokens, on the page and in the API.
    await expect(panel.raised).toHaveText(usdt(before + 17), { timeout: 15_000 });
    expect(await raisedNow(page)).toBe(before + 17);
  });
});
