import { describe, expect, it, vi } from 'vitest';
import { parseWalletState, readWalletAddress, readWalletState, writeWalletState } from './session';

const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

describe('walletState', () => {
  it('reads every field SPEC.md §3 lists', () => {
    const state = {
      address: ADDRESS,
      isConnected: true,
      isConnecting: false,
      balance: '12.50',
      chainId: 31337,
      chainName: 'Local Anvil',
      error: null,
      isAdmin: false,
    };
    writeWalletState(state);
    expect(readWalletState()).toEqual(state);
  });

  it('fills missing or mistyped fields with empty values', () => {
    expect(parseWalletState(JSON.stringify({ address: ADDRESS, chainId: '1', isAdmin: 'yes' }))).toEqual({
      address: ADDRESS,
      isConnected: false,
      isConnecting: false,
      balance: null,
      chainId: null,
      chainName: null,
      error: null,
      isAdmin: false,
    });
  });

  it.each([
    ['not JSON', '{not json'],
    ['not an object', '"0x90F79bf6EB2c4f870365E785982E1f101E93b906"'],
    ['null', 'null'],
    ['without an address', '{"isConnected":true}'],
    ['with a malformed address', '{"address":"0x1234","isConnected":true}'],
  ])('logs a value %s and treats it as no wallet', (_what, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('walletState', raw);
    expect(readWalletState()).toBeNull();
    expect(readWalletAddress()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
