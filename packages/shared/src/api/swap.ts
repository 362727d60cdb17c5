import { z } from 'zod';
import { CAMPAIGN_CURRENCIES } from '../constants';
import { donationTransactionSchema } from './donation';
import { address, decimalAmount, eip712Domain, hex, signature65, uint } from './fields';

/** Slippage a donor may accept, in basis points: at most 50 % (a minimum out of half the quote);
 *  the panel's default is 100 (1 %) and it warns above 300 (decision 135). */
export const MAX_SLIPPAGE_BPS = 5_000;
export const DEFAULT_SLIPPAGE_BPS = 100;
export const HIGH_SLIPPAGE_BPS = 300;

/** `GET /api/swaps/quote`: what `amountIn` of a token the donor holds would give a campaign in its
 *  stablecoin, swapped on the chain's Uniswap inside the gift (issue 45). */
export const swapQuoteQuerySchema = z
  .object({
    chainId: z.coerce.number().int().positive().describe("The chain's id"),
    tokenIn: z
      .union([z.literal('native'), address])
      .describe("The token the donor gives: its address, or 'native' for the chain's own coin"),
    amountIn: decimalAmount.describe("How much of it, in whole tokens ('0.01')"),
    currency: z.enum(CAMPAIGN_CURRENCIES).describe("The campaign's stablecoin, which the vault receives"),
    slippageBps: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_SLIPPAGE_BPS)
      .default(DEFAULT_SLIPPAGE_BPS)
      .describe('How far under the quote the gift may land, in basis points (100 = 1 %)'),
    campaignId: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "With `from`: the campaign whose vault receives the gift; the answer carries the gift's transaction",
      ),
    from: address
      .optional()
      .describe("The donor's wallet, so `transaction.before` holds only the approval it needs"),
  })
  .strict();
export type SwapQuoteQuery = z.infer<typeof swapQuoteQuerySchema>;

const quoteToken = z.object({
  symbol: z.string(),
  /** Null for the chain's native coin. */
  address: address.nullable(),
  decimals: z.number().int(),
});

/** Where `swapAndGiveWithPermit(gift, permitDeadline, v, r, s)` carries the signature in its
 *  calldata: after the selector (4 bytes), the gift's offset and the permit's deadline (a word
 *  each), three words v, r, s. The gift, a dynamic tuple, is encoded after them, so this never moves. */
export const PERMIT_SIGNATURE_AT = 4 + 2 * 32;

/** A donor's EIP-2612 permit for a swap-gift (decision 135): the typed data the wallet signs
 *  (types: `PERMIT_TYPES`, primary type `Permit`) and SwapAndGive's call to send after it, whose
 *  v, r and s the signature fills (`withPermitSignature`). The permit allows SwapAndGive exactly
 *  the gift's `amountIn`, and the gift spends all of it. */
export const swapPermitSchema = z
  .strictObject({
    domain: eip712Domain.strict().describe("The token's EIP-712 domain, as its eip712Domain() reports it"),
    message: z
      .strictObject({
        owner: address.describe("The donor's wallet"),
        spender: address.describe('SwapAndGive'),
        value: uint.describe("Exactly the gift's amountIn, in the token's smallest unit"),
        nonce: uint.describe("The donor's next permit nonce at the token"),
        deadline: uint.describe("Unix seconds: the permit's deadline, the gift's own"),
      })
      .describe('The Permit struct to sign'),
    data: hex.describe(
      "SwapAndGive's swapAndGiveWithPermit for this quote, with v, r and s left zero for the signature",
    ),
  })
  .meta({ id: 'SwapPermit' });
export type SwapPermit = z.infer<typeof swapPermitSchema>;

