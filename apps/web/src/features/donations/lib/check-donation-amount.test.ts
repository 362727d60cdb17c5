import { describe, expect, it } from 'vitest';
import { checkDonationAmount, formatBalance, INVALID_DONATION_AMOUNT } from './check-donation-amount';

const USDC = { symbol: 'USDC', decimals: 6 };

describe('checkDonationAmount', () => {
  it.each(['', '0', '0.00', '-1', 'abc', '1e3', '.'])('refuses %j as not a valid amount', (amount) => {
    expect(checkDonationAmount({ ...USDC, amount })).toBe(INVALID_DONATION_AMOUNT);
  });

  it('refuses more decimal places than the token has, without rounding', () => {
    expect(checkDonationAmount({ ...USDC, amount: '1.0000001' })).toBe('USDC has at most 6 decimal places.');
    expect(checkDonationAmount({ ...USDC, amount: '1.000001' })).toBeNull();
    expect(checkDonationAmount({ ...USDC, amount: '.5' })).toBeNull();
  });

  it('refuses less than the gasless minimum only when giving without gas', () => {
    expect(checkDonationAmount({ ...USDC, amount: '0.5', gaslessMinimum: '1' })).toBe(
      'Donations without gas start at 1.00 USDC: give at least that, or untick "Donate without gas" for a normal transfer.',
    );
    expect(checkDonationAmount({ ...USDC, amount: '1', gaslessMinimum: '1' })).toBeNull();
    expect(checkDonationAmount({ ...USDC, amount: '0.5' })).toBeNull();
  });

  it('refuses more than the wallet holds, saying what it holds and where', () => {
    expect(
      checkDonationAmount({ ...USDC, amount: '12.51', balance: 12_509_999n, chainName: 'Local Chain' }),
    ).toBe('Your wallet holds 12.50 USDC on Local Chain. Nothing was sent.');
    expect(checkDonationAmount({ ...USDC, amount: '12.509999', balance: 12_509_999n })).toBeNull();
  });
});

describe('formatBalance', () => {
  it('cuts to the display places instead of rounding up, with separators', () => {
    expect(formatBalance(1_234_569_999n, 6, 'USDT')).toBe('1,234.56');
    expect(formatBalance(1_500_000_000_000_000_000n, 18, 'ETH')).toBe('1.500000');
  });
});
