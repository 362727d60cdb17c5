/** The image formats CrowdVault accepts, by what their first bytes say (never by name or header).
 *  HEIC is missing on purpose: sharp's prebuilt libvips reads HEIF only with the AV1 codec (AVIF),
 *  not HEVC (decision 096). */
export type AcceptedImageType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The accepted format the bytes start like, else null (text, SVG, GIF, HEIC, anything else). */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO BMFF: a 'ftyp' box whose major brand is AVIF (still or sequence).
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return null;
}
