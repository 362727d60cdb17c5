import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isPagePath } from '@crowdvault/shared/page-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a page request that matched no file: the SPA's index.html, or a hint to build it. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export const WEB_NOT_BUILT_MESSAGE =
  'The web app is not built yet. Run `npm run build` (or use `npm run dev` for hot reload), then reload.';

/** Serves the built web app from `distDir`, sending the build's brotli or gzip copy of a file
 *  when the browser accepts it. Vite fingerprints files under /assets, so they are cached for
 *  good; index.html is revalidated so a new build shows up on reload. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<PageFallback> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; pages answer 503');
    return (_request, reply) => reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // The build writes .br and .gz beside each asset (apps/web/precompress.ts).
    preCompressed: true,
    index: 'index.html',
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(distDir, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The app shell either way (it draws its own 404 page), but a path the app has no page for
  // answers 404, as SPEC.md's 404 page says: crawlers and link checkers then see it too.
  return (request, reply) => reply.code(isPagePath(request.url) ? 200 : 404).sendFile('index.html');
}

/** A browser navigating to a client route (/campaign/12, /dashboard/wallets), as opposed to an
 *  API call or a missing asset (which should stay a 404, not turn into HTML). */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return accept.includes('*/*') && !lastSegment.includes('.');
}
