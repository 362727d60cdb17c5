import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { HorizontalScroll } from './horizontal-scroll';

/** A data table that scrolls sideways inside its own box when the screen is narrower than it,
 *  and then says so (HorizontalScroll). `scrollLabel` names that box; the default is generic. */
export function Table({
  className,
  scrollLabel = 'Table',
  ...props
}: ComponentProps<'table'> & { scrollLabel?: string }) {
  return (
    <HorizontalScroll label={scrollLabel}>
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </HorizontalScroll>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-start align-middle text-xs font-medium whitespace-nowrap text-muted-foreground first:ps-4 last:pe-4',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle first:ps-4 last:pe-4', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
