import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, parseRetryAfter, retryAfterOf } from './retry-after';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-26T08:00:00Z');

  it('reads delay-seconds and an HTTP-date', () => {
    expect(parseRetryAfter('2', now)).toBe(2_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 26 Nov 2026 08:00:30 GMT', now)).toBe(30_000);
  });

  it('waits at most a minute, however long the node asks for', () => {
    expect(parseRetryAfter('3600', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('Fri, 27 Nov 2026 08:00:00 GMT', now)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('ignores a missing, unreadable or past value', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('1.5', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
    expect(parseRetryAfter('Thu, 26 Nov 2026 07:59:00 GMT', now)).toBeNull();
  });
});

describe('retryAfterOf', () => {
  let server: Server;
  let url: string;
  let answer: { status: number; retryAfter?: string };

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      const headers: Record<string, string> = answer.retryAfter ? { 'retry-after': answer.retryAfter } : {};
      response.writeHead(answer.status, headers).end('no');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** What viem throws for one request to the fake node, as the indexer's reader makes it. */
  async function failureFor(status: number, retryAfter?: string): Promise<unknown> {
    answer = { status, retryAfter };
    const client = createPublicClient({ transport: http(url, { retryCount: 0 }) });
    return client.getBlockNumber().then(
      () => expect.fail('the fake node answered'),
      (error: unknown) => error,
    );
  }

  it("reads the wait from viem's error for a 429 or 503, also as another error's cause", async () => {
    expect(retryAfterOf(await failureFor(429, '7'))).toBe(7_000);
    expect(retryAfterOf(await failureFor(503, '3'))).toBe(3_000);
    const wrapped = new Error('step failed', { cause: await failureFor(429, '5') });
    expect(retryAfterOf(wrapped)).toBe(5_000);
  });

  it('asks no wait of other failures, or of a 429 that gives none', async () => {
    expect(retryAfterOf(await failureFor(500, '7'))).toBeNull();
    expect(retryAfterOf(await failureFor(429))).toBeNull();
    expect(retryAfterOf(new Error('connection refused'))).toBeNull();
    expect(retryAfterOf('not an error')).toBeNull();
  });
});
