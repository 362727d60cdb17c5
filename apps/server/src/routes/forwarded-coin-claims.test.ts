import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { testContract } from '@crowdvault/contracts/test/test-contracts';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import type { FastifyInstance } from 'fastify';
import { type Address, createPublicClient, custom, type Hex, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { ChainContext } from '../chain/context';
import { registryOf } from '../chain/registry';
import { resolveSecrets } from '../secrets';
import { DONATION_ERRORS } from '../services/donations/claim-donation';
import { createCampaign, donationsOf, indexUpTo } from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { useTestContext } from '../test/use-test-app';

describe('claiming native coin a contract forwarded', () => {
  let kit: DevChainClients;
  let donorKey: Hex;
  let forwarder: Address;
  const { abi, bytecode } = testContract('Forwarder');

  const fixture = useTestContext();
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    donorKey = generatePrivateKey();
    await kit.testClient.setBalance({
      address: privateKeyToAccount(donorKey).address,
      value: parseEther('10'),
    });
    const deployed = await kit.mined(kit.walletFor(donorKey).deployContract({ abi, bytecode }));
    forwarder = deployed.contractAddress!;
  });

  async function appOn(chain: ChainContext): Promise<{ app: FastifyInstance; session: AuthResponse }> {
    const app = await buildApp({
      env: fixture.context.env,
      db: fixture.context.database.db,
      chains: registryOf(chain),
      secrets: await resolveSecrets(fixture.context.env, fixture.context.chain.local),
    });
    return { app, session: await signIn(app, donorKey) };
  }

  async function forward(vault: Address, value: bigint) {
    return kit.mined(
      kit
        .walletFor(donorKey)
        .writeContract({ address: forwarder, abi, functionName: 'forward', args: [vault], value }),
    );
  }

  it('records it for the wallet that sent the transaction, as the same row the indexer records', async () => {
    const { app, session } = await appOn(fixture.context.chain);
    try {
      const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
      const receipt = await forward(campaign.vault, parseEther('0.3'));
      await indexUpTo(fixture.context, receipt.blockNumber);

      const response = await app.inject({
        method: 'POST',
        url: '/api/donations',
        headers: bearer(session),
        payload: {
          campaignId: campaign.id,
          transactionHash: receipt.transactionHash,
          message: 'via my wallet',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ amount: '0.3', currency: 'ETH', message: 'via my wallet' });
      const rows = await donationsOf(fixture.context.database.db, campaign.id);
      expect(rows.map((row) => [row.donorAddress, row.logIndex, row.donorUserId !== null])).toEqual([
        [forwarder.toLowerCase(), -2, true],
      ]);
    } finally {
      await app.close();
    }
  });

  it('answers 400 saying why when the node cannot trace the transaction', async () => {
    const upstream = createPublicClient({ transport: http(fixture.context.chain.rpcUrls[0]!) });
    const untraced = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          if (method.startsWith('trace_'))
            throw { code: -32601, message: `the method ${method} does not exist` };
          return upstream.request({ method, params } as never);
        },
      }),
    });
    const { app, session } = await appOn({ ...fixture.context.chain, interactive: untraced });
    try {
      const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
      const receipt = await forward(campaign.vault, parseEther('0.1'));
      const response = await app.inject({
        method: 'POST',
        url: '/api/donations',
        headers: bearer(session),
        payload: { campaignId: campaign.id, transactionHash: receipt.transactionHash },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(DONATION_ERRORS.untraceable);
      expect(await donationsOf(fixture.context.database.db, campaign.id)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
