import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Env } from '../env';
import { AppError } from '../errors';
import { signedInUser } from '../services/auth/require-user';

const WINDOW = '1 minute';

type Check = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

/**
 * Route options for a costly write (a donation claim, a campaign, a withdrawal: each costs chain
 * calls or rows), in place of the route's `preHandler` guard: at most `WRITE_RATE_LIMIT` requests a
 * minute per signed-in user and `WRITE_RATE_LIMIT_PER_IP` per client IP, on each route apart;
 * beyond either, 429 with Retry-After (issue 14, item 5). In process memory, as the sign-in limits
 * (decision 014).
 *
 * The per-IP count runs on arrival (onRequest, after the app's early sign-in check), so it counts
 * every request, even ones validation refuses; the per-user count runs after the guard and
 * validation (preHandler), so it counts the requests that cost something. The plugin's own route
 * hooks cannot do both: they run one limit per request at most.
 */
export function costlyWriteLimits(
  app: FastifyInstance,
  env: Pick<Env, 'writeRateLimit' | 'writeRateLimitPerIp'>,
  guard: preHandlerAsyncHookHandler,
): { onRequest?: onRequestHookHandler; preHandler: preHandlerAsyncHookHandler[] } {
  const perIp =
    env.writeRateLimitPerIp > 0
      ? (app.createRateLimit({ max: env.writeRateLimitPerIp, timeWindow: WINDOW }) as Check)
      : null;
  const perUser =
    env.writeRateLimit > 0
      ? (app.createRateLimit({
          max: env.writeRateLimit,
          timeWindow: WINDOW,
          keyGenerator: (request) => `user:${signedInUser(request).id}`,
        }) as Check)
      : null;
  return {
    ...(perIp ? { onRequest: (request, reply) => enforce(perIp, request, reply) } : {}),
    preHandler: perUser ? [guard, (request, reply) => enforce(perUser, request, reply)] : [guard],
  };
}

async function enforce(check: Check, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { isExceeded, ttlInSeconds } = await check(request);
  if (!isExceeded) return;
  reply.header('retry-after', String(ttlInSeconds));
  throw new AppError('TOO_MANY_REQUESTS', `Rate limit exceeded, retry in ${ttlInSeconds} seconds`);
}
