import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Images the media tests feed in, built here rather than committed. */

/** A JPEG of `width` × `height` with a colour gradient, optionally with GPS tags and an EXIF
 *  orientation, as a phone writes them. */
export async function photoJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number; seed?: number } = {},
): Promise<Buffer> {
  const { width = 1200, height = 800, seed = 0 } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${seed % 360},70%,55%)"/><stop offset="1" stop-color="#123"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fc6"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A valid 1-bit greyscale PNG of 20,000 × 20,000 pixels (400 megapixels) that takes ~50 KB:
 *  all zeros compress a thousandfold. */
export function hugeBlankPng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (Math.ceil(side / 8) + 1));
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG padded with comment segments (which decoders skip) to `kib` KiB: sent
 *  bytes that cost almost nothing to process or store, for byte budgets. */
export async function paddedJpeg(kib: number, seed = 0): Promise<Buffer> {
  const jpeg = await photoJpeg({ width: 320, height: 200, seed });
  const target = kib * 1024;
  const comments: Buffer[] = [];
  let size = jpeg.length;
  while (size < target) {
    // A segment: FF FE, a 2-byte length (itself included), then up to 65,533 bytes.
    const body = Math.min(65_533, Math.max(0, target - size - 4));
    const segment = Buffer.alloc(4 + body, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(body + 2, 2);
    comments.push(segment);
    size += segment.length;
  }
  // Right after the start-of-image marker.
  return Buffer.concat([jpeg.subarray(0, 2), ...comments, jpeg.subarray(2)]);
}

/** A JPEG of random pixels: costly to encode, and at a low quality smaller than its variants. */
export async function noiseJpeg(width: number, height: number, quality: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
