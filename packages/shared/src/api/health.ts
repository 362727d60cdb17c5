import { z } from 'zod';

const partState = z.enum(['ok', 'error']);

/** `GET /api/health`: 200 when every part answers, 503 naming the part that did not. */
export const healthResponseSchema = z
  .object({
    status: partState,
    database: partState,
    chain: partState,
    chainId: z.number().int().nullable(),
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
      .describe('The account that pays gas for gasless withdrawals'),
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
