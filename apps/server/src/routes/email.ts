import {
  devMailboxSchema,
  emailPreferencesUpdateSchema,
  emailSettingsSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '@crowdvault/shared/api/email';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { HitCounter } from '../infra/limits/hit-counter';
import { assertAuthReady } from '../plugins/auth';
import { requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import type { DevMailbox } from '../services/mail/dev-mailbox';
import { getEmailSettings, unsubscribeByLink, updateEmailPreferences } from '../services/mail/email-settings';
import { resendVerification, verifyEmailToken } from '../services/mail/email-verification';
import { admitVerificationMail } from '../services/mail/verification-mail-limits';
import { errorResponses } from './error-responses';

const DEV_MAILBOX_NOTICE =
  'Development mailbox: every message the server sent, caught by the SMTP server embedded in npm start. Nothing left this machine. Absent in production.';

/** E-mail settings, verification links and one-click unsubscribe (decision 094); the development
 *  mailbox when the app runs one. */
export function registerEmailRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'secrets' | 'env'> & { devMailbox?: DevMailbox },
  /** Counts the verification mails a resend asks for, with those of PATCH /api/users/me (decision 114). */
  mailLimits: HitCounter,
): void {
  assertAuthReady(app);
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perIp = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  routes.get(
    '/api/users/me/email',
    {
      preHandler: requireUser,
      schema: {
        tags: ['email'],
        summary: 'My e-mail address, whether it is verified, and which mails I get',
        response: { 200: emailSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getEmailSettings(db, signedInUser(request).id),
  );

  routes.patch(
    '/api/users/me/email/preferences',
    {
      // Suspended users too: leaving a mailing must never need anything but the wish to.
      preHandler: requireUser,
      schema: {
        tags: ['email'],
        summary: 'Turn kinds of mail on or off',
        body: emailPreferencesUpdateSchema,
        response: { 200: emailSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateEmailPreferences(db, signedInUser(request).id, request.body),
  );

  routes.post(
    '/api/users/me/email/resend',
    {
      preValidation: requireActiveUser,
      schema: {
        tags: ['email'],
        summary: 'Send a new verification link to my unverified address (once a minute, a few an hour)',
        response: { 200: emailSettingsSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await resendVerification(db, id, (email) =>
        admitVerificationMail(mailLimits, { userId: id, email, ip: request.ip }),
      );
      return getEmailSettings(db, id);
    },
  );

  routes.post(
    '/api/email/verify',
    {
      config: perIp,
      schema: {
        tags: ['email'],
        summary: 'Follow a verification link: the address becomes verified (no session needed)',
        body: verifyEmailSchema,
        response: { 200: verifyEmailResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const { email } = await verifyEmailToken(db, request.body.token);
      return { email, emailVerified: true as const };
    },
  );

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form to the link of the
  // List-Unsubscribe header; the web page POSTs with no body. The signed query is the proof.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/email/unsubscribe',
      {
        config: perIp,
        schema: {
          tags: ['email'],
          summary: 'One-click unsubscribe (RFC 8058) from the signed link in a mail; no session needed',
          querystring: unsubscribeQuerySchema,
          body: z.union([z.object({ 'List-Unsubscribe': z.literal('One-Click') }), z.null(), z.undefined()]),
          response: { 200: unsubscribeResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return unsubscribeByLink(db, deps.secrets.jwtSecret, request.query);
      },
    );
  });

  const mailbox = deps.devMailbox;
  if (mailbox && deps.env.nodeEnv !== 'production') {
    routes.get(
      '/api/dev/mailbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Development mailbox: what the embedded SMTP server caught (absent in production)',
          response: { 200: devMailboxSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { notice: DEV_MAILBOX_NOTICE, messages: mailbox.list() };
      },
    );
  }
}
