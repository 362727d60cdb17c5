import { z } from 'zod';

/** Field types the API schemas have in common, each declared once: the same name means the same
 *  value everywhere. A schema with its own wording of one (another error message) keeps its own. */

/** A 0x-prefixed 20-byte address, in any case (the server checksums what it stores). */
export const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address');

/** A transaction's hash. */
export const txHash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 0x-prefixed 32-byte transaction hash');

/** An amount of whole tokens or dollars as a decimal string ("10", "10.50"): exact, never a float. */
export const decimalAmount = z.string().regex(/^\d+(\.\d+)?$/);

/** A uint256 as a decimal string: smallest units, unix seconds, a nonce. */
export const uint = z.string().regex(/^\d{1,78}$/, 'Expected a whole number as a decimal string');

/** 0x-prefixed call data. */
export const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);

/** A 65-byte ECDSA signature (r, s, v) as 0x-prefixed hex. */
export const signature65 = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'Expected a 65-byte signature');

/** A chain the request names (decision 060): optional, the deployment's primary chain when
 *  absent; one the deployment does not serve is a 400 before anything is read or sent. */
export const requestChainId = z
  .number()
  .int()
  .positive()
  .optional()
  .describe("The chain's id; the primary chain when absent");

/** Why a chain's part of a multi-chain answer is missing; such a chain never holds up the others
 *  (issue 25). */
export const chainNotRead = z
  .string()
  .nullable()
  .describe(
    'Why this chain could not be read (it did not answer in time: RPC down or too slow); null when read',
  );

/** A query-string flag: 'true' or 'false'. */
export const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Where a page of a list starts (`?offset=`). */
export const listOffset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** The EIP-712 domain a vault's typed data is signed under (name, version, chain, the vault). */
export const eip712Domain = z.object({
  name: z.string(),
  version: z.string(),
  chainId: z.number().int(),
  verifyingContract: address,
});
