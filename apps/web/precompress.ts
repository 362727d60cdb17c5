import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Text formats worth compressing; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` next to every compressible file of the
 * build, once at build time, so the server sends them as they are (`preCompressed` in
 * @fastify/static) instead of compressing the same bytes on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'crowdvault-precompress',
    apply: 'build',
    configResolved(config) {
      // The server-side build (entry-server.tsx) is read from disk by the server, never sent.
      skip = Boolean(config.build.ssr);
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (skip) return;
      for (const file of await filesIn(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const bytes = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          gz(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      }
    },
  };
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}
