import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnvilHandle, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadFollower } from './head-follower';

// This file stops and restarts its own anvil; the suite's shared ones are left alone.
describe('HeadFollower', () => {
  let anvil: AnvilHandle | undefined;
  let follower: HeadFollower | undefined;
  afterEach(async () => {
    follower?.stop();
    await anvil?.stop();
  });

  async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function mine(rpcUrl: string): Promise<void> {
    await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    });
  }

  it('announces each new block at once, and subscribes again after the node comes back', async () => {
    const port = await findFreePort();
    anvil = await startAnvil({ port, quiet: true });
    const heads: bigint[] = [];
    const changes: boolean[] = [];
    follower = new HeadFollower({
      url: `ws://127.0.0.1:${port}`,
      onHead: (block) => heads.push(block),
      onChange: (subscribed) => changes.push(subscribed),
      reconnectMs: 50,
      maxReconnectMs: 200,
    });
    follower.start();
    await until(() => follower!.subscribed, 'the subscription');

    const sent = Date.now();
    await mine(anvil.rpcUrl);
    await until(() => heads.length === 1, 'block 1');
    expect(heads).toEqual([1n]);
    // Announced, not polled for: well under any poll interval.
    expect(Date.now() - sent).toBeLessThan(1_000);

    await anvil.stop();
    await until(() => !follower!.subscribed, 'the subscription to end');
    anvil = await startAnvil({ port, quiet: true });
    await until(() => follower!.subscribed, 'the subscription again');
    await mine(anvil.rpcUrl);
    await until(() => heads.length === 2, 'the next block');
    // A fresh anvil starts again at block 1: the follower reports what the node says.
    expect(heads).toEqual([1n, 1n]);
    expect(changes).toEqual([true, false, true]);
  });

  it('waits as long as a 429 to the upgrade asks before trying again', async () => {
    const attempts: number[] = [];
    const node = createServer((_request, response) => response.writeHead(404).end());
    node.on('upgrade', (_request, socket) => {
      attempts.push(Date.now());
      // After an upgrade the socket is ours, error listener included: the follower aborting a
      // handshake it has given up on resets it, which unheard would be an uncaught ECONNRESET.
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n');
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', () => resolve()));
    try {
      follower = new HeadFollower({
        url: `ws://127.0.0.1:${(node.address() as AddressInfo).port}`,
        onHead: () => undefined,
        // Without the header it would try again every 50 to 100 ms.
        reconnectMs: 50,
        maxReconnectMs: 100,
      });
      follower.start();
      await until(() => attempts.length === 2, 'the second attempt', 5_000);
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(950);
      expect(follower.subscribed).toBe(false);
    } finally {
      follower?.stop();
      node.closeAllConnections();
      await new Promise<void>((resolve) => node.close(() => resolve()));
    }
  });

  it('keeps trying while nothing listens, and never claims a subscription', async () => {
    const port = await findFreePort();
    const changes: boolean[] = [];
    follower = new HeadFollower({
      url: `ws://127.0.0.1:${port}`,
      onHead: () => undefined,
      onChange: (subscribed) => changes.push(subscribed),
      reconnectMs: 50,
      maxReconnectMs: 100,
    });
    follower.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(follower.subscribed).toBe(false);
    expect(changes).toEqual([]);
    // And subscribes once a node appears there.
    anvil = await startAnvil({ port, quiet: true });
    await until(() => follower!.subscribed, 'the subscription');
  });
});
