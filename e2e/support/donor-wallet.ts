// A fresh donor for the browser tests that give on a chosen network (donor-on-chain-b,
// network-switch), and the chain clients the on-chain specs read and send with: a new key funded by dev account 7, and the test wallet installed with it and
// signed in through the wallet modal, recording what the page asks of the wallet.
import { expect, type Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { WalletPage } from '../pages/wallet-page';
import type { PublicChain, PublicConfig } from './stack';
import { installTestWallet, type TestWallet, type TestWalletOptions } from './test-wallet';

/** A served chain as viem knows a chain. */
export const viemChain = (chain: PublicChain) =>
  defineChain({
    id: chain.chainId,
    name: chain.chainName,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });

export const chainReader = (chain: PublicChain) =>
  createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) });

/** A wallet client of `key` on the chain. */
export const walletOn = (chain: PublicChain, key: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(key),
    chain: viemChain(chain),
    transport: http(chain.rpcUrl),
  });

/** A token the chain lists, by symbol. */
export function tokenOn(chain: PublicChain, symbol: string) {
  const token = chain.tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on ${chain.chainName}`);
  return { address: token.address as Address, decimals: token.decimals };
}

/** A new donor's key, funded by dev account 7 on each chain of `funds` with 0.1 of the native
 *  coin for gas and 50 of each token named. */
export async function fundedDonor(config: PublicConfig, funds: [PublicChain, string[]][]): Promise<Hex> {
  const key = generatePrivateKey();
  const donor = privateKeyToAccount(key).address;
  const funderKey = config.devAccounts?.[7]?.privateKey;
  if (!funderKey) throw new Error('the stack offers no dev account 7');
  for (const [chain, symbols] of funds) {
    const funder = walletOn(chain, funderKey);
    const hashes = [await funder.sendTransaction({ to: donor, value: parseEther('0.1') })];
    for (const symbol of symbols) {
      const { address, decimals } = tokenOn(chain, symbol);
      hashes.push(
        await funder.writeContract({
          address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [donor, parseUnits('50', decimals)],
        }),
      );
    }
    for (const hash of hashes) await chainReader(chain).waitForTransactionReceipt({ hash });
  }
  return key;
}

/** A request the page made of the wallet. */
export interface AskedOfWallet {
  method: string;
  params: unknown[];
}

/** Installs the test wallet with `options`, recording every request the page makes of it in
 *  `asked`, and signs in through the wallet modal from Home, which goes on to the dashboard (staff
 *  land on /admin: pass `landing`). */
export async function signInWithTestWallet(
  page: Page,
  options: Omit<TestWalletOptions, 'onRequest'>,
  landing: RegExp = /\/dashboard$/,
): Promise<{ wallet: TestWallet; asked: AskedOfWallet[] }> {
  const asked: AskedOfWallet[] = [];
  const wallet = await installTestWallet(page, {
    ...options,
    onRequest: (method, params) => asked.push({ method, params }),
  });
  const modal = new WalletPage(page);
  await page.goto('/');
  await modal.openModal();
  await modal.choose(/Test Wallet/);
  await expect(page).toHaveURL(landing);
  return { wallet, asked };
}
