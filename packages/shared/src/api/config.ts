import { z } from 'zod';
import { CAMPAIGN_CURRENCIES } from '../constants';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address');

export const tokenConfigSchema = z.object({
  symbol: z.enum(CAMPAIGN_CURRENCIES),
  address,
  decimals: z.number().int().min(0).max(36),
});
export type TokenConfig = z.infer<typeof tokenConfigSchema>;

/** Anvil's public test keys, offered by the wallet modal as "Local dev wallet" on chain 31337 only. */
export const devAccountSchema = z.object({
  label: z.string(),
  address,
  privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
});
export type DevAccount = z.infer<typeof devAccountSchema>;

/** `GET /api/config`: the public runtime configuration every client learns the chain from. */
export const configResponseSchema = z
  .object({
    chainId: z.number().int().positive(),
    chainName: z.string(),
    rpcUrl: z.string().describe('JSON-RPC URL a browser can reach'),
    explorerUrl: z.string().nullable(),
    factoryAddress: address,
    treasuryAddress: address,
    platformFeeBps: z.number().int(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
    tokens: z.array(tokenConfigSchema),
    devAccounts: z
      .array(devAccountSchema)
      .optional()
      .describe('Only on the local chain, never in production'),
  })
  .meta({ id: 'ConfigResponse' });
export type ConfigResponse = z.infer<typeof configResponseSchema>;
