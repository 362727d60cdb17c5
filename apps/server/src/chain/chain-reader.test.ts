import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ChainReader } from './chain-reader';

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A node that answers 429 with `Retry-After: <seconds>`, or (null) the latest block. */
async function fakeNode(retryAfterSeconds: number | null): Promise<string> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (retryAfterSeconds !== null) {
      response.writeHead(429, { 'retry-after': String(retryAfterSeconds) }).end('rate limited');
      return;
    }
    // The reader batches its calls: the body is an array.
    const calls = JSON.parse(Buffer.concat(chunks).toString()) as { id: number }[];
    const block = {
      number: '0x10',
      hash: `0x${'ab'.repeat(32)}`,
      parentHash: `0x${'cd'.repeat(32)}`,
      timestamp: '0x1',
    };
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: block }))));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function failureOf(reader: ChainReader): Promise<unknown> {
  return reader.latestBlock().then(
    () => expect.fail('the rate-limited node answered'),
    (error: unknown) => error,
  );
}

describe('ChainReader and Retry-After', () => {
  it('does not call a URL that answered 429 with Retry-After before the time it gave', async () => {
    const reader = new ChainReader([await fakeNode(20)]);
    const now = Date.now();
    reader.noteFailure(await failureOf(reader), now);
    expect(reader.settle(now)).toBe(20_000);
    expect(reader.settle(now + 19_000)).toBe(1_000);
    expect(reader.settle(now + 20_000)).toBe(0);
  });

  it("uses the chain's next URL meanwhile, and comes back to the first once its wait is over", async () => {
    const reader = new ChainReader([await fakeNode(20), await fakeNode(null)]);
    const now = Date.now();
    reader.noteFailure(await failureOf(reader), now);
    expect(reader.settle(now)).toBe(0);
    expect(reader.endpoint).toEqual({ index: 1, count: 2 });
    expect((await reader.latestBlock()).number).toBe(16n);
    // A failure without Retry-After holds nothing; the failover's turn to the first URL is
    // skipped while that one's wait runs.
    reader.noteFailure(new Error('socket hang up'), now);
    reader.failover();
    expect(reader.settle(now)).toBe(0);
    expect(reader.endpoint.index).toBe(1);
    reader.failover();
    expect(reader.settle(now + 20_000)).toBe(0);
    expect(reader.endpoint.index).toBe(0);
  });

  it('when every URL asked to wait, waits for the one free soonest', async () => {
    const reader = new ChainReader([await fakeNode(30), await fakeNode(10)]);
    const now = Date.now();
    reader.noteFailure(await failureOf(reader), now);
    reader.failover();
    reader.noteFailure(await failureOf(reader), now);
    reader.failover();
    expect(reader.settle(now)).toBe(10_000);
    expect(reader.endpoint.index).toBe(1);
  });
});
