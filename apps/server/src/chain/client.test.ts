import { createServer } from 'node:net';
import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RpcProxy, startRpcProxy } from '../test/rpc-proxy';
import { createChainClient } from './client';
import { chainUnavailableIn } from './deadline';
import { loadDeployment } from './deployment';
import { withRequestReadDeadline } from './request-read-deadline';

const STILL_WAITING = Symbol('still waiting');

/** What `read` settled to after `ms`, or STILL_WAITING. */
async function after<T>(read: Promise<T>, ms: number): Promise<T | Error | typeof STILL_WAITING> {
  const caught = read.catch((error: Error) => error);
  return Promise.race([
    caught,
    new Promise<typeof STILL_WAITING>((resolve) => setTimeout(resolve, ms, STILL_WAITING)),
  ]);
}

// Decision 113: the chain's client reads with the request's deadline while a request is answered,
// and as patiently as ever for jobs.
describe("a chain's client while a request is answered", () => {
  let frozen: RpcProxy;

  beforeAll(async () => {
    frozen = await startRpcProxy(null);
  });
  afterAll(async () => {
    await frozen.close();
  });

  it('ends a read the chain does not answer at the deadline, naming the chain', async () => {
    const client = createChainClient(frozen.url, 'Frozen L2');
    const started = performance.now();
    const error = await withRequestReadDeadline(200, () => client.getBlockNumber({ cacheTime: 0 })).catch(
      (caught: unknown) => caught,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(chainUnavailableIn(error)).toMatchObject({ chainName: 'Frozen L2', timedOutAfterMs: 200 });
  });

  it('says a chain that refuses connections is not answering, at once', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const client = createChainClient(`http://127.0.0.1:${port}`, 'Down L2');
    const error = await withRequestReadDeadline(2_000, () => client.getBlockNumber({ cacheTime: 0 })).catch(
      (caught: unknown) => caught,
    );
    expect(chainUnavailableIn(error)).toMatchObject({ chainName: 'Down L2', timedOutAfterMs: null });
  });

  it('keeps a revert a revert: the chain answered', async () => {
    const client = createChainClient(inject('chainRpcUrl'), 'Local');
    const { tokens } = await loadDeployment(inject('deploymentFile'));
    const error = await withRequestReadDeadline(2_000, () =>
      client.readContract({ address: tokens[0]!.address, abi: safeAbi, functionName: 'getOwners' }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(chainUnavailableIn(error)).toBeNull();
  });

  it('waits as before outside a request, for sends, and for work left running after the answer', async () => {
    const client = createChainClient(frozen.url, 'Frozen L2');
    expect(await after(client.getBlockNumber({ cacheTime: 0 }), 400)).toBe(STILL_WAITING);
    const send = withRequestReadDeadline(100, () =>
      client.request({ method: 'eth_sendRawTransaction', params: ['0x00'] }),
    );
    expect(await after(send, 400)).toBe(STILL_WAITING);
    let later: Promise<unknown> | undefined;
    await withRequestReadDeadline(100, async () => {
      setTimeout(() => {
        later = client.getBlockNumber({ cacheTime: 0 });
      }, 50);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await after(later!, 400)).toBe(STILL_WAITING);
  });
});
