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
import { QUEUE_FULL } from '../services/media/processing-queue';
import { REMOTE_IMAGE_MESSAGES } from '../services/media/remote-image';
import { hugeBlankPng, noiseJpeg, paddedJpeg, photoJpeg } from '../services/media/test-images';
import { UPLOAD_BUDGET_MESSAGES } from '../services/media/upload-budget';
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

// Issue 38, item 6 (decision 117): a noisy 2400² JPEG took 35 s and stored 2.72 MB, and fresh
// wallets stepped around the per-user request limit; uploads now have hourly byte budgets per
// user and per IP, and the instance's processing queue answers 503 with Retry-After when full.
describe('upload budgets and the processing queue', () => {
  let context: Context;
  let app: FastifyInstance;
  let accounts: Headers[];
  let seed = 100;

  beforeAll(async () => {
    context = await createTestContext({
      MEDIA_UPLOAD_MB_PER_USER: '2',
      MEDIA_UPLOAD_MB_PER_IP: '3',
      MEDIA_PROCESSING_SLOTS: '1',
      MEDIA_PROCESSING_QUEUE: '0',
    });
    app = await createTestApp(context);
    await app.ready();
    accounts = [];
    for (const account of DEV_ACCOUNTS.slice(5, 9))
      accounts.push(bearer(await signIn(app, account.privateKey)));
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  /** Files of 600 KiB each that cost next to nothing to process or store. */
  const files = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => ({
        name: `scan-${seed}.jpg`,
        bytes: await paddedJpeg(600, seed++),
      })),
    );
  const upload = (headers: Headers, ip: string, sent: { name: string; bytes: Buffer }[]) => {
    const body = multipartFiles(sent);
    return app.inject({
      method: 'POST',
      url: '/api/images',
      remoteAddress: ip,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const storedImages = async () =>
    (await context.database.db.select({ value: count() }).from(images))[0]?.value;

  it("refuses an account's images beyond its hourly budget from any address, storing none of them", async () => {
    const [account] = accounts as [Headers];
    const first = await files(2);
    expect((await upload(account, '198.51.100.1', first)).statusCode).toBe(201);
    expect((await upload(account, '198.51.100.2', await files(1))).statusCode).toBe(201);
    const before = await storedImages();
    // 1,800 KiB sent; two more files would make 3,000 KiB, past 2 MB.
    const refused = await upload(account, '198.51.100.3', await files(2));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(refused.json().message).toBe(UPLOAD_BUDGET_MESSAGES.user(2, Math.ceil(retryAfter / 60)));
    expect(await storedImages()).toBe(before);
    // What is already stored comes back as it is, and costs nothing.
    const again = await upload(account, '198.51.100.3', first);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses fresh accounts on one address beyond the address budget', async () => {
    const [, second, third] = accounts as [Headers, Headers, Headers];
    const ip = '203.0.113.50';
    expect((await upload(second, ip, await files(3))).statusCode).toBe(201);
    expect((await upload(third, ip, await files(2))).statusCode).toBe(201);
    // 3,000 KiB from the address, 1,200 KiB of it by the third account: its own budget has room.
    const refused = await upload(third, ip, await files(1));
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json().message).toBe(UPLOAD_BUDGET_MESSAGES.ip(3, Math.ceil(retryAfter / 60)));
    // Another address is not held back by it.
    expect((await upload(third, '203.0.113.51', await files(1))).statusCode).toBe(201);
  });

  it('answers 503 with Retry-After while the processing queue is full, and takes the upload after', async () => {
    const fourth = accounts[3]!;
    const slow = [await noiseJpeg(640, 640, 40, 1), await noiseJpeg(640, 640, 40, 2)];
    const answers = await Promise.all(
      slow.map((bytes, index) => upload(fourth, '192.0.2.10', [{ name: `noise-${index}.jpg`, bytes }])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 503]);
    const full = answers.find((answer) => answer.statusCode === 503)!;
    expect(full.json().message).toBe(QUEUE_FULL);
    expect(full.headers['retry-after']).toBe('60');
    const later = slow[answers.indexOf(full)]!;
    const retried = await upload(fourth, '192.0.2.10', [{ name: 'noise-again.jpg', bytes: later }]);
    expect(retried.statusCode, retried.body).toBe(201);
  });
});
