import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { configResponseSchema } from '@crowdvault/shared/api/config';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { resolveChainEntry } from '../chain/chain-config';
import { chainContext } from '../chain/context';
import { registryOf } from '../chain/registry';
import { resolveSecrets } from '../secrets';
import { createTestApp } from '../test/test-app';
import { useTestContext } from '../test/use-test-app';

describe('GET /api/config', () => {
  const fixture = useTestContext();

  it('describes the local chain, the contracts and the three tokens', async () => {
    const app = await createTestApp(fixture.context);
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    await app.close();
    expect(response.statusCode).toBe(200);
    const config = configResponseSchema.parse(response.json());
    const { deployment } = fixture.context.chain;
    expect(config).toMatchObject({
      chainId: 31337,
      chainName: 'Local Anvil',
      rpcUrl: fixture.context.chain.rpcUrls[0]!,
      explorerUrl: null,
      explorerName: null,
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
    // Safe 1.4.1's contracts, for protocol-kit in the browser (decision 100).
    expect(config.chains[0]!.safeContracts).toEqual(deployment.safeContracts);
    expect(config.chains[0]!.safeContracts?.safeL2).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('offers the dev accounts on the local chain', async () => {
    const app = await createTestApp(fixture.context);
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config.devAccounts).toHaveLength(DEV_ACCOUNTS.length);
    expect(config.devAccounts[0]).toMatchObject({
      address: DEV_ACCOUNTS[0]!.address,
      privateKey: DEV_ACCOUNTS[0]!.privateKey,
      label: expect.stringContaining('Admin'),
    });
    // Each says who it is: the demo creators by their seeded names.
    expect(config.devAccounts[3].label).toBe('Dev account 3 (Creator maya_okafor)');
    expect(config.devAccounts[9].label).toBe('Dev account 9 (Donor)');
  });

  it('never offers the dev accounts in production', async () => {
    const env = { ...fixture.context.env, nodeEnv: 'production' as const, jwtSecret: 'p'.repeat(40) };
    const app = await createTestApp({ ...fixture.context, env });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config).not.toHaveProperty('devAccounts');
  });

  it('never offers the dev accounts on another chain', async () => {
    // Base as the registry resolves it from a chains file entry that names only the id.
    const entry = resolveChainEntry(fixture.context.env.chains[0]!, 8453);
    const chain = chainContext(entry, { ...fixture.context.chain.deployment, chainId: 8453 });
    const app = await createTestApp({ ...fixture.context, chain });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config).not.toHaveProperty('devAccounts');
    expect(config).toMatchObject({
      chainId: 8453,
      chainName: 'Base',
      explorerUrl: 'https://basescan.org',
      explorerName: 'Basescan',
    });
  });

  it('lists every served chain with its own tokens and decimals, the primary first', async () => {
    const second = {
      ...fixture.context.chain,
      chainId: 31338,
      name: 'Local L2',
      publicRpcUrl: 'http://127.0.0.1:1',
      deployment: {
        ...fixture.context.chain.deployment,
        chainId: 31338,
        tokens: fixture.context.chain.deployment.tokens.map((token) =>
          token.symbol === 'USDT' ? { ...token, decimals: 18 } : token,
        ),
      },
    };
    const app = await buildApp({
      env: fixture.context.env,
      db: fixture.context.database.db,
      chains: registryOf(fixture.context.chain, second),
      secrets: await resolveSecrets(fixture.context.env, true),
    });
    const config = configResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/config' })).json(),
    );
    await app.close();
    expect(config.chainId).toBe(31337);
    expect(config.chains.map((chain) => [chain.chainId, chain.chainName, chain.rpcUrl])).toEqual([
      [31337, 'Local Anvil', fixture.context.chain.rpcUrls[0]!],
      [31338, 'Local L2', 'http://127.0.0.1:1'],
    ]);
    const usdtOf = (id: number) =>
      config.chains.find((chain) => chain.chainId === id)!.tokens.find((token) => token.symbol === 'USDT')!;
    expect([usdtOf(31337).decimals, usdtOf(31338).decimals]).toEqual([6, 18]);
    expect(usdtOf(31337).address).toBe(usdtOf(31338).address);
    expect(config.devAccounts).toHaveLength(DEV_ACCOUNTS.length);
  });

  it('gives browsers PUBLIC_CHAIN_RPC_URL when set', async () => {
    const chain = { ...fixture.context.chain, publicRpcUrl: 'https://rpc.crowdvault.example' };
    const app = await createTestApp({ ...fixture.context, chain });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    await app.close();
    expect(config.rpcUrl).toBe('https://rpc.crowdvault.example');
  });
});
