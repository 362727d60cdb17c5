// Turns what a wallet or the sign-in call threw into a sentence for the modal (SPEC.md §8).
import { ApiError } from '@/lib/http/api-error';

export const REJECTED_IN_WALLET =
  'The request was rejected in your wallet. Approve it in your wallet to connect.';
export const CONNECT_FALLBACK = 'Unable to connect wallet. Please try again.';
export const SIGN_FAILED = 'Failed to sign message';

/** A failure of one sign-in step, with the sentence to show. */
export class WalletFlowError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletFlowError';
  }
}

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  cause?: unknown;
}

/** True when the wallet's user declined (EIP-1193 code 4001), however deeply it is wrapped. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    const { code, name, cause } = current as ErrorLike;
    if (code === 4001 || name === 'UserRejectedRequestError') return true;
    current = cause;
  }
  return false;
}

/** The sentence the modal shows for a failed connection. */
export function describeConnectError(error: unknown): string {
  if (isUserRejection(error)) return REJECTED_IN_WALLET;
  if (error instanceof WalletFlowError) return error.message;
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return CONNECT_FALLBACK;
}
