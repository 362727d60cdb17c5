import type { VaultBalance } from '@crowdvault/shared/api/withdrawal';
import { describe, expect, it } from 'vitest';
import { normalizeAmount, validateWithdrawal } from './withdrawal-form';

const USDT: VaultBalance = {
  symbol: 'USDT',
  tokenAddress: `0x${'1'.repeat(40)}`,
  decimals: 6,
  balance: '250.5',
};
const RECIPIENT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const check = (amount: string, recipientAddress = RECIPIENT, balance: VaultBalance | undefined = USDT) =>
  validateWithdrawal({ amount, recipientAddress }, balance);

describe('validateWithdrawal', () => {
  it('accepts any amount from 0.01 up to the whole balance', () => {
    expect(check('100')).toBeNull();
    expect(check('250.5')).toBeNull();
    expect(check('0.01')).toBeNull();
    expect(check('.5')).toBeNull();
  });

  it('refuses less than 0.01 of the token (SPEC.md §5), in its own decimals', () => {
    expect(check('0.009999')).toBe('Minimum withdrawal is 0.01 USDT');
    expect(check('0.000001')).toBe('Minimum withdrawal is 0.01 USDT');
    const eth: VaultBalance = { symbol: 'ETH', tokenAddress: null, decimals: 18, balance: '1' };
    expect(check('0.009999999999999999', RECIPIENT, eth)).toBe('Minimum withdrawal is 0.01 ETH');
    expect(check('0.01', RECIPIENT, eth)).toBeNull();
    // Below the floor even when the vault holds less: the floor is the clearer reason.
    expect(check('0.005', RECIPIENT, { ...USDT, balance: '0.005' })).toBe('Minimum withdrawal is 0.01 USDT');
  });

  it('asks for every field first', () => {
    expect(check('')).toBe('Please fill in all fields');
    expect(check('   ')).toBe('Please fill in all fields');
    expect(check('10', '')).toBe('Please fill in all fields');
    expect(validateWithdrawal({ amount: '10', recipientAddress: RECIPIENT }, undefined)).toBe(
      'Please fill in all fields',
    );
  });

  it.each(['abc', '0', '0.000', '-5', '1e3', '1,5', '0.0000001'])(
    'refuses %j as not a valid amount',
    (amount) => {
      expect(check(amount)).toBe('Please enter a valid amount');
    },
  );

  it('refuses a single smallest unit above the balance, exactly', () => {
    expect(check('250.500001')).toBe('Amount exceeds available balance');
    expect(check('1000')).toBe('Amount exceeds available balance');
  });

  it('compares 18-decimal balances without rounding', () => {
    const eth: VaultBalance = {
      symbol: 'ETH',
      tokenAddress: null,
      decimals: 18,
      balance: '0.100000000000000001',
    };
    expect(check('0.100000000000000001', RECIPIENT, eth)).toBeNull();
    expect(check('0.100000000000000002', RECIPIENT, eth)).toBe('Amount exceeds available balance');
  });

  it('refuses a recipient that is not an address, or whose checksum is wrong', () => {
    expect(check('10', '0x1234')).toBe('Recipient address is not a valid address');
    expect(check('10', RECIPIENT.replace('Fd6', 'fd6'))).toBe('Recipient address is not a valid address');
    expect(check('10', RECIPIENT.toLowerCase())).toBeNull();
  });
});

describe('normalizeAmount', () => {
  it('trims and adds the leading zero', () => {
    expect(normalizeAmount(' .25 ')).toBe('0.25');
    expect(normalizeAmount('12')).toBe('12');
  });
});

describe('validateWithdrawal on the signed request form (Withdrawals page)', () => {
  const request = (amount: string, recipientAddress = RECIPIENT, balance: VaultBalance | undefined = USDT) =>
    validateWithdrawal({ amount, recipientAddress }, balance, 'request');

  it("says 'Missing Information' without a campaign or an amount (SPEC.md §5)", () => {
    expect(request('')).toBe('Missing Information: Please choose a campaign and enter an amount.');
    expect(validateWithdrawal({ amount: '10', recipientAddress: RECIPIENT }, undefined, 'request')).toBe(
      'Missing Information: Please choose a campaign and enter an amount.',
    );
  });

  it("says 'Recipient address is required' without a recipient", () => {
    expect(request('10', '  ')).toBe('Recipient address is required');
  });

  it('refuses more than the balance in SPEC.md §5 words, to the smallest unit', () => {
    expect(request('250.500001')).toBe(
      'Invalid Amount: Withdrawal amount cannot exceed the available balance.',
    );
    expect(request('250.5')).toBeNull();
  });
});
