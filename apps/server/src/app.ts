import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Env } from './env';
import { registerErrorHandler, sendNotFound } from './errors';
import { MemoryHitCounter } from './infra/limits/hit-counter';
import { authPlugin } from './plugins/auth';
import { registerChainReadDeadline } from './plugins/chain-read-deadline';
import { registerCompression } from './plugins/compression';
import { logSerializers } from './plugins/log-serializers';
import { registerRequestMetrics } from './plugins/metrics';
import { registerRequestLocale } from './plugins/request-locale';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerAdminCampaignRoutes } from './routes/admin-campaigns';
import { registerAdminRoundRoutes } from './routes/admin-rounds';
import { registerAdminUserRoutes } from './routes/admin-users';
import { registerAdminWalletRoutes } from './routes/admin-wallets';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuthRoutes } from './routes/auth';
import { registerCampaignEditRoutes } from './routes/campaign-edits';
import { registerCampaignPages, registerRenderedPages } from './routes/campaign-pages';
import { registerCampaignUpdateRoutes } from './routes/campaign-updates';
import { registerCampaignRoutes } from './routes/campaigns';
import { registerConfigRoutes } from './routes/config';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerDonationRoutes } from './routes/donations';
import { registerEmailRoutes } from './routes/email';
import { registerGaslessDonationRoutes } from './routes/gasless-donations';
import { registerHealthRoutes } from './routes/health';
import { registerLedgerRoutes } from './routes/ledger';
import { registerImageModerationRoutes, registerMediaRoutes } from './routes/media';
import { registerModerationRoutes } from './routes/moderation';
import { registerNotificationRoutes } from './routes/notifications';
import { registerPledgeRoutes } from './routes/pledges';
import { registerReceiptRoutes } from './routes/receipts';
import { registerRefundRoutes } from './routes/refunds';
import { registerRoundRoutes } from './routes/rounds';
import { registerSafeRoutes } from './routes/safes';
import { registerSharingRoutes } from './routes/sharing';
import { registerSiteFileRoutes } from './routes/site-files';
import { registerStatsRoutes } from './routes/stats';
import { registerSwapRoutes } from './routes/swaps';
import { registerUserRoutes } from './routes/users';
import { registerWithdrawalRoutes } from './routes/withdrawals';
import { createRuntime, type RuntimeOverrides } from './runtime';
import { createMediaService } from './services/media/media-service';
import { createPageRenderer, serverEntryPath } from './web/render-page';
import { isPageRequest, registerWebApp } from './web/serve-web-app';

/** The app on a runtime of its own built from `parts` (tests, benches: nothing runs in the
 *  background unless given); closing the app closes that runtime. Routes may still be added until
 *  `ready()`; tests call `app.inject()`. */
export async function buildApp({
  env,
  mediaFetch,
  ...parts
}: RuntimeOverrides & { env: Env; mediaFetch?: AppDeps['mediaFetch'] }): Promise<FastifyInstance> {
  const runtime = await createRuntime(env, { background: false, ...parts });
  const app = await buildHttpApp({ ...runtime, mediaFetch });
  runtime.useLogger(app.log);
  app.addHook('onClose', () => runtime.close());
  return app;
}

/** Builds the Fastify app on a runtime (runtime.ts) without listening. */
export async function buildHttpApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: { level: env.logLevel, serializers: logSerializers },
    bodyLimit: env.bodyLimit,
    // One line per request drowns the console of `npm start`; LOG_LEVEL=debug brings them back.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(env.logLevel) }),
    // Every request's log lines carry its id (reqId): the load balancer's X-Request-Id when it
    // sends one, so a request can be followed across the proxy and the instance; else a fresh one.
    requestIdHeader: 'x-request-id',
    // Whose X-Forwarded-For to believe for request.ip, which every per-IP limit counts by: none
    // unless configured (decision 071).
    // A hop count as Fastify's own number form (its types leave the number out): the nearest n
    // hops are proxies.
    trustProxy:
      typeof env.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (env.trustProxy as number)
        : env.trustProxy,
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = registerRequestMetrics(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLocale(app);
  registerChainReadDeadline(app);
  // First: every guarded route registered after it gets authentication before validation.
  await app.register(authPlugin, deps);
  await registerCompression(app);
  await registerSecurityHeaders(
    app,
    env,
    deps.chains.all.map((chain) => chain.publicRpcUrl),
  );

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'CrowdVault API',
        description: 'Crowdfunding in stablecoins; each campaign has its own vault contract.',
        version: '1.0.0',
      },
      // Routes behind sign-in declare `security: [{ bearerAuth: [] }]`; the scheme must exist
      // here or the document fails to build.
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (decision 072)' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { donationEvents } = deps;
  registerHealthRoutes(app, deps);
  metrics.finish(deps);
  registerConfigRoutes(app, deps);
  registerAuthRoutes(app);
  const media = createMediaService({
    db: deps.db,
    env: deps.env,
    hitCounter: deps.hitCounter,
    fetchOptions: deps.mediaFetch,
  });
  // One count of verification mails for both routes that send them (decision 114).
  const verificationMailLimits = deps.hitCounter ?? new MemoryHitCounter();
  registerUserRoutes(app, deps, media, verificationMailLimits);
  await registerMediaRoutes(app, deps, media);
  registerCampaignRoutes(app, deps, media);
  registerEmailRoutes(app, deps, verificationMailLimits);
  registerCampaignUpdateRoutes(app, deps, media);
  registerCampaignEditRoutes(app, deps, media);
  registerNotificationRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerDonationRoutes(app, deps, donationEvents);
  registerDashboardRoutes(app, deps);
  registerAdminCampaignRoutes(app, deps, donationEvents);
  registerAdminUserRoutes(app, deps);
  registerAdminWalletRoutes(app, deps);
  registerModerationRoutes(app, deps);
  registerImageModerationRoutes(app, deps, media);
  registerWithdrawalRoutes(app, deps);
  registerSafeRoutes(app, deps);
  registerRefundRoutes(app, deps);
  registerPledgeRoutes(app, deps);
  registerRoundRoutes(app, deps);
  registerAdminRoundRoutes(app, deps);
  registerGaslessDonationRoutes(app, deps);
  registerSwapRoutes(app, deps);
  registerLedgerRoutes(app, deps);
  registerReceiptRoutes(app, deps);
  registerSharingRoutes(app, deps);
  registerSiteFileRoutes(app, deps);
  const renderPage = createPageRenderer(app, serverEntryPath(env.webDistDir), env.listCacheMs);
  registerCampaignPages(app, deps, renderPage);
  registerRenderedPages(app, deps, renderPage);

  const pageFallback = await registerWebApp(app, env.webDistDir);
  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request) ? pageFallback(request, reply) : sendNotFound(request, reply),
  );
  return app;
}
