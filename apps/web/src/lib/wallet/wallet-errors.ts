// Turns what a wallet or the sign-in call threw into a sentence for the modal (SPEC.md §8).
import { ApiError } from '@/lib/http/api-error';

export const REJECTED_IN_WALLET =
  'The request was rejected in your wallet. Approve it in your wallet to connect.';
export const CONNECT_FALLBACK = 'Unable to connect wallet. Please try again.';
export const SIGN_FAILED = 'Failed to sign message';
/** SPEC.md §8: the wallet cannot sign a message at all (it answers 'unsupported method'). */
export const SIGN_UNAVAILABLE = 'Sign message not available';

/** A failure of one sign-in step, with the sentence to show. */
export class WalletFlowError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletFlowError';
  }
}

/** The fields wallets, viem and wagmi put on what they throw; any of them may be missing. */
export interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  cause?: unknown;
  data?: { originalError?: { code?: unknown } };
}

/** `error` and what it wraps, outermost first, along `cause`: wallets and viem wrap the answer that
 *  matters several times. Ten links at most, so a cycle cannot hang the page. */
export function errorChain(error: unknown): ErrorLike[] {
  const links: ErrorLike[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    links.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return links;
}

/** True when the wallet's user declined (EIP-1193 code 4001), however deeply it is wrapped. */
export function isUserRejection(error: unknown): boolean {
  return errorChain(error).some(({ code, name }) => code === 4001 || name === 'UserRejectedRequestError');
}

/** True when the wallet has no such method (EIP-1193 4200, JSON-RPC -32004 or -32601), however
 *  deeply it is wrapped: a watch-only or hardware account that cannot sign a message. */
export function isUnsupportedMethod(error: unknown): boolean {
  return errorChain(error).some(
    ({ code, name }) =>
      code === 4200 ||
      code === -32004 ||
      code === -32601 ||
      name === 'UnsupportedProviderMethodError' ||
      name === 'MethodNotSupportedRpcError',
  );
}

/** The sentence for a sign-in message the wallet did not sign (a refusal is handled before). */
export function describeSignError(error: unknown): string {
  return isUnsupportedMethod(error) ? SIGN_UNAVAILABLE : SIGN_FAILED;
}

/** The sentence the modal shows for a failed connection. */
export function describeConnectError(error: unknown): string {
  if (isUserRejection(error)) return REJECTED_IN_WALLET;
  if (error instanceof WalletFlowError) return error.message;
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return CONNECT_FALLBACK;
}
