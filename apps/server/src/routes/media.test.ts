import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { CampaignImage } from '@crowdvault/shared/api/media';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, mediaFiles } from '../db/schema';
import { IMAGE_MESSAGES } from '../services/media/process-image';
import { REMOTE_IMAGE_MESSAGES } from '../services/media/remote-image';
import { hugeBlankPng, photoJpeg } from '../services/media/test-images';
import { multipartFiles } from '../test/multipart';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
type Headers = Record<string, string>;
const CREATOR = DEV_ACCOUNTS[4]!;

/** A test server on its own loopback address: the app is told only that address is "public". */
async function listen(host: string, handler: RequestListener): Promise<Server & { url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(server, { url: `http://${host}:${port}` });
}

describe('campaign photos: upload, import and /media', () => {
  let context: Context;
  let app: FastifyInstance;
  let creator: Headers;
  let photo: Buffer;
  const servers: Server[] = [];
  let publicHost: Server & { url: string };
  let silentHost: Server & { url: string };

  beforeAll(async () => {
    photo = await photoJpeg({ width: 1800, height: 1200, gps: true, seed: 40 });
    publicHost = await listen('127.0.0.2', (request, response) => {
      if (request.url === '/photo.jpg')
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      if (request.url === '/to-loopback') {
        return response.writeHead(302, { location: `http://127.0.0.1:${context.env.port}/api/config` }).end();
      }
      if (request.url === '/to-metadata') {
        return response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      }
      response.writeHead(404).end();
    });
    // Accepts the connection and never answers.
    silentHost = await listen('127.0.0.3', () => {});
    servers.push(publicHost, silentHost);
    context = await createTestContext();
    app = await createTestApp(context, {
      mediaFetch: {
        isAllowedAddress: (address) => address === '127.0.0.2' || address === '127.0.0.3',
        timeoutMs: 1_500,
      },
    });
    await app.ready();
    creator = bearer(await signIn(app, CREATOR.privateKey));
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await app.close();
    await context.close();
  });

  const upload = (files: Parameters<typeof multipartFiles>[0], headers: Headers = creator) => {
    const body = multipartFiles(files);
    return app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () => {
    const { db } = context.database;
    const [files] = await db.select({ value: count() }).from(mediaFiles);
    const [rows] = await db.select({ value: count() }).from(images);
    return { files: files?.value, images: rows?.value };
  };
  const importUrl = (url: string) =>
    app.inject({ method: 'POST', url: '/api/images/import', headers: creator, payload: { url } });

  it('stores an upload as AVIF and WebP variants served from /media with no EXIF left', async () => {
    const response = await upload([{ name: 'IMG_0001.jpg', bytes: photo }]);
    expect(response.statusCode, response.body).toBe(201);
    const [image] = response.json().images as CampaignImage[];
    expect(image).toMatchObject({ width: 1800, height: 1200 });
    expect(image!.variants.map((v) => `${v.type} ${v.width}`)).toEqual([
      'image/avif 480',
      'image/webp 480',
      'image/avif 960',
      'image/webp 960',
      'image/avif 1600',
      'image/webp 1600',
    ]);
    for (const variant of image!.variants) {
      expect(variant.url).toMatch(/^\/media\/bafkrei[a-z2-7]+$/);
      const file = await app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(variant.type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(variant.width);
    }
  });

  it('stores the same file uploaded twice once', async () => {
    const before = await stored();
    const again = await upload([{ name: 'copy-of-IMG_0001.jpg', bytes: photo }]);
    expect(again.statusCode).toBe(201);
    expect(await stored()).toEqual(before);
  });

  it('refuses each bad file with a clear message and stores nothing', async () => {
    const before = await stored();
    const jpeg = await photoJpeg({ seed: 7 });
    const cases = [
      {
        name: 'notes.jpg',
        bytes: Buffer.from('Shopping list: milk, eggs, bread\n'.repeat(30)),
        message: IMAGE_MESSAGES.notAnImage,
      },
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="99" height="99"><script>alert(document.cookie)</script></svg>',
        ),
        message: IMAGE_MESSAGES.notAnImage,
      },
      {
        name: 'cut.jpg',
        bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
        message: IMAGE_MESSAGES.unreadable,
      },
      { name: 'bomb.png', type: 'image/png', bytes: hugeBlankPng(), message: IMAGE_MESSAGES.tooManyPixels },
    ];
    for (const { message, ...file } of cases) {
      const response = await upload([file]);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().message, file.name).toBe(message);
    }
    const huge = await upload([
      { name: 'huge.jpg', bytes: Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(IMAGE_MESSAGES.tooLarge);
    expect(await stored()).toEqual(before);
  });

  it('lets nobody upload without signing in', async () => {
    const response = await upload([{ name: 'a.jpg', bytes: photo }], {});
    expect(response.statusCode).toBe(401);
  });

  it('imports a pasted image URL once and serves its own copy', async () => {
    const response = await importUrl(`${publicHost.url}/photo.jpg`);
    expect(response.statusCode, response.body).toBe(201);
    // The same bytes as the upload above: the same image, nothing stored again.
    const uploaded = await upload([{ name: 'IMG_0001.jpg', bytes: photo }]);
    expect(response.json().id).toBe(uploaded.json().images[0].id);
  });

  it('refuses URLs to loopback, to private addresses through a redirect, and non-http schemes', async () => {
    const before = await stored();
    for (const [url, message] of [
      [`http://127.0.0.1:${context.env.port}/api/config`, REMOTE_IMAGE_MESSAGES.privateAddress],
      ['http://localhost/photo.jpg', REMOTE_IMAGE_MESSAGES.privateAddress],
      ['http://[::1]/photo.jpg', REMOTE_IMAGE_MESSAGES.privateAddress],
      [`${publicHost.url}/to-loopback`, REMOTE_IMAGE_MESSAGES.privateAddress],
      [`${publicHost.url}/to-metadata`, REMOTE_IMAGE_MESSAGES.privateAddress],
      ['file:///etc/passwd', REMOTE_IMAGE_MESSAGES.badUrl],
    ] as const) {
      const response = await importUrl(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('gives up on a URL that never answers, and keeps answering others meanwhile', async () => {
    const started = performance.now();
    const pending = importUrl(`${silentHost.url}/photo.jpg`);
    const other = await app.inject({ method: 'GET', url: '/api/config' });
    expect(other.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    const response = await pending;
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REMOTE_IMAGE_MESSAGES.timeout);
  });

  it('answers 404 for an unknown or malformed CID', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/not-a-cid' })).statusCode).toBe(404);
    const unknown = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    expect((await app.inject({ method: 'GET', url: `/media/${unknown}` })).statusCode).toBe(404);
  });
});
