import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  confirmSafeTxSchema,
  executeSafeTxSchema,
  proposeSafeTxSchema,
  SAFE_ERRORS,
  safeCampaignSchema,
  safeInfoSchema,
  safeMultisigTxListSchema,
  safeMultisigTxSchema,
  safeParamsSchema,
  safeTxHashParamsSchema,
} from '@crowdvault/shared/api/safe';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Hex } from 'viem';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { readSafe, toSafeInfo } from '../chain/read-safe';
import { AppError } from '../errors';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { requireUser, signedInUser } from '../services/auth/require-user';
import { listSafeCampaigns } from '../services/safes/safe-campaigns';
import {
  confirmSafeTransaction,
  describe,
  executeSafeTransaction,
  listSafeTransactions,
  proposeSafeTransaction,
  rejectSafeTransaction,
  requireRow,
} from '../services/safes/safe-transactions';
import { errorResponses } from './error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Safes as campaign owners (issue 30, decision 100): a Safe read from its chain, and the queue of
 *  its proposed withdrawals, shaped like the Safe Transaction Service's multisig-transactions. */
export function registerSafeRoutes(
  app: FastifyInstance,
  { db, chains, env, lanes }: Pick<AppDeps, 'db' | 'chains' | 'env' | 'lanes'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** The lane of a chain that has the Safe contracts (400 otherwise): its chain for reads, its
   *  relayer for an execution. */
  const laneWithSafes = (chainId: number) => {
    const lane = lanes.require(chainId);
    if (!lane.chain.deployment.safeContracts)
      throw new AppError('BAD_REQUEST', SAFE_ERRORS.noSafeContracts(lane.chain.name));
    return lane;
  };

  routes.get(
    '/api/safes/:chainId/:address',
    {
      schema: {
        tags: ['safes'],
        summary: 'A Safe as its chain shows it now: owners, threshold, nonce, version (400 when not a Safe)',
        params: safeParamsSchema,
        response: { 200: safeInfoSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { chain } = laneWithSafes(request.params.chainId);
      return toSafeInfo(chain.chainId, await readSafe(chain, request.params.address));
    },
  );

  routes.get(
    '/api/campaigns/me/safes',
    {
      preHandler: requireUser,
      schema: {
        tags: ['safes'],
        summary:
          "Campaigns whose vault a Safe owns that the signed-in wallet is an owner of, with the queue's counts",
        response: { 200: z.array(safeCampaignSchema), 401: errorResponseSchema },
      },
    },
    async (request) => listSafeCampaigns(db, chains, signedInUser(request)),
  );

  routes.get(
    '/api/safes/:chainId/:address/multisig-transactions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['safes'],
        summary: "The Safe's proposed withdrawals, newest nonce first, with who signed (its owners only)",
        params: safeParamsSchema,
        response: { 200: safeMultisigTxListSchema, ...errors },
      },
    },
    async (request) => {
      const { chain } = laneWithSafes(request.params.chainId);
      const results = await listSafeTransactions(
        { db, chain },
        signedInUser(request),
        request.params.address,
      );
      return { count: results.length, results };
    },
  );

  routes.post(
    '/api/safes/:chainId/:address/multisig-transactions',
    {
      ...costlyWriteLimits(app, env, requireUser),
      schema: {
        tags: ['safes'],
        summary:
          "An owner proposes a withdrawal from a vault the Safe owns, with the owner's SafeTx signature",
        params: safeParamsSchema,
        body: proposeSafeTxSchema,
        response: { 201: safeMultisigTxSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { chain } = laneWithSafes(request.params.chainId);
      const proposed = await proposeSafeTransaction(
        { db, chain },
        signedInUser(request),
        request.params.address,
        request.body,
      );
      return reply.code(201).send(proposed);
    },
  );

  const rowAndLane = async (safeTxHash: string) => {
    const row = await requireRow(db, safeTxHash);
    const { chain, relayer } = laneWithSafes(row.chainId);
    return { row, chain, relayer };
  };

  routes.get(
    '/api/multisig-transactions/:safeTxHash',
    {
      preHandler: requireUser,
      schema: {
        tags: ['safes'],
        summary: 'One proposal with its signatures and status (the Safe’s owners only)',
        params: safeTxHashParamsSchema,
        response: { 200: safeMultisigTxSchema, ...errors },
      },
    },
    async (request) => {
      const { row, chain } = await rowAndLane(request.params.safeTxHash);
      const safe = await readSafe(chain, row.safeAddress);
      const user = signedInUser(request);
      if (!safe.owners.some((owner) => owner.toLowerCase() === user.walletAddress.toLowerCase())) {
        throw new AppError('FORBIDDEN', SAFE_ERRORS.notOwner(user.walletAddress));
      }
      return describe(db, chain, row, safe);
    },
  );

  routes.post(
    '/api/multisig-transactions/:safeTxHash/confirmations',
    {
      ...costlyWriteLimits(app, env, requireUser),
      schema: {
        tags: ['safes'],
        summary: "Another owner's SafeTx signature on a proposal",
        params: safeTxHashParamsSchema,
        body: confirmSafeTxSchema,
        response: { 201: safeMultisigTxSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { row, chain } = await rowAndLane(request.params.safeTxHash);
      const confirmed = await confirmSafeTransaction(
        { db, chain },
        signedInUser(request),
        row,
        request.body.signature as Hex,
      );
      return reply.code(201).send(confirmed);
    },
  );

  routes.delete(
    '/api/multisig-transactions/:safeTxHash',
    {
      ...costlyWriteLimits(app, env, requireUser),
      schema: {
        tags: ['safes'],
        summary: 'An owner rejects a proposal not yet sent',
        params: safeTxHashParamsSchema,
        response: { 200: safeMultisigTxSchema, ...errors },
      },
    },
    async (request) => {
      const { row, chain } = await rowAndLane(request.params.safeTxHash);
      return rejectSafeTransaction({ db, chain }, signedInUser(request), row);
    },
  );

  routes.post(
    '/api/multisig-transactions/:safeTxHash/executions',
    {
      ...costlyWriteLimits(app, env, requireUser),
      schema: {
        tags: ['safes'],
        summary:
          "Execute a proposal at the threshold: through CrowdVault's relayer (no gas) or record an owner's own",
        params: safeTxHashParamsSchema,
        body: executeSafeTxSchema,
        response: { 201: safeMultisigTxSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { row, chain, relayer } = await rowAndLane(request.params.safeTxHash);
      const executed = await executeSafeTransaction(
        { db, chain, relayer },
        signedInUser(request),
        row,
        request.body,
      );
      return reply.code(201).send(executed);
    },
  );
}
