import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own dropdown, styled like SelectTrigger: for public pages, where Radix Select and
 * its positioning library would cost ~15 KB before first paint, and where phones show their
 * native picker anyway.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative w-full', className)}>
      <select
        className="h-10 w-full cursor-pointer appearance-none truncate rounded-lg border border-input bg-card py-2 pe-9 ps-3 text-start text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </div>
  );
}
