import { z } from 'zod';
import { CAMPAIGN_CURRENCIES } from '../constants';
import { address } from './fields';
import { safeContractsSchema } from './safe';

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

/** A chain's id, name and RPC URL: in each entry of `chains`, and at the top for the primary one. */
const chainEndpoint = {
  chainId: z.number().int().positive(),
  chainName: z.string(),
  rpcUrl: z.string().describe('JSON-RPC URL a browser can reach'),
};

const nativeCurrency = z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() });

/** One network the deployment serves (decision 060). The campaign vault has the same address on
 *  every one of them; tokens and their decimals are the chain's own (USDT has 18 on BNB Chain). */
export const chainConfigSchema = z
  .object({
    ...chainEndpoint,
    explorerUrl: z.string().nullable().describe('Null where the chain has no block explorer (local chains)'),
    explorerName: z
      .string()
      .nullable()
      .describe('The explorer as link texts name it ("Basescan"); null with no explorer'),
    nativeCurrency,
    tokens: z.array(tokenConfigSchema),
    confirmations: z.number().int().min(0).describe('Blocks a transfer waits under before it counts'),
    safeContracts: safeContractsSchema
      .nullable()
      .describe("Safe's contracts on this chain (decision 100); null where Safes are not offered"),
  })
  .meta({ id: 'ChainConfig' });
export type ChainConfig = z.infer<typeof chainConfigSchema>;

/** `GET /api/config`: the public runtime configuration every client learns the chains from. The
 *  top-level chain fields describe the primary network (the first of `chains`), as SPEC.md's
 *  single-chain clients expect. */
export const configResponseSchema = z
  .object({
    ...chainEndpoint,
    explorerUrl: z.string().nullable(),
    explorerName: z.string().nullable(),
    factoryAddress: address,
    treasuryAddress: address,
    platformFeeBps: z.number().int(),
    nativeCurrency,
    tokens: z.array(tokenConfigSchema),
    chains: z
      .array(chainConfigSchema)
      .min(1)
      .describe('Every network this deployment serves, the primary first; donations count on each'),
    devAccounts: z
      .array(devAccountSchema)
      .optional()
      .describe('Only on the local chain, never in production'),
  })
  .meta({ id: 'ConfigResponse' });
export type ConfigResponse = z.infer<typeof configResponseSchema>;
