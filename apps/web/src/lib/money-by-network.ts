import type { CurrencyTotal } from '@crowdvault/shared/api/dashboard';
import { activeFormat } from '@/lib/i18n/format';

/** A total's breakdown as read (in the page's locale; the pages that show it render in the
 *  browser): "1,740.50 USDT on Local Chain", naming each line's network when
 *  the lines come from more than one (the same token on two networks is two amounts; issue 40),
 *  and just "1,740.50 USDT" when they all share one. The lines of one network come together (in
 *  the order the networks first appear), not mixed by currency. */
export function moneyByNetwork(
  entries: CurrencyTotal[],
  nameOf: (chainId: number) => string,
): { key: string; text: string }[] {
  const chains = [...new Set(entries.map((entry) => entry.chainId))];
  const several = chains.length > 1;
  const grouped = chains.flatMap((chainId) => entries.filter((entry) => entry.chainId === chainId));
  return grouped.map((entry) => {
    const money = activeFormat().amount(entry.amount, entry.currency);
    return {
      key: `${entry.chainId}:${entry.currency}`,
      text: several ? `${money} on ${nameOf(entry.chainId)}` : money,
    };
  });
}
