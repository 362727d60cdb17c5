import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { WalletPage } from '../pages/wallet-page';
import { type AskedOfWallet, fundedDonor as fundDonor, signInWithTestWallet } from '../support/donor-wallet';
import { type ListedCampaign, openCampaigns } from '../support/open-campaigns';
import { fetchConfig, type PublicChain, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';
import type { TestWalletOptions } from '../support/test-wallet';

// Issue 25, item 5: the wallet is moved to the network a donation is for. A wallet that does not
// know the chain answers 4902 and is given it (wallet_addEthereumChain) before the switch; one that
// stays elsewhere is refused before anything is sent. Needs only the stack's primary chain: the
// test wallet plays a wallet that starts on Ethereum (chain 1), which the stack does not serve.

const ETHEREUM = 1;
let config: PublicConfig;
let target: ListedCampaign;

test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  const [open] = await openCampaigns(
    request,
    (campaign) => campaign.isApproved && campaign.currency === 'USDT',
  );
  if (!open) throw new Error('the seed offers no open USDT campaign');
  target = open;
});

/** A fresh donor with gas and 50 USDT on the primary chain. */
const fundedDonor = () => fundDonor(config, [[config.chains[0] as PublicChain, ['USDT']]]);

/** Signs in with the test wallet (recording what the page asks of it) on the stack's RPC. */
const signIn = (page: Page, options: Omit<TestWalletOptions, 'rpcUrl' | 'onRequest'>) =>
  signInWithTestWallet(page, { rpcUrl: config.rpcUrl, ...options });

/** A funded donor signed in with a wallet that knows the primary chain and Ethereum and starts on
 *  the primary one. */
async function signInOnPrimaryKnowingEthereum(
  page: Page,
  options: Pick<TestWalletOptions, 'switchStaysPut'> = {},
) {
  const primary = config.chains[0]!;
  return signIn(page, {
    privateKey: await fundedDonor(),
    chains: { [primary.chainId]: config.rpcUrl, [ETHEREUM]: config.rpcUrl },
    chainId: primary.chainId,
    ...options,
  });
}

const chainHex = (id: number) => `0x${id.toString(16)}`;
const switches = (asked: AskedOfWallet[]) =>
  asked
    .filter((request) => request.method === 'wallet_switchEthereumChain')
    .map((request) => request.params[0]);
const sent = (asked: AskedOfWallet[]) =>
  asked.filter((request) => ['eth_sendTransaction', 'eth_signTypedData_v4'].includes(request.method));

/** Opens the campaign and gives `amount` USDT with `message`; `check` looks at the panel first. */
async function donate(page: Page, amount: string, message: string, check?: () => Promise<void>) {
  const campaign = new CampaignPage(page);
  const panel = new DonationPanelPage(page);
  await campaign.goto(target.id);
  await expect(campaign.title).toHaveText(target.title);
  await check?.();
  await panel.amount.fill(amount);
  await panel.message.fill(message);
  await panel.donateButton.click();
  return { campaign, panel };
}

test.describe('moving the wallet to the donation network', () => {
  test('a wallet that does not know the chain answers 4902, is given it with wallet_addEthereumChain, then switches', async ({
    page,
  }) => {
    const key = await fundedDonor();
    // A wallet that knows only Ethereum, and is on it.
    const { wallet, asked } = await signIn(page, { privateKey: key, chains: { [ETHEREUM]: config.rpcUrl } });

    const primary = config.chains[0]!;
    await expect.poll(() => wallet.chainId()).toBe(primary.chainId);
    const order = asked
      .map((request) => request.method)
      .filter((method) => method.startsWith('wallet_') && method.endsWith('Chain'));
    expect(order).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]);
    expect(switches(asked)).toEqual([
      { chainId: chainHex(primary.chainId) },
      { chainId: chainHex(primary.chainId) },
    ]);
    const added = asked.find((request) => request.method === 'wallet_addEthereumChain')?.params[0];
    expect(added).toEqual({
      chainId: chainHex(primary.chainId),
      chainName: primary.chainName,
      nativeCurrency: primary.nativeCurrency,
      rpcUrls: [primary.rpcUrl],
      ...(primary.explorerUrl ? { blockExplorerUrls: [primary.explorerUrl] } : {}),
    });
    await expect(new WalletPage(page).connectedArea.getByTestId('wallet-network')).toHaveText(
      primary.chainName,
    );

    // The chain as added works: the donation goes through on it, over the RPC the app gave.
    const message = `Added the chain ${Date.now()}`;
    const { campaign, panel } = await donate(page, '5', message);
    await expect(panel.toast('Transaction Confirmed!')).toBeVisible({ timeout: 20_000 });
    await campaign.tab('Donations').click();
    await expect(campaign.tabPanel.getByRole('listitem').filter({ hasText: message })).toHaveCount(1, {
      timeout: 20_000,
    });
  });

  test('a wallet moved to a network the deployment does not serve: the header says so, and a donation switches it back first', async ({
    page,
  }) => {
    const primary = config.chains[0]!;
    const { wallet, asked } = await signInOnPrimaryKnowingEthereum(page);
    const header = new WalletPage(page).connectedArea;
    await expect(header.getByTestId('wallet-network')).toHaveText(primary.chainName);

    await wallet.moveTo(ETHEREUM);
    await expect(header.getByRole('button', { name: /^Unsupported network: Switch network/ })).toBeVisible();
    await expect(header.getByTestId('wallet-network')).toHaveCount(0);

    const campaign = new CampaignPage(page);
    await campaign.goto(target.id);
    await expect(
      page
        .getByTestId('network-switch-hint')
        .or(page.getByText(/switch/i))
        .first(),
    ).toBeVisible();
    asked.length = 0;
    const message = `Switched back ${Date.now()}`;
    const { panel } = await donate(page, '5', message);
    await expect(panel.toast('Transaction Confirmed!')).toBeVisible({ timeout: 20_000 });
    const methods = asked.map((request) => request.method);
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeGreaterThanOrEqual(0);
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(
      methods.indexOf('eth_sendTransaction'),
    );
    expect(methods).not.toContain('wallet_addEthereumChain');
    await expect(header.getByTestId('wallet-network')).toHaveText(primary.chainName);
  });

  test('a wallet that says it switched but stays on another network is refused, and nothing is sent', async ({
    page,
  }) => {
    const primary = config.chains[0]!;
    const { wallet, asked } = await signInOnPrimaryKnowingEthereum(page, { switchStaysPut: true });
    await wallet.moveTo(ETHEREUM);
    asked.length = 0;
    const { panel } = await donate(page, '5', 'never sent');
    await expect(panel.toast('Wrong Network')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(
          `Your wallet is still on another network (chain id ${ETHEREUM}), not ${primary.chainName}. Switch it to ${primary.chainName} (chain id ${primary.chainId}) in your wallet, then try again. Nothing was sent.`,
        ),
    ).toBeVisible();
    expect(switches(asked)).toEqual([{ chainId: chainHex(primary.chainId) }]);
    expect(sent(asked)).toEqual([]);
    await expect(panel.donateButton).toBeEnabled();
    await expect(panel.amount).toHaveValue('5');

    // The header's Switch network meets the same wallet: it says what to do.
    await new WalletPage(page).connectedArea.getByRole('button', { name: /Switch network/ }).click();
    await expect(panel.toast(`Switch to ${primary.chainName}`)).toBeVisible();
  });
});
