import { createServer, type Server, type Socket } from 'node:net';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChains } from '../chain/registry';
import { DONATION_ERRORS } from '../services/donations/claim-donation';
import { createCampaign } from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp } from '../test/test-app';
import { useTestContext } from '../test/use-test-app';

// Issue 14, item 8: an RPC that accepts connections and never answers (the usual outage) made a
// claim wait 30 s (10 s timeout, two retries) and then answer a generic 500.
describe('POST /api/donations while the chain does not answer', () => {
  let liveApp: FastifyInstance;
  let deadApp: FastifyInstance;
  let silentRpc: Server;
  const sockets = new Set<Socket>();

  const fixture = useTestContext();
  beforeAll(async () => {
    silentRpc = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silentRpc.listen(0, '127.0.0.1', resolve));
    const { port } = silentRpc.address() as { port: number };
    const { primary: deadChain } = await connectChains(
      [{ ...fixture.context.env.chains[0]!, rpcUrls: [`http://127.0.0.1:${port}`] }],
      { bootCheck: false },
    );
    liveApp = await createTestApp(fixture.context);
    deadApp = await createTestApp({ ...fixture.context, chain: deadChain });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silentRpc.close(resolve));
    await liveApp.close();
    await deadApp.close();
  });

  it('answers 503 within a few seconds, saying the donation will still appear', async () => {
    // Signed in while the chain answered; the same secrets sign both apps' tokens.
    const session = await signIn(liveApp, DEV_ACCOUNTS[4]!.privateKey);
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const started = Date.now();
    const response = await deadApp.inject({
      method: 'POST',
      url: '/api/donations',
      headers: bearer(session),
      payload: { campaignId: campaign.id, transactionHash: `0x${'cd'.repeat(32)}`, message: 'hi' },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(DONATION_ERRORS.chainDown);
    expect(DONATION_ERRORS.chainDown).toMatch(/will still appear/);
  }, 40_000);
});
