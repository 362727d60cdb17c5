import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('compression', () => {
  let context: Context;
  let app: FastifyInstance;

  beforeAll(async () => {
    context = await createTestContext();
    // What the web build leaves in dist: the asset and its brotli copy (apps/web/precompress.ts).
    const asset = join(context.dataDir, 'web-dist', 'assets', 'big.js');
    await writeFile(asset, SCRIPT);
    await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
    app = await createTestApp(context);
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  it("sends a built asset's brotli copy, still cached for good", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('compresses JSON answers on the fly', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});
