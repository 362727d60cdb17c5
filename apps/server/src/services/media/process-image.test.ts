import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, processImage } from './process-image';
import { hugeBlankPng, photoJpeg } from './test-images';

describe('processImage', () => {
  it('gives upright AVIF and WebP variants 480/960/1600 wide with no metadata left', async () => {
    const input = await photoJpeg({ width: 2000, height: 1500, gps: true, orientation: 6 });
    // The test photo really carries GPS tags: otherwise the check below proves nothing.
    const before = await sharp(input).metadata();
    // IFD0's pointer to the GPS IFD (tag 0x8825, little-endian as sharp writes it).
    expect(before.exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true);
    expect(input.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(before.orientation).toBe(6);

    const image = await processImage(input);
    // Orientation 6 turns the 2000 × 1500 pixels a quarter: upright it is 1500 wide.
    expect([image.width, image.height]).toEqual([1500, 2000]);
    expect(image.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      'avif 480x640',
      'webp 480x640',
      'avif 960x1280',
      'webp 960x1280',
      'avif 1500x2000',
      'webp 1500x2000',
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(variant.format);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(600);
  });

  it('never enlarges a small image', async () => {
    const image = await processImage(await photoJpeg({ width: 300, height: 200 }));
    expect(image.variants.map((v) => v.width)).toEqual([300, 300]);
  });

  it('refuses a text file named like a JPEG', async () => {
    await expect(processImage(Buffer.from('hello, this is not a photo at all\n'.repeat(20)))).rejects.toThrow(
      IMAGE_MESSAGES.notAnImage,
    );
  });

  it('refuses an SVG, script and all', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expect(processImage(Buffer.from(svg))).rejects.toThrow(IMAGE_MESSAGES.notAnImage);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await photoJpeg();
    await expect(processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toThrow(
      IMAGE_MESSAGES.unreadable,
    );
  });

  it('refuses a 20,000 × 20,000 PNG of a few KB by its header, before decoding it', async () => {
    const png = hugeBlankPng();
    expect(png.length).toBeLessThan(100_000);
    const started = performance.now();
    await expect(processImage(png)).rejects.toThrow(IMAGE_MESSAGES.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await photoJpeg(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    await expect(processImage(big)).rejects.toThrow(IMAGE_MESSAGES.tooLarge);
  });
});
