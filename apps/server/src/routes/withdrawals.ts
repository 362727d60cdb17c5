import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  campaignVaultSchema,
  recordWithdrawalSchema,
  relayedWithdrawalSchema,
  signedWithdrawalSchema,
  vaultChainQuerySchema,
  withdrawalPlanSchema,
  withdrawalRequestSchema,
  withdrawalSchema,
} from '@crowdvault/shared/api/withdrawal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Address } from 'viem';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import { safeOwnedVaults } from '../services/campaigns/safe-owned-vaults';
import {
  listOwnVaults,
  readCampaignVault,
  requireCampaignVault,
} from '../services/withdrawals/campaign-vaults';
import { planWithdrawal } from '../services/withdrawals/plan-withdrawal';
import { listOwnWithdrawals } from '../services/withdrawals/withdrawal-history';
import { recordDirectWithdrawal, relayWithdrawal } from '../services/withdrawals/withdrawal-requests';
import { errorResponses } from './error-responses';

const errors = errorResponses(400, 401, 403, 404);

/** Campaign vaults and withdrawals (ARCHITECTURE.md §9): balances read from the chain, the
 *  owner's direct withdrawal (the server only prepares and records it) and the gasless one
 *  (checked here, sent by the relayer). The user always comes from the access token. */
export function registerWithdrawalRoutes(
  app: FastifyInstance,
  { db, chains, env, lanes }: Pick<AppDeps, 'db' | 'chains' | 'env' | 'lanes'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/campaigns/me/wallets',
    {
      preHandler: requireUser,
      schema: {
        tags: ['withdrawals'],
        summary:
          "The vaults the signed-in user's wallet owns, or a Safe they are an owner of owns, with balances read from each chain where they do",
        response: { 200: z.array(campaignVaultSchema), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return listOwnVaults(
        db,
        chains,
        user,
        await safeOwnedVaults(db, chains, user.walletAddress as Address),
      );
    },
  );

  routes.get(
    '/api/campaigns/:id/wallet/balance',
    {
      preHandler: requireUser,
      schema: {
        tags: ['withdrawals'],
        summary: "A campaign vault's balances, freshly read (its owner, moderators and admins)",
        params: campaignIdParamsSchema,
        querystring: vaultChainQuerySchema,
        response: { 200: campaignVaultSchema, ...errors },
      },
    },
    async (request) => {
      // Every served chain unless the query names one.
      const read = request.query.chainId === undefined ? chains.all : [chains.require(request.query.chainId)];
      const owned = await requireCampaignVault(
        db,
        signedInUser(request),
        request.params.id,
        read[0]!.chainId,
        {
          read: true,
        },
      );
      return readCampaignVault(read, owned.campaign);
    },
  );

  routes.post(
    '/api/campaigns/:id/wallet/withdraw',
    {
      ...costlyWriteLimits(app, env, requireUser),
      schema: {
        tags: ['withdrawals'],
        summary:
          'Prepare a withdrawal: the split, the transactions for the owner’s wallet, the typed data to sign',
        description:
          'Nothing moves: the owner’s wallet sends `transactions` (direct), or signs `typedData` for ' +
          'POST /api/wallet/withdraw (gasless). 400 when the amount exceeds the vault balance.',
        params: campaignIdParamsSchema,
        body: withdrawalRequestSchema,
        response: { 200: withdrawalPlanSchema, ...errors },
      },
    },
    async (request) => {
      const chain = chains.require(request.body.chainId);
      const owned = await requireCampaignVault(db, signedInUser(request), request.params.id, chain.chainId);
      return planWithdrawal(chain, owned, request.body);
    },
  );

  routes.post(
    '/api/withdrawals',
    {
      ...costlyWriteLimits(app, env, requireUser),
      schema: {
        tags: ['withdrawals'],
        summary: 'Record a direct withdrawal the owner’s wallet sent, as pending',
        description:
          'The transaction is read from the chain: it must be a withdraw call by the owner on the vault.',
        body: recordWithdrawalSchema,
        response: { 201: withdrawalSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const chain = chains.require(request.body.chainId);
      const owned = await requireCampaignVault(db, user, request.body.campaignId, chain.chainId);
      return reply.code(201).send(await recordDirectWithdrawal({ db, chain }, user, owned, request.body));
    },
  );

  routes.post(
    '/api/wallet/withdraw',
    {
      // Suspended users keep their vault on chain and may withdraw directly; the platform's gas
      // is for active accounts only (decision 042).
      ...costlyWriteLimits(app, env, requireActiveUser),
      schema: {
        tags: ['withdrawals'],
        summary: 'Gasless withdrawal: the owner’s EIP-712 signature, relayed by the platform',
        body: signedWithdrawalSchema,
        response: {
          200: relayedWithdrawalSchema,
          ...errors,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { chain, relayer } = lanes.require(request.body.chainId);
      const owned = await requireCampaignVault(db, user, request.body.campaignId, chain.chainId);
      return relayWithdrawal({ db, chain, relayer }, user, owned, request.body);
    },
  );

  routes.get(
    '/api/withdrawals/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['withdrawals'],
        summary:
          "Withdrawal History of the signed-in creator's campaigns and those of Safes they are an owner of, newest first; a Safe's rows name the Safe and its signers",
        response: { 200: z.array(withdrawalSchema), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = signedInUser(request);
      const safes = await safeOwnedVaults(db, chains, user.walletAddress as Address);
      return listOwnWithdrawals(db, chains, user, safes);
    },
  );
}
