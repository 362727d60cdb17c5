import type { CampaignImage } from '@crowdvault/shared/api/media';
import { MEDIA_LIMITS } from '@crowdvault/shared/api/media';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { uploadImages } from '@/lib/campaigns/upload-images';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/http/api-error';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { CampaignPicture } from './campaign-picture';

export interface CampaignPhotos {
  cover: CampaignImage | null;
  gallery: CampaignImage[];
}

interface Pending {
  key: string;
  name: string;
  preview: string;
  progress: number;
}

const ACCEPT = MEDIA_LIMITS.acceptedTypes.join(',');

function uploadErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return t('The upload failed. Please try again.');
}

/**
 * The photo part of the create and edit forms: a cover and up to 8 gallery photos, added with the
 * file picker or by dropping files, each shown at once (a local preview with its upload's
 * progress, then the stored photo); gallery photos move left and right with buttons (keyboard
 * and screen readers included) and each photo can be removed. Files go up as soon as they are
 * chosen, so the form itself only sends the stored photos' ids.
 */
export function PhotoField({
  value,
  onChange,
}: {
  value: CampaignPhotos;
  onChange: (next: CampaignPhotos) => void;
}) {
  const t = useT();
  const [pending, setPending] = useState<Record<'cover' | 'gallery', Pending[]>>({ cover: [], gallery: [] });
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const room = MEDIA_LIMITS.maxGalleryImages - value.gallery.length - pending.gallery.length;

  async function add(slot: 'cover' | 'gallery', chosen: File[]) {
    setError(null);
    const files = slot === 'cover' ? chosen.slice(0, 1) : chosen.slice(0, Math.max(0, room));
    if (files.length === 0) {
      if (chosen.length > 0)
        setError(t('At most {max} gallery photos', { max: MEDIA_LIMITS.maxGalleryImages }));
      return;
    }
    const tooLarge = files.find((file) => file.size > MEDIA_LIMITS.maxBytes);
    if (tooLarge) {
      setError(t('{file}: The image is larger than 10 MB', { file: tooLarge.name }));
      return;
    }
    const entries = files.map((file) => ({
      key: `${file.name}-${file.size}-${Math.random()}`,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
    }));
    const keys = new Set(entries.map((entry) => entry.key));
    setPending((current) => ({ ...current, [slot]: [...current[slot], ...entries] }));
    try {
      const stored = await uploadImages(files, (fraction) =>
        setPending((current) => ({
          ...current,
          [slot]: current[slot].map((entry) =>
            keys.has(entry.key) ? { ...entry, progress: fraction } : entry,
          ),
        })),
      );
      const now = latest.current;
      onChange(
        slot === 'cover'
          ? { ...now, cover: stored[0] ?? now.cover }
          : {
              ...now,
              gallery: [
                ...now.gallery,
                ...stored.filter((image) => !now.gallery.some((g) => g.id === image.id)),
              ],
            },
      );
    } catch (failure) {
      setError(uploadErrorText(failure, t));
    } finally {
      for (const entry of entries) URL.revokeObjectURL(entry.preview);
      setPending((current) => ({
        ...current,
        [slot]: current[slot].filter((entry) => !keys.has(entry.key)),
      }));
    }
  }

  function move(index: number, by: number) {
    const gallery = [...value.gallery];
    const [image] = gallery.splice(index, 1);
    if (!image) return;
    gallery.splice(index + by, 0, image);
    onChange({ ...value, gallery });
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('Cover photo')}</legend>
        {value.cover ? (
          <Tile
            image={value.cover}
            label={t('Cover photo')}
            removeLabel={t('Remove cover photo')}
            onRemove={() => onChange({ ...value, cover: null })}
            wide
          />
        ) : pending.cover[0] ? (
          <PendingTile entry={pending.cover[0]} wide />
        ) : (
          <DropZone
            label={t('Choose a cover photo')}
            hint={t('JPEG, PNG, WebP or AVIF, up to 10 MB. Shown on cards and at the top of the page.')}
            onFiles={(files) => add('cover', files)}
            wide
          />
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          {t('Gallery')}{' '}
          <span className="font-normal text-muted-foreground">
            {t('(up to {max})', { max: MEDIA_LIMITS.maxGalleryImages })}
          </span>
        </legend>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('Gallery photos')}>
          {value.gallery.map((image, index) => (
            <li key={image.id}>
              <Tile
                image={image}
                label={t('Gallery photo {number}', { number: index + 1 })}
                removeLabel={t('Remove gallery photo {number}', { number: index + 1 })}
                moveLabels={[
                  t('Move gallery photo {number} left', { number: index + 1 }),
                  t('Move gallery photo {number} right', { number: index + 1 }),
                ]}
                onRemove={() =>
                  onChange({ ...value, gallery: value.gallery.filter((g) => g.id !== image.id) })
                }
                onLeft={index > 0 ? () => move(index, -1) : undefined}
                onRight={index < value.gallery.length - 1 ? () => move(index, 1) : undefined}
              />
            </li>
          ))}
          {pending.gallery.map((entry) => (
            <li key={entry.key}>
              <PendingTile entry={entry} />
            </li>
          ))}
          {room > 0 && (
            <li>
              <DropZone
                label={t('Add gallery photos')}
                hint={t('Drop or choose')}
                multiple
                onFiles={(files) => add('gallery', files)}
              />
            </li>
          )}
        </ol>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function DropZone({
  label,
  hint,
  multiple = false,
  wide = false,
  onFiles,
}: {
  label: string;
  hint: string;
  multiple?: boolean;
  wide?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed p-4 text-center text-sm transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-muted',
        wide ? 'aspect-[2/1] sm:aspect-[3/1]' : 'aspect-[4/3]',
        over && 'border-primary bg-muted',
      )}
    >
      <ImagePlus className="size-6 text-muted-foreground" aria-hidden />
      <span className="font-medium">{label}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </label>
  );
}

