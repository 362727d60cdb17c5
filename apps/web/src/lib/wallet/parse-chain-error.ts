// Every wallet or chain failure becomes one sentence here (scaffold-eth's getParsedError style),
// so donations and withdrawals word them alike. Free of viem: it reads error names,
// EIP-1193 codes and messages along the `cause` chain.
import { t } from '@/lib/i18n/i18n';
import { type ErrorLike, errorChain, isUserRejection } from '@/lib/wallet/wallet-errors';

// Written in the active language when a failure is parsed: the callers load this module with its
// texts (use-transactor through the `errors` group, the dashboard's and the header's with theirs).

export type ChainErrorKind =
  | 'rejected'
  | 'insufficient-funds'
  | 'wrong-chain'
  | 'refused'
  | 'reverted'
  | 'unknown';

export interface ParsedChainError {
  kind: ChainErrorKind;
  title: string;
  description: string;
}

/** A failure found before anything was sent (wrong network, balance too low), or a gift its
 *  contract refused with a reason it names (a swap's price moved past the minimum). */
export class ChainPreflightError extends Error {
  constructor(
    readonly kind: 'insufficient-funds' | 'wrong-chain' | 'refused',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChainPreflightError';
  }
}

const transactionFailed = () => ({
  title: t('Transaction Failed'),
  description: t('Blockchain transaction failed. Please try again.'),
});

const preflightTitle = (kind: ChainPreflightError['kind']) =>
  kind === 'wrong-chain'
    ? t('Wrong Network')
    : kind === 'insufficient-funds'
      ? t('Insufficient Balance')
      : t('Gift Not Sent');

const text = (link: ErrorLike) => `${String(link.shortMessage ?? '')} ${String(link.message ?? '')}`;

/** The sentence for what a wallet, the chain or a preflight check threw. */
export function parseChainError(error: unknown): ParsedChainError {
  if (isUserRejection(error)) {
    return {
      kind: 'rejected',
      title: t('Transaction Rejected'),
      description: t('The transaction was rejected in your wallet. Nothing was sent or recorded.'),
    };
  }
  const links = errorChain(error);
  const preflight = links.find((link): link is ChainPreflightError => link instanceof ChainPreflightError);
  if (preflight) {
    return {
      kind: preflight.kind,
      title: preflightTitle(preflight.kind),
      description: preflight.message,
    };
  }
  if (
    links.some(
      (link) =>
        link.name === 'InsufficientFundsError' ||
        /insufficient funds|exceeds balance|transfer amount exceeds/i.test(text(link)),
    )
  ) {
    return {
      kind: 'insufficient-funds',
      title: t('Insufficient Balance'),
      description: t(
        'Your wallet does not hold enough for this transaction and its network fee. Nothing was sent.',
      ),
    };
  }
  if (
    links.some(
      (link) =>
        link.name === 'ChainMismatchError' ||
        link.name === 'ChainNotConfiguredError' ||
        link.name === 'SwitchChainError' ||
        link.code === 4902 ||
        /does not match the target chain|chain mismatch/i.test(text(link)),
    )
  ) {
    return {
      kind: 'wrong-chain',
      title: t('Wrong Network'),
      description: t('Your wallet is on another network. Switch it to the app’s network and try again.'),
    };
  }
  if (
    links.some(
      (link) =>
        link.name === 'ContractFunctionRevertedError' ||
        link.name === 'TransactionReceiptRevertedError' ||
        /revert/i.test(text(link)),
    )
  ) {
    return { kind: 'reverted', ...transactionFailed() };
  }
  return { kind: 'unknown', ...transactionFailed() };
}
