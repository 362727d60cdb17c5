import { MEDIA_PATH_PATTERN } from '@crowdvault/shared/api/media';
import type { Database } from '../../db/client';
import type { MediaService } from './media-service';
import { markImagesAttached, mediaUrl } from './media-store';
import type { Uploader } from './upload-budget';

/** Turns a pasted image link into the link to store; null clears it. */
export type ImageLinkResolver = (value: string | null, stored: string | null) => Promise<string | null>;

/** Widest WebP variant an avatar (shown at most 64 px) and an update's picture (up to the page's
 *  column) need. */
export const IMAGE_LINK_WIDTHS = { avatar: 480, update: 960 } as const;

/**
 * Avatars and update pictures are links, not photo ids (decision 098): a link CrowdVault serves
 * (/media/…) or the one already stored is kept as it is; any other is fetched once, like a
 * campaign's pasted imageUrl (decision 097), and stored as the /media/ link of its WebP variant at
 * most `width` wide. A link that cannot be fetched refuses the request with a sentence.
 */
export function importingImageLinks(
  db: Database,
  media: MediaService,
  uploader: Uploader,
  width: number,
): ImageLinkResolver {
  return async (value, stored) => {
    if (value === null || value === stored || MEDIA_PATH_PATTERN.test(value)) return value;
    const image = await media.importFromUrl(uploader, value);
    // Attached at once: the link is saved in the same request, so the clean-up of abandoned
    // uploads (decision 098) must not take it.
    await markImagesAttached(db, [image.id]);
    const webp = image.variants
      .filter((variant) => variant.contentType === 'image/webp')
      .sort((a, b) => a.width - b.width);
    const chosen = webp.filter((variant) => variant.width <= width).at(-1) ?? webp[0];
    if (!chosen) throw new Error(`Image ${image.id} has no WebP variant`);
    return mediaUrl(chosen.cid);
  };
}

/** An avatar as every answer shows it: only CrowdVault's own copy. A link to another host saved
 *  before decision 098 is left in the row but answered as none, so no page asks that host. */
export function shownAvatar(url: string | null): string | null {
  return url !== null && MEDIA_PATH_PATTERN.test(url) ? url : null;
}
