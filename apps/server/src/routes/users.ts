import { profileSettingsSchema, profileUpdateSchema } from '@crowdvault/shared/api/profile';
import { publicProfileSchema, walletAddressParamsSchema } from '@crowdvault/shared/api/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAddress } from 'viem';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import type { HitCounter } from '../infra/limits/hit-counter';
import { assertAuthReady } from '../plugins/auth';
import { requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import { findUserByWallet } from '../services/auth/users';
import { admitVerificationMail } from '../services/mail/verification-mail-limits';
import { IMAGE_LINK_WIDTHS, importingImageLinks, shownAvatar } from '../services/media/image-link';
import type { MediaService } from '../services/media/media-service';
import { uploaderOf } from '../services/media/upload-budget';
import { getProfileSettings, updateProfileSettings } from '../services/profile/profile-settings';
import { errorResponses } from './error-responses';

/** Public user profiles, and the signed-in user's own settings. */
export function registerUserRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'>,
  media: MediaService,
  /** Counts the verification mails a new address asks for (decision 114). */
  mailLimits: HitCounter,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/users/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile settings (e-mail included: only they see it)",
        response: { 200: profileSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfileSettings(deps.db, signedInUser(request).id),
  );

  routes.patch(
    '/api/users/me',
    {
      preValidation: requireActiveUser,
      schema: {
        tags: ['users'],
        summary: 'Change username, bio, avatar URL, e-mail (stored unverified) or notification preferences',
        body: profileUpdateSchema,
        response: { 200: profileSettingsSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const resolveAvatar = importingImageLinks(
        deps.db,
        media,
        uploaderOf(request),
        IMAGE_LINK_WIDTHS.avatar,
      );
      const admitMail = (email: string) =>
        admitVerificationMail(mailLimits, { userId, email, ip: request.ip });
      return updateProfileSettings(deps.db, userId, request.body, resolveAvatar, admitMail);
    },
  );

  routes.get(
    '/api/users/wallet/:address',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public profile by wallet address (any letter case)",
        params: walletAddressParamsSchema,
        response: { 200: publicProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findUserByWallet(deps.db, request.params.address);
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      return {
        id: row.id,
        username: row.username,
        walletAddress: getAddress(row.walletAddress),
        bio: row.bio,
        avatarUrl: shownAvatar(row.avatarUrl),
      };
    },
  );
}
