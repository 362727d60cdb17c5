import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A pulsing block that holds the place of content still loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />;
}
