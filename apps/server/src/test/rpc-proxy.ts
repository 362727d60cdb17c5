import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createBatchClient,
  createChainClient,
  createInteractiveClient,
  createProbeClient,
} from '../chain/client';
import type { ChainContext } from '../chain/context';

/** A JSON-RPC proxy in front of a real node, for tests: it counts each method called (batches
 *  counted call by call), and when `stopped` it accepts requests and never answers, as a chain
 *  whose node hangs does. */
export interface RpcProxy {
  url: string;
  /** Every JSON-RPC method called since the last `reset`, in order. */
  calls: string[];
  stopped: boolean;
  reset(): void;
  close(): Promise<void>;
}

export async function startRpcProxy(target: string | null): Promise<RpcProxy> {
  const held: ServerResponse[] = [];
  const proxy: RpcProxy = {
    url: '',
    calls: [],
    stopped: target === null,
    reset() {
      proxy.calls = [];
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      const parsed = JSON.parse(body) as { method: string } | { method: string }[];
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) proxy.calls.push(call.method);
    } catch {
      proxy.calls.push('(unparsable)');
    }
    if (proxy.stopped || target === null) {
      held.push(response);
      return;
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

/** `chain` as the server knows it, read through a new proxy in front of `target` (null: a node
 *  that accepts connections and never answers): the same contracts and settings, every client on
 *  the proxy. `as` overrides what makes it another chain (id, name, deployment). */
export async function proxiedChain(
  chain: ChainContext,
  target: string | null,
  as: Partial<ChainContext> = {},
): Promise<{ proxy: RpcProxy; chain: ChainContext }> {
  const proxy = await startRpcProxy(target);
  return {
    proxy,
    chain: {
      ...chain,
      rpcUrls: [proxy.url],
      wsUrl: undefined,
      client: createChainClient(proxy.url, as.name ?? chain.name),
      batchClient: createBatchClient(proxy.url),
      probe: createProbeClient(proxy.url),
      interactive: createInteractiveClient(proxy.url),
      ...as,
    },
  };
}
