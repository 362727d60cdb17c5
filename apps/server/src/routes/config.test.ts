import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { configResponseSchema } from '@crowdvault/shared/api/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;

describe('GET /api/config', () => {
  let context: Context;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it('describes the local chain, the contracts and the three tokens', async () => {
    const app = await createTestApp(context);
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    await app.close();
    expect(response.statusCode).toBe(200);
    const config = configResponseSchema.parse(response.json());
    const { deployment } = context.chain;
    expect(config).toMatchObject({
      chainId: 31337,
      chainName: 'Local Anvil',
      rpcUrl: context.env.chainRpcUrl,
      explorerUrl: null,
      factoryAddress: deployment.factoryAddress,
      treasuryAddress: deployment.treasuryAddress,
      platformFeeBps: 250,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    });
    expect(config.tokens.map(({ symbol, decimals }) => ({ symbol, decimals }))).toEqual([
      { symbol: 'USDT', decimals: 6 },
      { symbol: 'USDC', decimals: 6 },
      { symbol: 'DAI', decimals: 18 },
    ]);
  });

  it('offers the dev accounts on the local chain', async () => {
    const app = await createTestApp(context);
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config.devAccounts).toHaveLength(DEV_ACCOUNTS.length);
    expect(config.devAccounts[0]).toMatchObject({
      address: DEV_ACCOUNTS[0]!.address,
      privateKey: DEV_ACCOUNTS[0]!.privateKey,
      label: expect.stringContaining('Admin'),
    });
  });

  it('never offers the dev accounts in production', async () => {
    const env = { ...context.env, nodeEnv: 'production' as const, jwtSecret: 'p'.repeat(40) };
    const app = await createTestApp({ ...context, env });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config).not.toHaveProperty('devAccounts');
  });

  it('never offers the dev accounts on another chain', async () => {
    const chain = { ...context.chain, chainId: 8453 };
    const app = await createTestApp({ ...context, chain });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config).not.toHaveProperty('devAccounts');
    expect(config).toMatchObject({ chainId: 8453, chainName: 'Base', explorerUrl: 'https://basescan.org' });
  });

  it('gives browsers PUBLIC_CHAIN_RPC_URL when set', async () => {
    const chain = { ...context.chain, publicRpcUrl: 'https://rpc.crowdvault.example' };
    const app = await createTestApp({ ...context, chain });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config.rpcUrl).toBe('https://rpc.crowdvault.example');
  });
});
