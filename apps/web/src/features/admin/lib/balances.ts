import type { AdminWallet } from '@crowdvault/shared/api/admin';
import { displayPlaces, formatAmount } from '@crowdvault/shared/format';

/** A vault's balance of one token as shown: "1,234.50 USDT" (0 when the vault has none). */
export function balanceText(wallet: Pick<AdminWallet, 'balances'>, symbol: string): string {
  const balance = wallet.balances.find((entry) => entry.symbol === symbol)?.balance ?? '0';
  return `${formatAmount(balance, displayPlaces(symbol))} ${symbol}`;
}