function Tile({
  image,
  label,
  removeLabel,
  moveLabels,
  wide = false,
  onRemove,
  onLeft,
  onRight,
}: {
  image: CampaignImage;
  label: string;
  removeLabel: string;
  /** The move buttons' names, towards the start and towards the end. */
  moveLabels?: [string, string];
  wide?: boolean;
  onRemove: () => void;
  onLeft?: () => void;
  onRight?: () => void;
}) {
  const t = useT();
  return (
    <figure className="flex flex-col gap-1.5">
      <div
        className={cn(
          'overflow-hidden rounded-lg border bg-muted',
          wide ? 'aspect-[2/1] sm:aspect-[3/1]' : 'aspect-[4/3]',
        )}
      >
        <CampaignPicture
          image={image}
          alt={label}
          sizes={wide ? '(min-width: 768px) 700px, 100vw' : '200px'}
          maxWidth={wide ? 960 : 480}
        />
      </div>
      <figcaption className="flex items-center justify-between gap-1">
        <span className="sr-only">{label}</span>
        <span className="flex gap-1">
          {(onLeft || onRight) && (
            <>
              <MoveButton side="left" label={moveLabels?.[0] ?? label} onMove={onLeft} />
              <MoveButton side="right" label={moveLabels?.[1] ?? label} onMove={onRight} />
            </>
          )}
        </span>
        {/* A gallery tile is a quarter (a half, on a phone) of the field: its caption holds two
            arrows and Remove only as icons; the cover's has room for the word. */}
        <Button
          type="button"
          variant="ghost"
          size={wide ? 'sm' : 'icon'}
          className={wide ? undefined : 'size-8'}
          onClick={onRemove}
          aria-label={removeLabel}
        >
          <X aria-hidden />
          {wide && t('Remove')}
        </Button>
      </figcaption>
    </figure>
  );
}

function PendingTile({ entry, wide = false }: { entry: Pending; wide?: boolean }) {
  const t = useT();
  const percent = Math.round(entry.progress * 100);
  return (
    <figure className="flex flex-col gap-1.5" aria-busy="true">
      <div
        className={cn(
          'overflow-hidden rounded-lg border bg-muted opacity-70',
          wide ? 'aspect-[2/1] sm:aspect-[3/1]' : 'aspect-[4/3]',
        )}
      >
        <img src={entry.preview} alt="" className="h-full w-full object-cover" />
      </div>
      <figcaption className="flex flex-col gap-1 text-xs text-muted-foreground">
        <Progress value={percent} aria-label={t('Uploading {file}', { file: entry.name })} />
        {percent < 100
          ? t('Uploading {file}… {percent}%', { file: entry.name, percent })
          : t('Processing {file}…', { file: entry.name })}
      </figcaption>
    </figure>
  );
}

/** Moves a photo one place along the gallery; disabled at the end it cannot pass. */
function MoveButton({ side, label, onMove }: { side: 'left' | 'right'; label: string; onMove?: () => void }) {
  const Arrow = side === 'left' ? ArrowLeft : ArrowRight;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      disabled={!onMove}
      onClick={onMove}
      aria-label={label}
    >
      <Arrow aria-hidden />
    </Button>
  );
}
