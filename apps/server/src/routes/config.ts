import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { type ConfigResponse, configResponseSchema } from '@crowdvault/shared/api/config';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { LOCAL_CHAIN_ID, NETWORKS, PLATFORM_FEE_BPS } from '@crowdvault/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';

const DEV_ACCOUNT_LABELS = ['Admin', 'Treasury', 'Relayer'];

/** `GET /api/config`: the public runtime configuration; every client learns the chain here. */
export function registerConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  const body = buildConfig(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Chain, contracts and tokens the app runs on',
        response: { 200: configResponseSchema, 500: errorResponseSchema },
      },
    },
    async () => body,
  );
}

export function buildConfig({ env, chain }: Pick<AppDeps, 'env' | 'chain'>): ConfigResponse {
  const network = NETWORKS.find((candidate) => candidate.id === chain.chainId);
  const { deployment } = chain;
  // Anvil's keys are public, but offering them anywhere but the local chain (or in production)
  // would invite someone to send real funds to them.
  const offerDevAccounts = chain.chainId === LOCAL_CHAIN_ID && env.nodeEnv !== 'production';
  return {
    chainId: chain.chainId,
    chainName: network?.name ?? `Chain ${chain.chainId}`,
    rpcUrl: chain.publicRpcUrl,
    explorerUrl: network?.explorerUrl ?? null,
    factoryAddress: deployment.factoryAddress,
    treasuryAddress: deployment.treasuryAddress,
    platformFeeBps: PLATFORM_FEE_BPS,
    nativeCurrency: nativeCurrencyOf(network?.currency ?? 'ETH'),
    tokens: deployment.tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals })),
    ...(offerDevAccounts && {
      devAccounts: DEV_ACCOUNTS.map((account, index) => ({
        label: `Dev account ${index}${DEV_ACCOUNT_LABELS[index] ? ` (${DEV_ACCOUNT_LABELS[index]})` : ''}`,
        address: account.address,
        privateKey: account.privateKey,
      })),
    }),
  };
}

function nativeCurrencyOf(symbol: string): ConfigResponse['nativeCurrency'] {
  const names: Record<string, string> = { ETH: 'Ether', MATIC: 'Polygon', BNB: 'BNB' };
  return { name: names[symbol] ?? symbol, symbol, decimals: 18 };
}
