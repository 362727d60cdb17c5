import { type Address, erc20Abi, type Hex, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DashboardPage, WalletsSection, WithdrawalHistory } from '../pages/dashboard-page';
import { chainReader, tokenOn, walletOn } from '../support/donor-wallet';
import { accessTokenOf, signInThroughApi } from '../support/session';
import { fetchConfig, type PublicChain, type PublicConfig, twoChains } from '../support/stack';
import { expect, type Page, test } from '../support/test';

// Issue 25, "Done when": the creator withdraws on the stack's second chain (Local L2, where
// TestUSDT has 18 decimals), directly (the wallet is moved there first) and gaslessly (that
// chain's relayer sends it), and that chain's token balances show 97.5 to the recipient and 2.5
// to the treasury, exact to the unit.

interface Vault {
  campaignId: number;
  title: string;
  walletAddress: Address;
}

/** Dev account 5 created two open campaigns of the demo data; no other spec withdraws as it. */
const CREATOR = 5;
/** Dev account 7 funds the vaults, as in donor-on-chain-b.spec. */
const FUNDER = 7;

let config: PublicConfig;
let chainA: PublicChain;
let chainB: PublicChain;

test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  [chainA, chainB] = twoChains(config);
});

function devKey(index: number): Hex {
  const key = config.devAccounts?.[index]?.privateKey;
  if (!key) throw new Error(`the stack offers no dev account ${index}`);
  return key;
}

const balanceOn = (chain: PublicChain, symbol: string, holder: Address) =>
  chainReader(chain).readContract({
    address: tokenOn(chain, symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });

/** Sends `amount` whole tokens from the funder to `to` on `chain` and waits for the receipt. */
async function fund(chain: PublicChain, symbol: string, amount: string, to: Address) {
  const funder = walletOn(chain, devKey(FUNDER));
  const { address, decimals } = tokenOn(chain, symbol);
  const hash = await funder.writeContract({
    address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, decimals)],
  });
  await chainReader(chain).waitForTransactionReceipt({ hash });
}

/** Signs in as the creator through the test wallet, which knows both chains and starts on the
 *  primary one; records what the page asks of it. */
async function signInAsCreator(page: Page) {
  const asked: { method: string; params: unknown[] }[] = [];
  // Through the API with the key (auth.spec tests the wallet modal): the next page opens signed in.
  await signInThroughApi(page, {
    rpcUrl: chainA.rpcUrl,
    privateKey: devKey(CREATOR),
    chains: { [chainA.chainId]: chainA.rpcUrl, [chainB.chainId]: chainB.rpcUrl },
    chainId: chainA.chainId,
    onRequest: (method, params) => asked.push({ method, params }),
  });
  return asked;
}

