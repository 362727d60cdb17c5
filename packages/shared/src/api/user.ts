import { z } from 'zod';
import { USER_ROLES, USER_STATUSES } from '../constants';
import { MODERATION_REASONS } from '../moderation';
import { address } from './fields';

/** `GET /api/users/wallet/{address}`: what anyone may read about a user. */
export const publicProfileSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    walletAddress: address.describe('EIP-55 checksummed'),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable().describe('https only; null when none'),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The signed-in user as the server sees them; role, status and isAdmin come from the server only. */
export const sessionUserSchema = z
  .object({
    id: z.number().int(),
    walletAddress: address.describe('EIP-55 checksummed'),
    username: z.string(),
    bio: z.string().nullable(),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    isAdmin: z.boolean(),
    suspensionReason: z
      .object({ code: z.enum(MODERATION_REASONS), text: z.string() })
      .nullable()
      .optional()
      .describe('Why the signed-in user is suspended (only while SUSPENDED), so they are told at sign-in'),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const walletAddressParamsSchema = z.object({ address });
