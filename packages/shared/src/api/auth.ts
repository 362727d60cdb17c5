import { z } from 'zod';
import { hasControlCharacters, TEXT_MESSAGES } from '../text';
import { sessionUserSchema } from './user';

/** The sentence every sign-in message shows in the wallet, above the EIP-4361 fields. */
export const SIGN_IN_STATEMENT =
  'Sign in to CrowdVault with your wallet. This costs nothing and sends no transaction.';

/** How long a nonce (and so a sign-in message) stays valid. */
export const SIGN_IN_MESSAGE_TTL_MS = 10 * 60 * 1000;

/** `GET /api/auth/nonce`: a single-use nonce and the server's times to put in the message, so a
 *  browser with a wrong clock still builds a message the server accepts. */
export const nonceResponseSchema = z
  .object({
    nonce: z.string(),
    issuedAt: z.iso.datetime(),
    expirationTime: z.iso.datetime(),
  })
  .meta({ id: 'NonceResponse' });
export type NonceResponse = z.infer<typeof nonceResponseSchema>;

/** `POST /api/auth/verify`: the EIP-4361 message as signed, and the signature. */
export const verifyRequestSchema = z.object({
  // Signed as it is: neither trimmed nor normalised, only refused when it holds controls.
  message: z
    .string()
    .min(1)
    .max(4096)
    .refine((message) => !hasControlCharacters(message, { multiline: true }), TEXT_MESSAGES.control),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/, 'Expected a 0x-prefixed hex signature')
    .max(20_000),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const tokenPairSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Answer of verify and refresh: new tokens and the user they belong to. */
export const authResponseSchema = tokenPairSchema
  .extend({ user: sessionUserSchema })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;
