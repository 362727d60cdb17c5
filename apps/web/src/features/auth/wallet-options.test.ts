import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connector } from 'wagmi';
import { WALLETCONNECT_UNAVAILABLE } from './wallet-option';
import { toWalletOptions } from './wallet-options';

const appConfig = {
  chainId: 31337,
  devAccounts: [
    {
      label: 'Dev account 0 (Admin)',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: `0x${'ab'.repeat(32)}`,
    },
  ],
} as ConfigResponse;

const connector = (fields: Partial<Connector>) => ({ type: 'injected', ...fields }) as Connector;

afterEach(() => {
  Reflect.deleteProperty(window, 'ethereum');
});

describe('toWalletOptions', () => {
  it('lists each EIP-6963 wallet with its own name and icon, then the other kinds', () => {
    const options = toWalletOptions(
      [
        connector({ id: 'io.rabby', name: 'Rabby Wallet', icon: 'data:image/png;base64,AA' }),
        connector({ id: 'injected', name: 'Injected' }),
        connector({ id: 'coinbaseWalletSDK', name: 'Coinbase Wallet', type: 'coinbaseWallet' }),
      ],
      appConfig,
    );
    expect(options.map((option) => [option.name, option.kind])).toEqual([
      ['Rabby Wallet', 'extension'],
      ['Coinbase Wallet', 'coinbase'],
      ['WalletConnect', 'walletconnect'],
      ['Local dev wallet', 'dev'],
    ]);
    expect(options[0]!.icon).toBe('data:image/png;base64,AA');
    expect(options[3]!.description).toContain('Dev account 0 (Admin)');
  });

  it("names an injected provider that gives no name 'Unknown Wallet'", () => {
    Object.defineProperty(window, 'ethereum', { value: {}, configurable: true });
    const options = toWalletOptions([connector({ id: 'injected', name: 'Injected' })], appConfig);
    expect(options[0]).toMatchObject({ id: 'injected', name: 'Unknown Wallet', kind: 'extension' });
  });

  it('names window.ethereum MetaMask when it says so', () => {
    Object.defineProperty(window, 'ethereum', { value: { isMetaMask: true }, configurable: true });
    expect(toWalletOptions([connector({ id: 'injected' })], appConfig)[0]!.name).toBe('MetaMask');
  });

  it('offers no browser wallet when there is none', () => {
    const options = toWalletOptions([connector({ id: 'injected' })], appConfig);
    expect(options.some((option) => option.kind === 'extension')).toBe(false);
  });

  it('lists WalletConnect as unavailable, with the reason, without a project id', () => {
    const walletConnect = toWalletOptions([], appConfig).find((option) => option.kind === 'walletconnect');
    expect(walletConnect?.unavailableReason).toBe(WALLETCONNECT_UNAVAILABLE);
  });

  it('offers no dev wallet when the chain has none', () => {
    const options = toWalletOptions([], { ...appConfig, devAccounts: undefined });
    expect(options.some((option) => option.kind === 'dev')).toBe(false);
  });
});
