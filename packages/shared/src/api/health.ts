import { z } from 'zod';

const partState = z.enum(['ok', 'error']);

/** One served chain in /api/health (decision 060): a chain that fails is degraded, never the
 *  others. */
export const chainHealthSchema = z
  .object({
    chainId: z.number().int(),
    name: z.string(),
    status: z.enum(['ok', 'degraded']),
    blockNumber: z
      .string()
      .nullable()
      .describe('Latest block as a decimal string, null when it did not answer'),
    checkpointBlock: z.string().nullable().describe('Last block the indexer recorded'),
    indexerLagBlocks: z.number().int().nullable(),
    lastError: z
      .string()
      .nullable()
      .describe("Why the chain is degraded: its RPC's or indexer's last failure"),
    rpcUrlIndex: z
      .number()
      .int()
      .describe("Which of the chain's configured RPC URLs the indexer reads (0 = the first); never the URL"),
    newHeads: z
      .enum(['subscription', 'polling'])
      .describe('How the indexer learns of new blocks: a WebSocket newHeads subscription, or polling'),
    relayer: z.object({
      address: z.string(),
      balance: z.string().nullable().describe('Native coin, decimal string; null when the chain failed'),
      low: z.boolean().describe('True when gasless sends are refused for lack of funds'),
    }),
  })
  .meta({ id: 'ChainHealth' });
export type ChainHealth = z.infer<typeof chainHealthSchema>;

/** `GET /api/health`: 200 when every part answers, 503 naming the part that did not. */
export const healthResponseSchema = z
  .object({
    status: partState.describe('error when the database or every chain fails; a single chain only degrades'),
    database: partState,
    chain: partState.describe('The primary chain'),
    chainId: z.number().int().nullable().describe('The primary chain'),
    blockNumber: z
      .string()
      .nullable()
      .describe('Latest block as a decimal string, null when the chain failed'),
    uptimeSeconds: z.number().int(),
    indexerLagBlocks: z
      .number()
      .int()
      .nullable()
      .describe('Blocks between the head and what the donation indexer has recorded; null before it starts'),
    relayer: z
      .object({
        address: z.string(),
        balance: z.string().nullable().describe('Native coin, decimal string; null when the chain failed'),
        low: z.boolean().describe('True when gasless withdrawals are refused for lack of funds'),
      })
      .describe('The account that pays gas for gasless withdrawals, on the primary chain'),
    chains: z.array(chainHealthSchema).describe('Every served chain, the primary first'),
    message: z.string().optional().describe('Which part failed, when one did'),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health/live`: 200 while the process runs (a restart is the only cure otherwise). */
export const livenessResponseSchema = z
  .object({ status: z.literal('ok'), uptimeSeconds: z.number().int() })
  .meta({ id: 'LivenessResponse' });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** `GET /api/health/ready`: 200 when this instance should get traffic, 503 naming why not. */
export const readinessResponseSchema = z
  .object({
    status: partState,
    database: partState,
    chain: partState,
    indexerLagBlocks: z.number().int().nullable(),
    maxIndexerLagBlocks: z.number().int().describe('Above this lag the instance reports not ready'),
    liveUpdates: partState.describe("The listener that brings other instances' donations to live pages"),
    shuttingDown: z.boolean(),
    message: z.string().optional().describe('Why the instance is not ready, when it is not'),
  })
  .meta({ id: 'ReadinessResponse' });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
