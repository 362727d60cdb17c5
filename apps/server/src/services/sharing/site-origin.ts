import type { FastifyRequest } from 'fastify';
import type { Env } from '../../env';
import { LOOPBACK_HOSTNAMES } from '../../loopback-hosts';

/**
 * The origin printed into links others will follow or cache (Open Graph tags, the Atom feed,
 * receipts and statements): the first PUBLIC_URL origin. Never the Host header of a public
 * request: anyone can send their own, and the feed is cached publicly for five minutes, so a
 * forged Host became every reader's link (issue 26, item 12). Without PUBLIC_URL the site serves
 * loopback only, as sign-in does: a loopback Host is kept (its port is the one the browser used),
 * any other host gets `http://localhost:PORT`.
 */
export function siteOrigin(env: Pick<Env, 'publicOrigins' | 'port'>, request: FastifyRequest): string {
  const configured = env.publicOrigins[0];
  if (configured) return configured;
  if (LOOPBACK_HOSTNAMES.has(request.hostname.toLowerCase())) return `${request.protocol}://${request.host}`;
  return `http://localhost:${env.port}`;
}