/** `permit.data` with the donor's 65-byte signature (r, s, v) written where the call takes it. */
export function withPermitSignature(data: string, signature: string): `0x${string}` {
  if (!signature65.safeParse(signature).success) throw new Error('Expected a 65-byte signature');
  const at = 2 + PERMIT_SIGNATURE_AT * 2;
  const empty = '0'.repeat(64 * 3);
  if (data.length < at + empty.length || data.slice(at, at + empty.length) !== empty) {
    throw new Error('Expected a permit call with its signature left empty');
  }
  const r = signature.slice(2, 66);
  const s = signature.slice(66, 130);
  let v = Number.parseInt(signature.slice(130, 132), 16);
  // Some wallets answer the recovery id (0 or 1) instead of 27 or 28.
  if (v < 27) v += 27;
  const word = (hexDigits: string) => hexDigits.toLowerCase().padStart(64, '0');
  return `0x${data.slice(2, at)}${word(v.toString(16))}${word(r)}${word(s)}${data.slice(at + empty.length)}` as `0x${string}`;
}

export const swapQuoteResponseSchema = z
  .object({
    chainId: z.number().int(),
    tokenIn: quoteToken,
    tokenOut: quoteToken,
    amountIn: decimalAmount.describe('Whole tokens, exactly as asked'),
    amountOut: decimalAmount.describe('What the vault would receive at the current price, in whole tokens'),
    minOut: decimalAmount.describe('The least the gift accepts (amountOut less the slippage), rounded down'),
    amountOutUnits: z.string().describe("amountOut in the stablecoin's smallest unit"),
    minOutUnits: z.string().describe("minOut in the stablecoin's smallest unit: what the donor signs for"),
    slippageBps: z.number().int(),
    highSlippage: z.boolean().describe('The slippage is above 3 %: the panel warns'),
    priceImpactBps: z
      .number()
      .int()
      .describe("How far the quote is under the pools' current price, fees included, in basis points"),
    swapGas: z.string().describe("Uniswap's quoter's gas estimate of the swap alone"),
    route: z
      .array(z.object({ tokenIn: address, tokenOut: address, fee: z.number().int() }))
      .describe('The pools the swap goes through, in order'),
    path: z.string().describe("Uniswap's packed path (token, fee, token, …), as SwapAndGive takes it"),
    gas: z
      .object({
        units: z.string().describe('The whole gift, swap and delivery, about (an approval comes on top)'),
        fee: decimalAmount.describe("Those units at the chain's gas price now, in the native coin"),
      })
      .describe('What the gift costs in gas, about'),
    transaction: donationTransactionSchema
      .extend({
        deadline: z.number().int().describe('Unix seconds after which SwapAndGive refuses the gift'),
        permit: swapPermitSchema
          .optional()
          .describe(
            'For a token with EIP-2612 permit whose allowance is short: one signature instead of the approval in `before`, then `permit.data` (with the signature) instead of `data`',
          ),
      })
      .optional()
      .describe(
        "Asked with campaignId and from: SwapAndGive's swapAndGive for this quote's minimum, after an exact approval in `before` (never an unlimited one); for a permit token, the one-signature way in `permit`",
      ),
  })
  .meta({ id: 'SwapQuote' });

/** Whether a token can be swapped into the campaign's stablecoin on a chain: `no-route` where no
 *  pool path joins them, `too-little-liquidity` where the pools could not take one whole token
 *  without moving the price more than 10 %. Only `available` tokens are offered. */
export const SWAP_TOKEN_STATES = ['available', 'no-route', 'too-little-liquidity'] as const;
export type SwapTokenState = (typeof SWAP_TOKEN_STATES)[number];

/** `GET /api/swaps/tokens`: the tokens a donor may give through a swap on a chain. */
export const swapTokensQuerySchema = swapQuoteQuerySchema.pick({ chainId: true, currency: true }).strict();
export type SwapTokensQuery = z.infer<typeof swapTokensQuerySchema>;

export const swapTokensResponseSchema = z
  .object({
    chainId: z.number().int(),
    tokens: z
      .array(quoteToken.extend({ state: z.enum(SWAP_TOKEN_STATES) }))
      .describe("Every token the chain's swaps take but the campaign's own, the native coin last"),
  })
  .meta({ id: 'SwapTokens' });
export type SwapTokens = z.infer<typeof swapTokensResponseSchema>;
export type SwapQuote = z.infer<typeof swapQuoteResponseSchema>;
