import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { MemoryHitCounter } from '../../infra/limits/hit-counter';
import { insertUser } from '../../test/campaign-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { acceptImages } from './accept-image';
import { createProcessingQueue, QUEUE_FULL } from './processing-queue';
import { noiseJpeg, paddedJpeg } from './test-images';
import { UploadBudget, type Uploader } from './upload-budget';

const MB = 1024 * 1024;

describe('acceptImages and the hourly byte budgets (decision 117)', () => {
  let database: DatabaseHandle;
  let uploader: Uploader;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploader = { userId: (await insertUser(database.db)).id, ip: '198.51.100.20' };
  });
  afterAll(() => database.close());

  const charged = async (counter: MemoryHitCounter, key: string) => (await counter.peek(key)).count * 1024;

  it('counts what a small, noisy image stores when that is more than was sent', async () => {
    const counter = new MemoryHitCounter();
    const parts = {
      db: database.db,
      queue: createProcessingQueue(1, 0),
      budget: new UploadBudget(counter, { bytesPerUser: 50 * MB, bytesPerIp: 50 * MB }),
    };
    const sent = await noiseJpeg(700, 700, 10, 7);
    const [image] = await acceptImages(parts, uploader, [{ bytes: sent }]);
    const files = await database.db
      .select({ size: mediaFiles.byteSize })
      .from(mediaFiles)
      .where(
        inArray(
          mediaFiles.cid,
          image!.variants.map((variant) => variant.cid),
        ),
      );
    const stored = files.reduce((sum, file) => sum + file.size, 0);
    expect(stored).toBeGreaterThan(sent.length);
    for (const key of [`upload-bytes:user:${uploader.userId}`, `upload-bytes:ip:${uploader.ip}`]) {
      expect(await charged(counter, key)).toBeGreaterThanOrEqual(stored);
      expect(await charged(counter, key)).toBeLessThan(stored + 2 * 1024);
    }
  });

  it('gives back what a full queue refused to process', async () => {
    const counter = new MemoryHitCounter();
    const queue = createProcessingQueue(1, 0);
    const parts = {
      db: database.db,
      queue,
      budget: new UploadBudget(counter, { bytesPerUser: 50 * MB, bytesPerIp: 50 * MB }),
    };
    let release = () => {};
    const busy = queue(() => new Promise<void>((resolve) => (release = resolve)));
    const refused = acceptImages(parts, uploader, [
      { name: 'a.jpg', bytes: await paddedJpeg(300, 1) },
      { name: 'b.jpg', bytes: await paddedJpeg(300, 2) },
    ]);
    await expect(refused).rejects.toThrow(`a.jpg: ${QUEUE_FULL}`);
    release();
    await busy;
    expect(await charged(counter, `upload-bytes:user:${uploader.userId}`)).toBe(0);
    expect(await charged(counter, `upload-bytes:ip:${uploader.ip}`)).toBe(0);
  });
});
