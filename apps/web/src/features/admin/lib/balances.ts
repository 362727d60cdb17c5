import type { AdminWallet } from '@crowdvault/shared/api/admin';
import type { Format } from '@/lib/i18n/format';

/** A vault's balance of one token as shown, in the reader's locale: "1,234.50 USDT" ("1.234,50
 *  USDT" in German; 0 when the vault has none). */
export function balanceText(wallet: Pick<AdminWallet, 'balances'>, symbol: string, format: Format): string {
  const balance = wallet.balances.find((entry) => entry.symbol === symbol)?.balance ?? '0';
  return format.amount(balance, symbol);
}
