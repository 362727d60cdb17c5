import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface IconCardListProps {
  items: readonly IconCardItem[];
  /** The grid (its columns differ by page). */
  className: string;
  /** Added to each card's h3 (the whitepaper's body text is muted, its headings are not). */
  titleClassName?: string;
}

/** A grid of small cards, each an icon, an h3 and a line of text (About's values, the
 *  whitepaper's summary). */
export function IconCardList({ items, className, titleClassName }: IconCardListProps) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full p-5">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h3 className={cn('mt-3 font-semibold', titleClassName)}>{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
