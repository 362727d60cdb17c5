import { MAX_PLEDGE_PERIODS } from '@crowdvault/shared/api/pledge';
import { describe, expect, it } from 'vitest';
import { authorizedTotal, checkPledge, MAX_PERIODS, type PledgeFormValues } from './check-pledge';

const base: PledgeFormValues = { amount: '10', periods: '12', untilCancelled: false, cadence: 'monthly' };
const check = (values: Partial<PledgeFormValues>, decimals = 6) =>
  checkPledge({ ...base, ...values }, 'USDC', decimals);

describe('checkPledge', () => {
  it('accepts a whole or decimal amount within the token’s places and 1 to 120 periods', () => {
    expect(check({})).toEqual({});
    expect(check({ amount: '12.345678', periods: '1' })).toEqual({});
    expect(check({ untilCancelled: true, periods: '120' })).toEqual({});
  });

  it.each(['', '0', '0.00', 'abc', '-5', '1e3', '10,5', '.5e1'])('refuses the amount %j', (amount) => {
    expect(check({ amount }).amount).toBe('Enter an amount per month, such as 10.');
  });

  it('refuses more decimal places than the token has', () => {
    expect(check({ amount: '10.1234567' }).amount).toBe('USDC has at most 6 decimal places.');
    expect(check({ amount: '10.1234567' }, 18)).toEqual({});
  });

  it('refuses less than one token per period, weekly worded as weeks', () => {
    expect(check({ amount: '0.99' }).amount).toBe('A recurring gift is at least 1 USDC per month.');
    expect(check({ amount: '0.5', cadence: 'weekly' }).amount).toBe(
      'A recurring gift is at least 1 USDC per week.',
    );
  });

  it.each([
    ['0', 'The number of months must be a whole number from 1 to 120.'],
    ['1.5', 'The number of months must be a whole number from 1 to 120.'],
    ['', 'The number of months must be a whole number from 1 to 120.'],
    ['121', 'The number of months can be at most 120.'],
  ])('refuses %j periods', (periods, message) => {
    expect(check({ periods }).periods).toBe(message);
  });

  it('refuses a cap over the maximum for "until cancelled"', () => {
    expect(check({ untilCancelled: true, periods: '500' }).periods).toBe(
      'The most months can be at most 120.',
    );
  });

  it('keeps the same maximum as the server', () => {
    expect(MAX_PERIODS).toBe(MAX_PLEDGE_PERIODS);
  });
});

describe('authorizedTotal', () => {
  it('is amount × periods, exact, never unlimited', () => {
    expect(authorizedTotal(base, 6)).toEqual({ total: '120.00', each: '10.00' });
    expect(authorizedTotal({ ...base, amount: '10.125', periods: '3' }, 6)).toEqual({
      total: '30.375',
      each: '10.125',
    });
    expect(authorizedTotal({ ...base, amount: '1234.5', periods: '120', untilCancelled: true }, 6)).toEqual({
      total: '148,140.00',
      each: '1,234.50',
    });
  });

  it('is null while the inputs are not a pledge', () => {
    expect(authorizedTotal({ ...base, amount: '' }, 6)).toBeNull();
    expect(authorizedTotal({ ...base, periods: '0' }, 6)).toBeNull();
    expect(authorizedTotal({ ...base, periods: '121' }, 6)).toBeNull();
    expect(authorizedTotal({ ...base, amount: '1.1234567' }, 6)).toBeNull();
  });
});