/** The creator's first vault, as the dashboard lists it. */
async function firstVault(page: Page): Promise<Vault> {
  const accessToken = await accessTokenOf(page);
  const response = await page.request.get('/api/campaigns/me/wallets', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  const [vault] = (await response.json()) as Vault[];
  if (!vault) throw new Error(`dev account ${CREATOR} has no campaign vault`);
  return vault;
}

const freshRecipient = () => privateKeyToAccount(generatePrivateKey()).address;

test.describe('a creator withdrawing on the second chain', () => {
  test('withdraws 100 USDT directly on Local L2: the wallet moves there, and that chain pays 97.5 and 2.5 in its 18 decimals', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const asked = await signInAsCreator(page);
    const vault = await firstVault(page);
    // Funds on both chains, so the form offers the network; the withdrawal takes B's.
    await fund(chainA, 'USDT', '1', vault.walletAddress);
    await fund(chainB, 'USDT', '100', vault.walletAddress);
    const recipient = freshRecipient();
    const treasury = config.treasuryAddress as Address;
    const treasuryOnB = await balanceOn(chainB, 'USDT', treasury);
    const treasuryOnA = await balanceOn(chainA, 'USDT', treasury);
    const vaultOnA = await balanceOn(chainA, 'USDT', vault.walletAddress);

    const dashboard = new DashboardPage(page);
    await dashboard.goto('wallets');
    const dialog = await new WalletsSection(page).openWithdraw(vault.title);
    await dialog.chooseNetwork(chainB.chainName);
    await dialog.chooseToken('USDT');
    await dialog.fill('USDT', '100', recipient);
    await expect(dialog.review).toContainText('Amount100.00 USDT');
    await expect(dialog.review).toContainText('Platform fee (2.5%)2.50 USDT');
    await expect(dialog.review).toContainText('You receive97.50 USDT');
    await expect(dialog.root.getByTestId('withdrawal-network')).toHaveText(chainB.chainName);

    const transactionHash = await dialog.withdrawDirectlyRecorded();
    await expect(dashboard.toast('Withdrawal Initiated')).toBeVisible();
    await expect(dialog.root).toBeHidden({ timeout: 30_000 });

    // The wallet was on the primary chain: it was asked to move to Local L2 before sending.
    const switches = asked.filter((request) => request.method === 'wallet_switchEthereumChain');
    expect(switches.map((request) => request.params[0])).toContainEqual({
      chainId: `0x${chainB.chainId.toString(16)}`,
    });
    const receipt = await chainReader(chainB).getTransactionReceipt({ hash: transactionHash });
    expect(receipt.status).toBe('success');

    // Exact to the unit, in Local L2's 18-decimal USDT; nothing moved on the primary chain.
    const decimals = tokenOn(chainB, 'USDT').decimals;
    expect(decimals).toBe(18);
    expect(await balanceOn(chainB, 'USDT', recipient)).toBe(parseUnits('97.5', decimals));
    expect((await balanceOn(chainB, 'USDT', treasury)) - treasuryOnB).toBe(parseUnits('2.5', decimals));
    expect(await balanceOn(chainA, 'USDT', recipient)).toBe(0n);
    expect(await balanceOn(chainA, 'USDT', treasury)).toBe(treasuryOnA);
    expect(await balanceOn(chainA, 'USDT', vault.walletAddress)).toBe(vaultOnA);

    await dashboard.menu.getByRole('link', { name: 'Withdrawals' }).click();
    const row = new WithdrawalHistory(page).rowOf(transactionHash);
    await expect(row).toContainText('100.00 USDT');
    await expect(row.getByTestId('withdrawal-network')).toHaveText(chainB.chainName);
    await expect(row).toContainText('Completed', { timeout: 20_000 });
  });

  test("withdraws 100 USDC gaslessly on Local L2: signed for that chain, sent by its relayer, the creator's gas untouched", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const asked = await signInAsCreator(page);
    const creator = privateKeyToAccount(devKey(CREATOR)).address;
    const vault = await firstVault(page);
    await fund(chainA, 'USDT', '1', vault.walletAddress);
    await fund(chainB, 'USDC', '100', vault.walletAddress);
    const recipient = freshRecipient();
    const treasury = config.treasuryAddress as Address;
    const treasuryOnB = await balanceOn(chainB, 'USDC', treasury);
    const gasOnB = await chainReader(chainB).getBalance({ address: creator });
    const gasOnA = await chainReader(chainA).getBalance({ address: creator });

    const dashboard = new DashboardPage(page);
    await dashboard.goto('wallets');
    const dialog = await new WalletsSection(page).openWithdraw(vault.title);
    await dialog.chooseNetwork(chainB.chainName);
    await dialog.chooseToken('USDC');
    await dialog.fill('USDC', '100', recipient);
    await expect(dialog.review).toContainText('You receive97.50 USDC');
    await expect(dialog.root.getByTestId('withdrawal-network')).toHaveText(chainB.chainName);

    const relayed = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/wallet/withdraw'),
    );
    await dialog.withdrawGasless();
    const relayResponse = await relayed;
    expect(relayResponse.ok()).toBe(true);
    expect(relayResponse.request().postDataJSON()).toMatchObject({ chainId: chainB.chainId });
    const { transactionHash } = (await relayResponse.json()) as { transactionHash: Hex };
    await expect(dashboard.toast('Withdrawal Submitted')).toBeVisible();

    // Signed for Local L2's domain; sent by that chain's relayer, never by the wallet.
    const signed = asked.filter((request) => request.method === 'eth_signTypedData_v4').at(-1);
    expect(JSON.parse(signed?.params[1] as string).domain.chainId).toBe(chainB.chainId);
    expect(asked.map((request) => request.method)).not.toContain('eth_sendTransaction');
    const sent = await chainReader(chainB).getTransaction({ hash: transactionHash });
    expect(sent.from.toLowerCase()).not.toBe(creator.toLowerCase());

    const decimals = tokenOn(chainB, 'USDC').decimals;
    await expect
      .poll(() => balanceOn(chainB, 'USDC', recipient), { timeout: 20_000 })
      .toBe(parseUnits('97.5', decimals));
    expect((await balanceOn(chainB, 'USDC', treasury)) - treasuryOnB).toBe(parseUnits('2.5', decimals));
    expect(await chainReader(chainB).getBalance({ address: creator })).toBe(gasOnB);
    expect(await chainReader(chainA).getBalance({ address: creator })).toBe(gasOnA);

    await dashboard.goto('withdrawals');
    const row = new WithdrawalHistory(page).rowOf(transactionHash);
    await expect(row).toContainText('100.00 USDC');
    await expect(row.getByTestId('withdrawal-network')).toHaveText(`${chainB.chainName} · Gasless`);
    await expect(row).toContainText('Completed', { timeout: 20_000 });
  });
});
