import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import {
  campaignWalletSchema,
  createDonationBodySchema,
  type DonationEvent,
  donationRequestBodySchema,
  donationSchema,
  donationTransactionSchema,
  myDonationSchema,
} from '@crowdvault/shared/api/donation';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAddress } from 'viem';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { AppError } from '../errors';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import { requireCampaign } from '../services/campaigns/get-campaign';
import { claimDonation, DONATION_ERRORS } from '../services/donations/claim-donation';
import { donationTransaction } from '../services/donations/donation-request';
import {
  CATCH_UP_LIMIT,
  DonationEvents,
  lastDonationId,
  loadDonationEventsSince,
} from '../services/donations/events';
import { listCampaignDonations, listMyDonations } from '../services/donations/list-donations';

/** Heartbeat comments keep proxies from closing an idle event stream. */
export const SSE_HEARTBEAT_MS = 15_000;

/** Donation routes: the public lists and address, recording a donation, and live events. */
export function registerDonationRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  events: DonationEvents = new DonationEvents(),
): void {
  assertAuthReady(app);
  const { db, chains, env } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/campaigns/:id/donations',
    {
      schema: {
        tags: ['donations'],
        summary: "A campaign's donations, newest first; anonymous ones never name the donor",
        params: campaignIdParamsSchema,
        response: { 200: z.array(donationSchema), 404: errorResponseSchema },
      },
    },
    async (request) => listCampaignDonations(db, (await requireCampaign(db, request.params.id)).id),
  );

  routes.get(
    '/api/campaigns/:id/wallet',
    {
      schema: {
        tags: ['donations'],
        summary: "The campaign's vault address: anyone may send USDT, USDC, DAI or the native coin to it",
        params: campaignIdParamsSchema,
        response: { 200: campaignWalletSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await requireCampaign(db, request.params.id);
      if (!row.vaultAddress) throw new AppError('NOT_FOUND', DONATION_ERRORS.noVault);
      return { campaignId: row.id, walletAddress: getAddress(row.vaultAddress) };
    },
  );

  // Public: anonymous donors use it too. It costs one read, but is open to anyone, so it counts
  // per client IP like the costly writes (WRITE_RATE_LIMIT_PER_IP, in the shared hit counter).
  const perIp =
    env.writeRateLimitPerIp > 0
      ? { config: { rateLimit: { max: env.writeRateLimitPerIp, timeWindow: '1 minute' } } }
      : {};
  routes.post(
    '/api/campaigns/:id/donate',
    {
      ...perIp,
      schema: {
        tags: ['donations'],
        summary:
          "The transaction for the donor's wallet to sign: a donation of `amount` `token` to the vault",
        description:
          'Answers `{ chainId, to, data, value }` for viem/ethers `sendTransaction`; the server never moves a ' +
          "donor's funds. An ERC-20 token: `to` is the token and `data` its `transfer(vault, amount)`, value '0'. " +
          "The native coin: `to` is the vault, data '0x', `value` the amount in wei. The campaign must be taking " +
          'donations (active, approved, not ended); `token` is a symbol or address the vault accepts; `amount` is ' +
          "a decimal string in the token's units with at most its decimals. No sign-in needed. Once sent, the " +
          'indexer records the donation; POST /api/donations attaches a message.',
        params: campaignIdParamsSchema,
        body: donationRequestBodySchema,
        response: {
          200: donationTransactionSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => donationTransaction({ db, chains }, request.params.id, request.body),
  );

  routes.post(
    '/api/donations',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      schema: {
        tags: ['donations'],
        summary: 'Record a donation the chain shows, attaching a message and the signed-in donor',
        description:
          'Reads the receipt: the transaction must have succeeded and moved a configured token (or the native coin) ' +
          "from the signed-in wallet into this campaign's vault. 201 when recorded now, 200 when already recorded " +
          '(the message and donor are attached). 400 names the reason otherwise; nothing is recorded.',
        body: createDonationBodySchema,
        response: {
          200: donationSchema,
          201: donationSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const result = await claimDonation({ db, chains, events }, user, request.body);
      return reply.code(result.created ? 201 : 200).send(result.donation);
    },
  );

  routes.get(
    '/api/donations/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['donations'],
        summary: "The signed-in user's donations (claimed or sent from their wallet), newest first",
        response: { 200: z.array(myDonationSchema), 401: errorResponseSchema },
      },
    },
    async (request) => listMyDonations(db, signedInUser(request)),
  );

  registerDonationEvents(app, deps, events);
}

/** Reconnect delay the streams ask browsers for; on shutdown a shorter one sends them to another
 *  instance at once. */
const SSE_RETRY_MS = 3_000;
export const SSE_SHUTDOWN_RETRY_MS = 500;

/** `GET /api/campaigns/:id/events`: server-sent events, `event: donation` per new donation with
 *  the campaign's fresh totals, each with `id:` the donation id. A browser reconnecting sends the
 *  last one as `Last-Event-ID` and first gets what it missed (decision 052); so does every stream
 *  after this instance's shared listener reconnected. The reply is hijacked: Fastify hands the
 *  socket over. */
function registerDonationEvents(app: FastifyInstance, { db, chains }: AppDeps, events: DonationEvents): void {
  const open = new Set<(last?: string) => void>();
  // Streams never end on their own: close them first, or closing the server would wait forever.
  // The short retry sends browsers to another instance (a load balancer no longer routes here).
  app.addHook('preClose', async () => {
    for (const close of open) close(`retry: ${SSE_SHUTDOWN_RETRY_MS}\n\n`);
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/campaigns/:id/events',
    {
      schema: {
        tags: ['donations'],
        summary: 'Live donations of a campaign (text/event-stream; event: donation, data: DonationEvent)',
        description:
          'Each event has `id:` the donation id; reconnecting with `Last-Event-ID` first replays the donations ' +
          `recorded since (at most ${CATCH_UP_LIMIT}).`,
        params: campaignIdParamsSchema,
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const campaignId = (await requireCampaign(db, request.params.id)).id;
      const resumeFrom = Number(request.headers['last-event-id']);
      const resuming = Number.isSafeInteger(resumeFrom) && resumeFrom >= 0;
      let lastId = resuming ? resumeFrom : await lastDonationId(db, campaignId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // The id line sets the browser's Last-Event-ID before any donation arrives.
      raw.write(`retry: ${SSE_RETRY_MS}\nid: ${lastId}\n: connected\n\n`);

      const send = (event: DonationEvent) => {
        if (raw.writableEnded) return;
        // A claim re-sends an older donation: it must not move the resume point back.
        const id = event.donation.id > lastId ? `id: ${event.donation.id}\n` : '';
        lastId = Math.max(lastId, event.donation.id);
        raw.write(`event: donation\n${id}data: ${JSON.stringify(event)}\n\n`);
      };
      // Live events wait while a catch-up reads: the page gets them in order and once.
      let held: DonationEvent[] | null = null;
      const catchUp = async () => {
        if (held) return;
        held = [];
        const replayed = new Set<number>();
        try {
          for (const event of await loadDonationEventsSince(db, chains.accounting, campaignId, lastId)) {
            send(event);
            replayed.add(event.donation.id);
          }
        } catch (error) {
          request.log.warn({ err: error }, 'could not replay missed donations');
        }
        const waiting = held;
        held = null;
        for (const event of waiting) if (!replayed.has(event.donation.id)) send(event);
      };
      const unsubscribe = events.subscribe((event) => {
        if (event.campaign.id !== campaignId) return;
        if (held) held.push(event);
        else send(event);
      });
      const stopResync = events.onResync(() => void catchUp());
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), SSE_HEARTBEAT_MS);
      const close = (last?: string) => {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        unsubscribe();
        stopResync();
        raw.end(last);
      };
      open.add(close);
      raw.once('close', () => close());
      if (resuming) await catchUp();
    },
  );
}
