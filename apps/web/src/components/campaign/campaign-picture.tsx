import type { CampaignImage } from '@crowdvault/shared/api/media';
import { cn } from '@/lib/cn';

const TYPES = ['image/avif', 'image/webp'] as const;

/** `srcset` of one format's variants, optionally only those at most `maxWidth` wide (never none). */
export function srcSetOf(image: CampaignImage, type: (typeof TYPES)[number], maxWidth = Infinity): string {
  const all = image.variants.filter((variant) => variant.type === type);
  const fitting = all.filter((variant) => variant.width <= maxWidth);
  return (fitting.length > 0 ? fitting : all.slice(0, 1)).map((v) => `${v.url} ${v.width}w`).join(', ');
}

interface CampaignPictureProps {
  image: CampaignImage;
  alt: string;
  /** The `sizes` of the slot the picture fills. */
  sizes: string;
  /** Largest variant worth offering (cards: the smallest, 480). */
  maxWidth?: number;
  /** The page's largest picture: fetched first, not lazily (LCP). */
  priority?: boolean;
  className?: string;
}

/**
 * A stored photo: AVIF then WebP at the widths the slot needs (`srcset`/`sizes`), its intrinsic
 * width and height so the page keeps its room before it loads (no layout shift), and the blurred
 * placeholder painted underneath until it arrives.
 */
export function CampaignPicture({
  image,
  alt,
  sizes,
  maxWidth,
  priority = false,
  className,
}: CampaignPictureProps) {
  const fallback =
    image.variants.filter((v) => v.type === 'image/webp' && v.width <= (maxWidth ?? 960)).at(-1) ??
    image.variants.find((v) => v.type === 'image/webp');
  return (
    <picture>
      {TYPES.map((type) => (
        <source key={type} type={type} srcSet={srcSetOf(image, type, maxWidth)} sizes={sizes} />
      ))}
      <img
        src={fallback?.url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={{ backgroundImage: `url("${image.placeholder}")` }}
        className={cn('h-full w-full bg-muted bg-cover bg-center object-cover', className)}
      />
    </picture>
  );
}
