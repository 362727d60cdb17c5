import type { CampaignImage } from '@crowdvault/shared/api/media';
import type { Category } from '@crowdvault/shared/constants';
import { CATEGORY_ICONS, coverGradient } from '@/lib/campaigns/category-style';
import { cn } from '@/lib/cn';
import { CampaignPicture } from './campaign-picture';

interface CampaignCoverProps {
  /** The campaign (from the list or the campaign page) whose cover this is. */
  campaign: { id: number; title: string; category: Category; cover: CampaignImage | null };
  /** The `sizes` of the slot (campaign-picture.tsx). */
  sizes: string;
  /** Cards offer only the smallest variant. */
  maxWidth?: number;
  priority?: boolean;
  className?: string;
  /** Size of the placeholder's icon. */
  iconClassName?: string;
}

/** The campaign's photo, or a gradient with its category's icon when it has none. */
export function CampaignCover({
  campaign: { id, title, category, cover },
  sizes,
  maxWidth,
  priority,
  className,
  iconClassName,
}: CampaignCoverProps) {
  if (cover) {
    return (
      <CampaignPicture
        image={cover}
        alt={title}
        sizes={sizes}
        maxWidth={maxWidth}
        priority={priority}
        className={className}
      />
    );
  }
  const Icon = CATEGORY_ICONS[category];
  return (
    <div
      aria-hidden
      className={cn(
        'relative flex h-full w-full items-center justify-center overflow-hidden bg-gradient-to-br',
        coverGradient(id),
        className,
      )}
    >
      <div className="absolute -top-10 -end-10 size-40 rounded-full bg-card/15" />
      <div className="absolute -bottom-14 -start-8 size-36 rounded-full bg-card/10" />
      <Icon className={cn('relative size-12 text-primary-foreground/90 drop-shadow-sm', iconClassName)} />
    </div>
  );
}
