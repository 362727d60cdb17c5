import type { CampaignImage } from '@crowdvault/shared/api/media';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { CampaignPicture } from '@/components/campaign/campaign-picture';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/i18n';

/** The gallery's viewer: a Radix dialog (focus trapped, Escape closes, focus returns to the
 *  thumbnail) showing photo `open` of `images`; the arrow keys and the two buttons move through
 *  them, and its title says which one of how many is shown. Its own chunk (with Radix's dialog),
 *  loaded when a thumbnail is pointed at, focused or opened (decision 089). */
export function GalleryViewer({
  title,
  images,
  open,
  onOpenChange,
}: {
  title: string;
  images: CampaignImage[];
  /** The photo shown, or null while closed. */
  open: number | null;
  onOpenChange: (open: number | null) => void;
}) {
  const t = useT();
  const shown = open === null ? null : images[open];
  const step = (by: number) =>
    onOpenChange(open === null ? null : (open + by + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <Dialog open={shown != null} onOpenChange={(isOpen) => !isOpen && onOpenChange(null)}>
      <DialogContent className="max-w-4xl gap-3 p-4 sm:p-6" onKeyDown={onKeyDown}>
        <DialogTitle className="pe-8 text-base">
          {t('Photo {number} of {count}', { number: (open ?? 0) + 1, count: images.length })}
        </DialogTitle>
        <DialogDescription className="sr-only">
          {t('{title}. Use the arrow keys or the buttons to see the other photos.', { title })}
        </DialogDescription>
        {shown && (
          <div className="flex max-h-[70dvh] items-center justify-center overflow-hidden rounded-lg bg-muted">
            <CampaignPicture
              image={shown}
              alt={t('{title}: photo {number}', { title, number: (open ?? 0) + 1 })}
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
              {t('Previous')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => step(1)}>
              {t('Next')}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
