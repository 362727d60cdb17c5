import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses HTML and JSON answers on the fly (brotli or gzip, as the browser accepts). Built
 * assets are not compressed here: the build writes `.br` and `.gz` beside them once and
 * @fastify/static sends those (serve-web-app.ts); an answer that already has a content-encoding
 * is left alone. Brotli at quality 4 costs about what gzip does and still saves more.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
