import { readFile } from 'node:fs/promises';
import { safeContractsSchema } from '@crowdvault/shared/api/safe';
import { CAMPAIGN_CURRENCIES } from '@crowdvault/shared/constants';
import { type Address, getAddress } from 'viem';
import { z } from 'zod';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value));

/** The deployment file written by the contracts package (`ensureDevDeployment`) or by hand for a
 *  public chain. Checked on load: a truncated or hand-edited file should fail with a sentence. */
export const deploymentSchema = z.object({
  chainId: z.number().int().positive(),
  factoryAddress: address,
  implementationAddress: address,
  /** AllOrNothingFactory (decision 090); without it all-or-nothing campaigns are refused. */
  allOrNothingFactoryAddress: address.optional(),
  allOrNothingImplementationAddress: address.optional(),
  /** PledgeCollector (decision 102); without it pledges are refused. */
  pledgeCollectorAddress: address.optional(),
  treasuryAddress: address,
  /** Safe's contracts on this chain (decision 100): the local chains deploy 1.4.1's at fixed CREATE2
   *  addresses; a public chain's record names Safe's own. Without them Safe owners are refused. */
  safeContracts: safeContractsSchema
    .transform(
      (contracts) =>
        Object.fromEntries(Object.entries(contracts).map(([name, value]) => [name, getAddress(value)])) as {
          [Name in keyof typeof contracts]: Address;
        },
    )
    .optional(),
  /** SwapAndGive (decision 135), at one address on every chain; without it (or a Uniswap with a
   *  SwapRouter) giving with another token is off on the chain. */
  swapAndGiveAddress: address.optional(),
  /** MatchingPoolFactory (decision 139), at one address on every chain; without it a round's pool
   *  is an admin's figure instead of a pool contract's balance at close. */
  matchingPoolFactoryAddress: address.optional(),
  /** The chain's Uniswap v3: the local chains' own, or Uniswap's official deployment. */
  uniswap: z
    .object({ factory: address, swapRouter: address.optional(), quoterV2: address, wrappedNative: address })
    .optional(),
  /** Tokens no campaign takes that a donor may swap (the local chains' DEV). */
  swapTokens: z
    .array(
      z.object({ symbol: z.string().min(1).max(11), address, decimals: z.number().int().min(0).max(36) }),
    )
    .optional(),
  deployBlock: z.union([z.number(), z.string(), z.bigint()]).transform((value) => BigInt(value)),
  // Every campaign currency exactly once: creators may pick any of them, and a campaign whose
  // currency had no token would have amounts with no scale (no decimals to read them by).
  tokens: z
    .array(
      z.object({ symbol: z.enum(CAMPAIGN_CURRENCIES), address, decimals: z.number().int().min(0).max(36) }),
    )
    .refine(
      (tokens) =>
        tokens.length === CAMPAIGN_CURRENCIES.length &&
        CAMPAIGN_CURRENCIES.every((symbol) => tokens.some((token) => token.symbol === symbol)),
      { message: `needs exactly one token for each of ${CAMPAIGN_CURRENCIES.join(', ')}` },
    ),
});
export type ChainDeployment = z.infer<typeof deploymentSchema>;
export type TokenDeployment = ChainDeployment['tokens'][number];

export async function loadDeployment(file: string): Promise<ChainDeployment> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`No deployment file at ${file}: deploy the contracts first (npm start does it).`, {
      cause: error,
    });
  }
  const parsed = deploymentSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`Deployment file ${file} is invalid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export function findToken(deployment: ChainDeployment, symbol: string): TokenDeployment | undefined {
  return deployment.tokens.find((token) => token.symbol === symbol);
}

/** The token's decimals; a currency the deployment lacks would make every amount a lie. */
export function decimalsOf(deployment: ChainDeployment, currency: string): number {
  const token = findToken(deployment, currency);
  if (!token) throw new Error(`The deployment has no ${currency} token`);
  return token.decimals;
}
