import { describe, expect, it } from 'vitest';
import { moneyByNetwork } from './money-by-network';

const NAMES: Record<number, string> = { 31337: 'Local Chain', 31338: 'Local L2' };
const nameOf = (chainId: number) => NAMES[chainId] ?? `Chain ${chainId}`;
const texts = (entries: Parameters<typeof moneyByNetwork>[0]) =>
  // An amount keeps its code on its line (a no-break space).
  moneyByNetwork(entries, nameOf).map((line) => line.text.replaceAll('\u00A0', ' '));

describe('moneyByNetwork', () => {
  it('names no network when every amount is on one', () => {
    expect(
      texts([
        { currency: 'DAI', chainId: 31337, amount: '500' },
        { currency: 'USDT', chainId: 31337, amount: '1740.5' },
      ]),
    ).toEqual(['500.00 DAI', '1,740.50 USDT']);
  });

  it("names each amount's network and keeps a network's amounts together, as the totals are read", () => {
    // The server sends them by currency: DAI, USDC on both networks, then USDT on both.
    expect(
      texts([
        { currency: 'DAI', chainId: 31337, amount: '500' },
        { currency: 'USDC', chainId: 31337, amount: '1700' },
        { currency: 'USDC', chainId: 31338, amount: '60' },
        { currency: 'USDT', chainId: 31337, amount: '420' },
        { currency: 'USDT', chainId: 31338, amount: '25' },
      ]),
    ).toEqual([
      '500.00 DAI on Local Chain',
      '1,700.00 USDC on Local Chain',
      '420.00 USDT on Local Chain',
      '60.00 USDC on Local L2',
      '25.00 USDT on Local L2',
    ]);
  });
});
