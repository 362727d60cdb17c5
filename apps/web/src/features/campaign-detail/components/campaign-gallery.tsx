import type { CampaignImage } from '@crowdvault/shared/api/media';
import { Suspense, useState } from 'react';
import { CampaignPicture } from '@/components/campaign/campaign-picture';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// The viewer and Radix's dialog (~12 KB gzipped) load when a visitor reaches for a photo, not with
// the campaign page (issue 28, decision 089), and its words with it.
const loadViewer = withTexts('campaign-actions', () => import('./gallery-viewer'));
const GalleryViewer = lazy(
  () => loadViewer().then((module) => ({ default: module.GalleryViewer })),
  '@/features/campaign-detail/components/campaign-gallery:loadViewer#GalleryViewer',
);

/** The campaign's gallery: a row of thumbnails, each a button that opens the viewer
 *  (GalleryViewer). */
export function CampaignGallery({ title, images }: { title: string; images: CampaignImage[] }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  // Once opened the viewer stays mounted, so closing it animates as a dialog does.
  const [viewer, setViewer] = useState(false);
  if (images.length === 0) return null;
  return (
    <section aria-label={t('Photos')} className="flex flex-col gap-2">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => {
                setViewer(true);
                setOpen(index);
              }}
              // Pointing at or focusing a thumbnail fetches the viewer, so it opens without a wait.
              onPointerEnter={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              aria-label={t('Open photo {number} of {count}', { number: index + 1, count: images.length })}
              className="block aspect-[4/3] w-full overflow-hidden rounded-lg border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <CampaignPicture image={image} alt="" sizes="(min-width: 640px) 200px, 33vw" maxWidth={480} />
            </button>
          </li>
        ))}
      </ul>
      {viewer && (
        <Suspense fallback={null}>
          <GalleryViewer title={title} images={images} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
