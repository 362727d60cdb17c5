import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { type ChainConfig, type ConfigResponse, configResponseSchema } from '@crowdvault/shared/api/config';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { PLATFORM_FEE_BPS } from '@crowdvault/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';

/** Who each local dev wallet is, so the wallet modal can say it: the three platform accounts, the
 *  demo creators by the names the demo seed gives them (db/seed-data.ts, accounts 3 to 8), and the
 *  donor no user has claimed. */
const DEV_ACCOUNT_LABELS = [
  'Admin',
  'Treasury',
  'Relayer',
  'Creator maya_okafor',
  'Creator tomas.rivera',
  'Creator greencoast',
  'Creator lena_park',
  'Creator sam_whitfield',
  'Creator aisha.rahman',
  'Donor',
];

/** `GET /api/config`: the public runtime configuration; every client learns the chains here. */
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

export function buildConfig({ env, chains }: Pick<AppDeps, 'env' | 'chains'>): ConfigResponse {
  const served: ChainConfig[] = chains.all.map((chain) => ({
    chainId: chain.chainId,
    chainName: chain.name,
    rpcUrl: chain.publicRpcUrl,
    explorerUrl: chain.explorerUrl,
    explorerName: chain.explorerName,
    nativeCurrency: chain.nativeCurrency,
    tokens: chain.deployment.tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals })),
    confirmations: chain.confirmations,
    safeContracts: chain.deployment.safeContracts ?? null,
  }));
  const { confirmations: _confirmations, safeContracts: _safeContracts, ...primary } = served[0]!;
  // Anvil's keys are public, but offering them anywhere but a local chain (or in production)
  // would invite someone to send real funds to them.
  const offerDevAccounts = chains.all.every((chain) => chain.local) && env.nodeEnv !== 'production';
  const { deployment } = chains.primary;
  return {
    ...primary,
    factoryAddress: deployment.factoryAddress,
    treasuryAddress: deployment.treasuryAddress,
    platformFeeBps: PLATFORM_FEE_BPS,
    chains: served,
    ...(offerDevAccounts && {
      devAccounts: DEV_ACCOUNTS.map((account, index) => ({
        label: `Dev account ${index}${DEV_ACCOUNT_LABELS[index] ? ` (${DEV_ACCOUNT_LABELS[index]})` : ''}`,
        address: account.address,
        privateKey: account.privateKey,
      })),
    }),
  };
}
