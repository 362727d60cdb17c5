import type { Browser } from '@playwright/test';
import { type Address, erc20Abi, type Hex, parseEventLogs, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DashboardPage, SafeWithdrawals, WithdrawalHistory } from '../pages/dashboard-page';
import { WalletPage } from '../pages/wallet-page';
import { chainReader, tokenOn, walletOn } from '../support/donor-wallet';
import { fetchConfig, type PublicChain, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';
import { installTestWallet } from '../support/test-wallet';

// Issue 30, "Done when": owner A proposes 100 USDC from a 2-of-3 Safe's campaign; the queue shows
// 1 of 2 and no money moved; owner B signs; it executes (once directly from B's wallet, once
// gaslessly through the relayer), and on chain the recipient gets exactly 97.5 and the treasury
// 2.5 (read from the execution's own Transfer, as the treasury is shared with other specs); owner
// C, who did not sign, sees both completed in their dashboard.

/** The demo's team campaign: a 2-of-3 Safe of dev accounts 7 (its creator), 8 and 4 owns its vault. */
const TITLE = 'Community kitchen for Riverside families';
const [OWNER_A, OWNER_B, OWNER_C] = [7, 8, 4] as const;

let config: PublicConfig;
let chain: PublicChain;

test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  chain = config.chains[0]!;
});

const devKey = (index: number): Hex => {
  const key = config.devAccounts?.[index]?.privateKey;
  if (!key) throw new Error(`the stack offers no dev account ${index}`);
  return key;
};
const usdc = () => tokenOn(chain, 'USDC');
const usdcOf = (holder: Address) =>
  chainReader(chain).readContract({
    address: usdc().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });
const units = (amount: string) => parseUnits(amount, usdc().decimals);

/** Signs `account` in through the test wallet on a page of its own and opens Withdrawals. */
async function signedIn(browser: Browser, account: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await installTestWallet(page, { rpcUrl: chain.rpcUrl, privateKey: devKey(account) });
  const wallet = new WalletPage(page);
  await page.goto('/');
  await wallet.openModal();
  await wallet.choose(/Test Wallet/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await new DashboardPage(page).goto('withdrawals');
  return page;
}

/** The Safe campaign as owner A's dashboard lists it: id, vault and the Safe. The stack answers
 *  before its demo data is complete (the Safe comes last), so a run of this file alone waits. */
async function safeCampaign(page: Page) {
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  type Vault = {
    campaignId: number;
    title: string;
    walletAddress: Address;
    chains: { safe: { address: Address } | null }[];
  };
  let found: Vault | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/campaigns/me/wallets', {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const vaults = (await response.json()) as Vault[];
        found = vaults.find((candidate) => candidate.title === TITLE && candidate.chains[0]?.safe);
        return found !== undefined;
      },
      {
        message: `owner A's dashboard lists the Safe vault "${TITLE}"`,
        timeout: 150_000,
        intervals: [2_000],
      },
    )
    .toBe(true);
  return { id: found!.campaignId, vault: found!.walletAddress, safe: found!.chains[0]!.safe!.address };
}

/** The fee the execution paid to the treasury: its own Transfer of USDC there. */
async function feeOf(hash: Hex): Promise<bigint> {
  const receipt = await chainReader(chain).waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' })
    .filter(
      (log) =>
        log.address.toLowerCase() === usdc().address.toLowerCase() &&
        log.args.to.toLowerCase() === config.treasuryAddress.toLowerCase(),
    )
    .reduce((sum, log) => sum + log.args.value, 0n);
}

const executionOf = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/executions$/.test(response.url()),
  );

test('a 2-of-3 Safe withdraws 100 USDC: A proposes, B signs and executes (directly, then without gas), C sees it done', async ({
  page,
  browser,
}) => {
  // Long enough for a run of this file alone, where the demo Safe may still be being made.
  test.setTimeout(240_000);
  await installTestWallet(page, { rpcUrl: chain.rpcUrl, privateKey: devKey(OWNER_A) });
  const wallet = new WalletPage(page);
  await page.goto('/');
  await wallet.openModal();
  await wallet.choose(/Test Wallet/);
  await expect(page).toHaveURL(/\/dashboard$/);
  const campaign = await safeCampaign(page);

  // The vault takes USDT in the demo; two withdrawals of 100 USDC need 200 there.
  const held = await usdcOf(campaign.vault);
  if (held < units('200')) {
    const funder = walletOn(chain, devKey(OWNER_C));
    const sent = await funder.writeContract({
      address: usdc().address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [campaign.vault, units('200') - held],
    });
    await chainReader(chain).waitForTransactionReceipt({ hash: sent });
  }

  const asA = new SafeWithdrawals(page);
  const pageB = await signedIn(browser, OWNER_B);
  const asB = new SafeWithdrawals(pageB);

  const executions: Hex[] = [];
  for (const mode of ['direct', 'gasless'] as const) {
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const vaultBefore = await usdcOf(campaign.vault);

    // A proposes; the queue says 1 of 2, and nothing has moved.
    await new DashboardPage(page).goto('withdrawals');
    const dialog = await asA.openPropose(TITLE);
    await dialog.propose('USDC', '100', recipient);
    await expect(dialog.root).toBeHidden();
    const proposedByA = asA.proposal(campaign.id, '100.00 USDC', recipient);
    await expect(proposedByA.getByTestId('safe-progress')).toHaveText('1 of 2 signed');
    await expect(proposedByA.getByTestId('safe-proposal-status')).toHaveText('Awaiting signatures');
    expect(await usdcOf(recipient)).toBe(0n);
    expect(await usdcOf(campaign.vault)).toBe(vaultBefore);

    // B signs, and with 2 of 2 executes.
    await pageB.reload();
    const seenByB = asB.proposal(campaign.id, '100.00 USDC', recipient);
    await seenByB.getByRole('button', { name: /^Sign:/ }).click();
    await expect(seenByB.getByTestId('safe-progress')).toHaveText('2 of 2 signed');
    const executed = executionOf(pageB);
    await seenByB
      .getByRole('button', { name: mode === 'direct' ? /^Execute:/ : /^Execute without gas:/ })
      .click();
    const { transactionHash, executedBy } = (await (await executed).json()) as {
      transactionHash: Hex;
      executedBy: string;
    };
    expect(executedBy).toBe(mode === 'direct' ? 'direct' : 'relayer');

    // Exact to the unit: 97.5 to the recipient, 2.5 to the treasury, 100 out of the vault.
    expect(await feeOf(transactionHash)).toBe(units('2.5'));
    expect(await usdcOf(recipient)).toBe(units('97.5'));
    expect(await usdcOf(campaign.vault)).toBe(vaultBefore - units('100'));
    await expect(seenByB.getByTestId('safe-proposal-status')).toHaveText('Executed', { timeout: 15_000 });

    executions.push(transactionHash);
  }
  await pageB.context().close();

  // C, who signed nothing, sees both completed, from the Safe, signed by A and B.
  const pageC = await signedIn(browser, OWNER_C);
  const signers = [OWNER_A, OWNER_B].map((index) => config.devAccounts![index]!.address);
  const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;
  for (const hash of executions) {
    const row = new WithdrawalHistory(pageC).rowOf(hash);
    await expect(row).toContainText('100.00 USDC');
    await expect(row).toContainText('Completed', { timeout: 20_000 });
    await expect(row.getByTestId('withdrawal-safe')).toHaveText(
      `From Safe ${short(campaign.safe)} · signed by ${signers.map(short).join(', ')}`,
    );
  }
  await pageC.context().close();
});
