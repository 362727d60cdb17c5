import { isApiError } from '@/lib/http/api-error';
import { t } from '@/lib/i18n/i18n';
import { parseChainError } from '@/lib/wallet/parse-chain-error';

/** One sentence for beside the form: the server's own refusal as it words it, or what the wallet
 *  or the chain said (a refused prompt: nothing happened). */
export function pledgeErrorText(error: unknown): string {
  if (isApiError(error)) {
    return (
      error.serverMessage ??
      (error.kind === 'http'
        ? t('The server could not do this just now. Please try again.')
        : t('Please check your connection and try again.'))
    );
  }
  const parsed = parseChainError(error);
  if (parsed.kind === 'rejected') return t('You declined in your wallet. Nothing was signed or sent.');
  return parsed.description;
}

/** The wallet is not connected, or holds another account than the one asked for. */
export function isWalletNotConnected(error: unknown): boolean {
  return error instanceof Error && error.name === 'WalletNotConnectedError';
}
