import sharp from 'sharp';
import { AppError } from '../../errors';
import { type AcceptedImageType, sniffImageType } from './image-type';

/** Upload limits of issue 31: bytes on the wire and pixels once decoded (decompression bombs). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Widths of the stored variants; an image narrower than one gets it at its own width, never
 *  enlarged. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const PLACEHOLDER_WIDTH = 16;

export const IMAGE_MESSAGES = {
  tooLarge: 'The image is larger than 10 MB',
  tooManyPixels: 'The image is larger than 40 megapixels',
  notAnImage: 'This file is not a JPEG, PNG, WebP or AVIF image',
  unreadable: 'The image could not be read: the file is damaged or incomplete',
  empty: 'The file is empty',
} as const;

export interface EncodedVariant {
  format: 'avif' | 'webp';
  contentType: 'image/avif' | 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  sourceType: AcceptedImageType;
  /** Upright (EXIF orientation applied) size of the original. */
  width: number;
  height: number;
  /** A few hundred bytes: a blurred 16 px WebP as a data: URI, shown while a variant loads. */
  placeholder: string;
  variants: EncodedVariant[];
}

// libvips' own thread pool per image; images run side by side up to the queue's limit
// (processing-queue.ts), so one core per image leaves the other for the event loop's work.
sharp.concurrency(1);
// Decoded pixels in libvips' cache would hold tens of MB for nothing: every upload is new.
sharp.cache(false);

/**
 * Checks an upload and encodes what CrowdVault stores of it. Refuses (400, a sentence for the
 * creator) what is not a JPEG/PNG/WebP/AVIF by its bytes, over 10 MB, over 40 megapixels by its
 * header (before any pixel is decoded), or damaged (a truncated file fails the decode: failOn
 * 'truncated'). The variants are upright (EXIF orientation applied) and carry no metadata at all:
 * sharp writes none unless asked (no withMetadata), so GPS tags, camera serials and ICC profiles
 * stay behind.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.empty);
  if (input.length > MAX_IMAGE_BYTES) throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.tooLarge);
  const sourceType = sniffImageType(input);
  if (!sourceType) throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.notAnImage);

  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', sequentialRead: true } as const;
  // The header only: format and dimensions, no pixels (the pixel limit is checked below, so it
  // gets its own message; the decoding pipelines keep limitInputPixels as well).
  const meta = await sharp(input, { failOn: 'truncated', limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.unreadable);
    });
  const formatMatches = meta.format === sourceType || (sourceType === 'avif' && meta.format === 'heif');
  if (!formatMatches || !meta.width || !meta.height) {
    throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.notAnImage);
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.tooManyPixels);
  }
  if (sourceType === 'avif' && meta.compression && meta.compression !== 'av1') {
    throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.notAnImage);
  }

  // Each size decodes the source again rather than keeping its full pixels in memory (160 MB for
  // 40 megapixels): JPEG and WebP then decode straight at a fraction of the size (shrink-on-load).
  // An animated WebP or AVIF keeps its first frame (sharp's default of one page).
  const upright = () => sharp(input, options).rotate();
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const variants: EncodedVariant[] = [];
  try {
    for (const target of new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))) {
      const resized = upright().resize({ width: target });
      // Effort 2 (of 9) for AVIF: a 1600 px variant in well under a second on one core, files
      // still smaller than WebP's.
      const avif = await resized
        .clone()
        .avif({ quality: 55, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      const webp = await resized
        .clone()
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      for (const [format, encoded] of [
        ['avif', avif],
        ['webp', webp],
      ] as const) {
        variants.push({
          format,
          contentType: `image/${format}`,
          width: encoded.info.width,
          height: encoded.info.height,
          bytes: encoded.data,
        });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.tooManyPixels);
    }
    throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.unreadable);
  }
  const tiny = await upright().resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
  return {
    sourceType,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
  };
}
