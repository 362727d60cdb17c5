import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import {
  CONNECT_FALLBACK,
  describeConnectError,
  describeSignError,
  isUserRejection,
  REJECTED_IN_WALLET,
  WalletFlowError,
} from './wallet-errors';

describe('describeConnectError', () => {
  it('recognises a 4001 rejection however deeply it is wrapped', () => {
    const inner = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const wrapped = new Error('Request failed', { cause: new Error('Provider error', { cause: inner }) });
    expect(isUserRejection(wrapped)).toBe(true);
    expect(describeConnectError(wrapped)).toBe(REJECTED_IN_WALLET);
  });

  it("recognises viem's UserRejectedRequestError by name", () => {
    const error = Object.assign(new Error('rejected'), { name: 'UserRejectedRequestError' });
    expect(describeConnectError(error)).toBe(REJECTED_IN_WALLET);
  });

  it("shows the server's reason for a refused sign-in", () => {
    const error = new ApiError({
      kind: 'http',
      status: 401,
      message: '401: …',
      body: { message: 'Sign-in failed: the message has expired' },
    });
    expect(describeConnectError(error)).toBe('Sign-in failed: the message has expired');
  });

  it('keeps the sentence of a failed step', () => {
    expect(describeConnectError(new WalletFlowError('Failed to sign message'))).toBe(
      'Failed to sign message',
    );
  });

  it('falls back to the generic sentence', () => {
    expect(describeConnectError(new Error('boom'))).toBe(CONNECT_FALLBACK);
  });
});

describe('describeSignError', () => {
  it("says 'Sign message not available' when the wallet has no signing method (SPEC.md §8)", () => {
    expect(describeSignError(Object.assign(new Error('Unsupported method'), { code: 4200 }))).toBe(
      'Sign message not available',
    );
    const wrapped = new Error('Signing failed', {
      cause: Object.assign(new Error('the method personal_sign does not exist'), { code: -32601 }),
    });
    expect(describeSignError(wrapped)).toBe('Sign message not available');
  });

  it("says 'Failed to sign message' for any other failure", () => {
    expect(describeSignError(new Error('boom'))).toBe('Failed to sign message');
  });
});
