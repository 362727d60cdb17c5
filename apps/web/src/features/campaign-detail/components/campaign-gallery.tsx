import type { CampaignImage } from '@crowdvault/shared/api/media';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { CampaignPicture } from '@/components/campaign/campaign-picture';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/**
 * The campaign's gallery: a row of thumbnails, each a button that opens the viewer. The viewer is
 * a Radix dialog (focus trapped, Escape closes, focus returns to the thumbnail); the arrow keys
 * and the two buttons move through the photos, and its title says which one of how many is shown.
 */
export function CampaignGallery({ title, images }: { title: string; images: CampaignImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const shown = open === null ? null : images[open];
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + images.length) % images.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <section aria-label="Photos" className="flex flex-col gap-2">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${images.length}`}
              className="block aspect-[4/3] w-full overflow-hidden rounded-lg border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <CampaignPicture image={image} alt="" sizes="(min-width: 640px) 200px, 33vw" maxWidth={480} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={shown != null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent className="max-w-4xl gap-3 p-4 sm:p-6" onKeyDown={onKeyDown}>
          <DialogTitle className="pr-8 text-base">
            Photo {(open ?? 0) + 1} of {images.length}
          </DialogTitle>
          <DialogDescription className="sr-only">
            {title}. Use the arrow keys or the buttons to see the other photos.
          </DialogDescription>
          {shown && (
            <div className="flex max-h-[70dvh] items-center justify-center overflow-hidden rounded-lg bg-muted">
              <CampaignPicture
                image={shown}
                alt={`${title}: photo ${(open ?? 0) + 1}`}
                sizes="(min-width: 896px) 850px, 100vw"
                priority
                className="max-h-[70dvh] object-contain"
              />
            </div>
          )}
          {images.length > 1 && (
            <div className="flex justify-between">
              <Button variant="outline" size="sm" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => step(1)}>
                Next
                <ChevronRight aria-hidden />
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
