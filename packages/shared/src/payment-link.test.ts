import { describe, expect, it } from 'vitest';
import { baseUnitsOf, parseTokenTransferUri, tokenTransferUri } from './payment-link';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('EIP-681 token transfer links', () => {
  it('writes the transfer of 25 USDT (6 decimals) in base units and reads it back', () => {
    const link = { token: USDT, chainId: 1, recipient: VAULT, amount: baseUnitsOf('25', 6) ?? 0n };
    expect(link.amount).toBe(25_000_000n);
    const uri = tokenTransferUri(link);
    expect(uri).toBe(`ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=25000000`);
    expect(parseTokenTransferUri(uri)).toEqual(link);
  });

  it('keeps an 18-decimal amount exact beyond float precision', () => {
    const amount = baseUnitsOf('1234567.123456789012345678', 18) ?? 0n;
    const link = { token: DAI, chainId: 31337, recipient: VAULT, amount };
    expect(amount).toBe(1_234_567_123_456_789_012_345_678n);
    const uri = tokenTransferUri(link);
    expect(uri).toContain('@31337/transfer?');
    expect(uri).toContain('uint256=1234567123456789012345678');
    expect(parseTokenTransferUri(uri)).toEqual(link);
  });

  it('round-trips the smallest and largest amounts', () => {
    for (const amount of [1n, (1n << 256n) - 1n]) {
      const uri = tokenTransferUri({ token: USDT, chainId: 8453, recipient: VAULT, amount });
      expect(parseTokenTransferUri(uri)?.amount).toBe(amount);
    }
  });

  it('reads the scientific notation other wallets write, whole amounts only', () => {
    const base = `ethereum:${DAI}@1/transfer?address=${VAULT}&uint256=`;
    expect(parseTokenTransferUri(`${base}2.014e18`)?.amount).toBe(2_014_000_000_000_000_000n);
    expect(parseTokenTransferUri(`${base}5e6`)?.amount).toBe(5_000_000n);
    expect(parseTokenTransferUri(`${base}1.5e0`)).toBeNull();
    expect(parseTokenTransferUri(`${base}1.5`)).toBeNull();
  });

  it('refuses amounts a donor cannot mean: letters, signs, zero, too many decimals', () => {
    for (const typed of ['', 'abc', '-5', '+5', '0', '0.000', '1e3', '1,5', '0x10', ' ', 'NaN', 'Infinity']) {
      expect(baseUnitsOf(typed, 6), typed).toBeNull();
    }
    expect(baseUnitsOf('0.0000001', 6)).toBeNull();
    expect(baseUnitsOf('0.000001', 6)).toBe(1n);
    expect(baseUnitsOf('0.000000000000000001', 18)).toBe(1n);
  });

  it('never writes a link for a bad amount, address or chain', () => {
    const good = { token: USDT, chainId: 1, recipient: VAULT, amount: 1n };
    expect(() => tokenTransferUri({ ...good, amount: 0n })).toThrow();
    expect(() => tokenTransferUri({ ...good, amount: -1n })).toThrow();
    expect(() => tokenTransferUri({ ...good, amount: 1n << 256n })).toThrow();
    expect(() => tokenTransferUri({ ...good, recipient: '0x123' })).toThrow();
    expect(() => tokenTransferUri({ ...good, token: 'USDT' })).toThrow();
    expect(() => tokenTransferUri({ ...good, chainId: 0 })).toThrow();
    expect(() => tokenTransferUri({ ...good, chainId: 1.5 })).toThrow();
  });

  it('reads nothing that is not a token transfer with chain, recipient and amount', () => {
    const ok = `ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=10`;
    expect(parseTokenTransferUri(ok)).not.toBeNull();
    for (const uri of [
      `ethereum:${VAULT}`,
      `ethereum:${USDT}/transfer?address=${VAULT}&uint256=10`,
      `ethereum:${USDT}@1/approve?address=${VAULT}&uint256=10`,
      `ethereum:${USDT}@1/transfer?address=${VAULT}`,
      `ethereum:${USDT}@1/transfer?uint256=10`,
      `ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=10&uint256=20`,
      `ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=10&value=1`,
      `ethereum:${USDT}@1/transfer?address=0x1234&uint256=10`,
      `ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=-10`,
      `ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=0`,
      `ethereum:${USDT}@0/transfer?address=${VAULT}&uint256=10`,
      `ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=${1n << 256n}`,
      `bitcoin:${USDT}@1/transfer?address=${VAULT}&uint256=10`,
    ]) {
      expect(parseTokenTransferUri(uri), uri).toBeNull();
    }
  });
});
