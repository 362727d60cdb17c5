import { z } from 'zod';
import { donationSchema, donorNoteFields } from './donation';
import { address, signature65, uint } from './fields';
import { eip712Types } from './typed-data';

/** How a token can be given without gas: EIP-3009 `transferWithAuthorization` (USDC) or an
 *  EIP-2612 `permit` to the campaign's vault, applied by CampaignFactory.donateWithPermit. */
export const GASLESS_METHODS = ['authorization', 'permit'] as const;
export type GaslessMethod = (typeof GASLESS_METHODS)[number];

/** EIP-3009 (real USDC's names and field order). The nonce is 32 random bytes, not a counter. */
export const TRANSFER_WITH_AUTHORIZATION_TYPES = eip712Types(
  'TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)',
);

/** EIP-2612. The spender is the campaign's vault, so the signature can pay no other address. */
export const PERMIT_TYPES = eip712Types(
  'Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)',
);

/** The token's EIP-712 domain (read from its ERC-5267 `eip712Domain()`). */
export interface TokenDomain {
  name: string;
  version: string;
  chainId: number;
  verifyingContract: `0x${string}`;
}

/** What a gasless donor signs, for either method (viem/wagmi `signTypedData` arguments).
 *  `to` is the campaign's vault; for a permit, `validAfter` is unused and `validBefore` is the
 *  permit's deadline; `nonce` is 32 bytes (hex) for an authorization, the token's counter for a permit. */
export function gaslessTypedData(
  params: {
    method: GaslessMethod;
    from: `0x${string}`;
    to: `0x${string}`;
    amount: bigint;
    validAfter: bigint;
    validBefore: bigint;
    nonce: string;
  },
  domain: TokenDomain,
) {
  if (params.method === 'authorization') {
    return {
      domain,
      types: TRANSFER_WITH_AUTHORIZATION_TYPES,
      primaryType: 'TransferWithAuthorization' as const,
      message: {
        from: params.from,
        to: params.to,
        value: params.amount,
        validAfter: params.validAfter,
        validBefore: params.validBefore,
        nonce: params.nonce as `0x${string}`,
      },
    };
  }
  return {
    domain,
    types: PERMIT_TYPES,
    primaryType: 'Permit' as const,
    message: {
      owner: params.from,
      spender: params.to,
      value: params.amount,
      nonce: BigInt(params.nonce),
      deadline: params.validBefore,
    },
  };
}

/** `POST /api/donations/gasless`: a signed authorization (or permit) for the platform's relayer to
 *  submit, with the message and anonymity recorded as for a wallet donation. Every field that was
 *  signed travels as signed, so the server can check the signature against exactly these values. */
export const gaslessDonationBodySchema = z
  .object({
    campaignId: z.number().int().positive(),
    chainId: z.number().int().positive(),
    method: z.enum(GASLESS_METHODS),
    token: address,
    from: address.describe('The donor: the signer, and the signed-in wallet'),
    to: address.describe("The campaign's vault (authorization recipient or permit spender)"),
    amount: uint.describe("Base units of the token (10 USDC is '10000000')"),
    validAfter: uint.describe('Authorization only: valid strictly after this Unix time; 0 for a permit'),
    validBefore: uint.describe('Valid strictly before this Unix time (a permit: its deadline)'),
    nonce: z
      .string()
      .regex(/^(0x[0-9a-fA-F]{64}|\d{1,78})$/)
      .describe('Authorization: 32 random bytes (hex); permit: the token nonce (decimal)'),
    signature: signature65,
    ...donorNoteFields,
  })
  .strict()
  .meta({ id: 'GaslessDonationBody' });
export type GaslessDonationBody = z.infer<typeof gaslessDonationBodySchema>;

/** The relayer's transaction and, once it is mined and recorded, the donation (null when the
 *  receipt took too long: the indexer records it, and POST /api/donations attaches the message). */
export const gaslessDonationResponseSchema = z
  .object({
    transactionHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
    donation: donationSchema.nullable(),
  })
  .meta({ id: 'GaslessDonationResponse' });
export type GaslessDonationResponse = z.infer<typeof gaslessDonationResponseSchema>;

/** `GET /api/donations/gasless?chainId=`: the network asked about; default the primary. */
export const gaslessStatusQuerySchema = z
  .object({ chainId: z.coerce.number().int().positive().optional() })
  .strict();
export type GaslessStatusQuery = z.infer<typeof gaslessStatusQuerySchema>;

/** `GET /api/config` → `gasless`: whether the relayer takes gasless donations now and for which
 *  tokens (by symbol), with the smallest amount in the token's units. */
export const gaslessConfigSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable().describe('Why gasless donations are off, when they are'),
  tokens: z.array(z.object({ symbol: z.string(), method: z.enum(GASLESS_METHODS), minAmount: z.string() })),
});
export type GaslessConfig = z.infer<typeof gaslessConfigSchema>;
