import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { describe, expect, it } from 'vitest';
import { adminWalletAddress } from './admin-address';

describe('adminWalletAddress', () => {
  it("defaults to anvil's account 0 on the local chain", () => {
    expect(adminWalletAddress({ adminWalletAddress: undefined }, true)).toBe(DEV_ACCOUNTS[0]!.address);
  });

  it('has no default on a public chain', () => {
    expect(adminWalletAddress({ adminWalletAddress: undefined }, false)).toBeUndefined();
  });

  it('uses ADMIN_WALLET_ADDRESS, checksummed, wherever it is set', () => {
    const lower = '0x976ea74026e726554db657fa54763abd0c3a0aa9';
    expect(adminWalletAddress({ adminWalletAddress: lower }, false)).toBe(
      '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    );
  });
});
