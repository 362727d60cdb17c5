import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { CHAIN_READ_TIMEOUT_MS } from '../chain/deadline';
import { withRequestReadDeadline } from '../chain/request-read-deadline';

/**
 * Every route registered after this answers within a chain read's deadline: each read its handler
 * makes through a chain's client ends after `ms` when the chain does not answer, and the error
 * mapper turns that into 503 with a sentence naming the chain (issue 38, item 5; decision 113).
 */
export function registerChainReadDeadline(app: FastifyInstance, ms = CHAIN_READ_TIMEOUT_MS): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      return withRequestReadDeadline(ms, () => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
}
