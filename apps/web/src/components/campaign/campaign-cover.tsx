import type { Category } from '@crowdvault/shared/constants';
import { useState } from 'react';
import { CATEGORY_ICONS, coverGradient } from '@/lib/campaigns/category-style';
import { cn } from '@/lib/cn';

interface CampaignCoverProps {
  id: number;
  title: string;
  category: Category;
  imageUrl: string | null;
  className?: string;
  /** Size of the placeholder's icon. */
  iconClassName?: string;
}

/** The campaign's image, or a gradient with its category's icon when it has none (or it fails). */
export function CampaignCover({
  id,
  title,
  category,
  imageUrl,
  className,
  iconClassName,
}: CampaignCoverProps) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt={title}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={cn('h-full w-full bg-muted object-cover', className)}
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
      <div className="absolute -top-10 -right-10 size-40 rounded-full bg-card/15" />
      <div className="absolute -bottom-14 -left-8 size-36 rounded-full bg-card/10" />
      <Icon className={cn('relative size-12 text-primary-foreground/90 drop-shadow-sm', iconClassName)} />
    </div>
  );
}
