import type { Category } from '@crowdvault/shared/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { campaigns } from '../db/schema';
import { cidOf } from '../services/media/cid';
import { markImagesAttached, saveImage } from '../services/media/media-store';
import { processImage } from '../services/media/process-image';

/** Colours of each category's demo landscape: sky top, sky bottom, far hills, near ground. */
const PALETTES: Record<Category, [string, string, string, string]> = {
  Medical: ['#7dd3fc', '#e0f2fe', '#38bdf8', '#0e7490'],
  Education: ['#fcd34d', '#fff7ed', '#f59e0b', '#92400e'],
  Environment: ['#86efac', '#f0fdf4', '#22c55e', '#14532d'],
  Technology: ['#a5b4fc', '#eef2ff', '#6366f1', '#312e81'],
  Animals: ['#fdba74', '#fff7ed', '#fb923c', '#7c2d12'],
  Community: ['#f9a8d4', '#fdf2f8', '#ec4899', '#831843'],
  Arts: ['#c4b5fd', '#f5f3ff', '#8b5cf6', '#4c1d95'],
  Emergency: ['#fca5a5', '#fef2f2', '#ef4444', '#7f1d1d'],
  Sports: ['#67e8f9', '#ecfeff', '#06b6d4', '#164e63'],
  Business: ['#cbd5e1', '#f8fafc', '#64748b', '#1e293b'],
};

/** A small deterministic random sequence, so every start draws the same pictures. */
function random(seed: number) {
  let state = seed * 7919 + 17;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** A landscape drawn from shapes (sky, sun, three rows of hills, a few trees) in the category's
 *  colours: real photos' cousins, made here, never downloaded. */
export function demoPhotoSvg(category: Category, seed: number, width = 1200, height = 720): string {
  const [skyTop, skyBottom, far, near] = PALETTES[category];
  const next = random(seed);
  const hill = (base: number, amplitude: number, fill: string, opacity: number) => {
    const points = Array.from({ length: 7 }, (_, i) => {
      const x = (i / 6) * width;
      const y = base + (next() - 0.5) * amplitude;
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `<path d="M0,${height} L${points.join(' L')} L${width},${height} Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  };
  const trees = Array.from({ length: 5 }, () => {
    const x = next() * width;
    const y = height * (0.72 + next() * 0.12);
    const size = 30 + next() * 50;
    return `<rect x="${x - 4}" y="${y}" width="8" height="${size * 0.8}" fill="${near}"/><circle cx="${x}" cy="${y}" r="${size / 2}" fill="${near}" fill-opacity="0.9"/>`;
  }).join('');
  const sunX = width * (0.15 + next() * 0.7);
  const sunY = height * (0.18 + next() * 0.2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="#fffbeb"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.22}" fill="url(#sun)"/><circle cx="${sunX}" cy="${sunY}" r="${height * 0.07}" fill="#fffbeb"/>
  ${hill(height * 0.55, height * 0.25, far, 0.45)}${hill(height * 0.68, height * 0.2, far, 0.75)}${hill(height * 0.82, height * 0.12, near, 1)}${trees}
</svg>`;
}

/** Gives every demo campaign a cover, and the first `withGallery` of them three gallery photos,
 *  processed and stored like uploads by their creators. Runs after the campaigns are seeded. */
export async function seedDemoPhotos(db: Database, withGallery = 2): Promise<void> {
  const rows = await db
    .select({ id: campaigns.id, creatorId: campaigns.creatorId, category: campaigns.category })
    .from(campaigns)
    .orderBy(campaigns.id);
  for (const [index, row] of rows.entries()) {
    const store = async (seed: number) => {
      // 1200 px wide: variants of 480, 960 and 1200, a demo start's few seconds.
      const jpeg = await sharp(Buffer.from(demoPhotoSvg(row.category, seed)))
        .jpeg({ quality: 85 })
        .toBuffer();
      return saveImage(db, row.creatorId, await cidOf(jpeg), await processImage(jpeg));
    };
    const cover = await store(row.id * 10);
    const gallery =
      index < withGallery
        ? [await store(row.id * 10 + 1), await store(row.id * 10 + 2), await store(row.id * 10 + 3)]
        : [];
    await db
      .update(campaigns)
      .set({ coverImageId: cover.id, galleryImageIds: gallery.map((image) => image.id) })
      .where(eq(campaigns.id, row.id));
    await markImagesAttached(db, [cover.id, ...gallery.map((image) => image.id)]);
  }
}
