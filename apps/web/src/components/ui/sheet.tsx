import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** A side drawer built on Radix Dialog (focus trap, Escape, scroll lock come with it). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The side it comes from in left-to-right text; mirrored in right-to-left (decision 142). */
  side?: 'left' | 'right';
}

export function SheetContent({ className, children, side = 'right', ...props }: SheetContentProps) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-background p-6 shadow-xl outline-none',
          side === 'right'
            ? 'end-0 border-s data-[state=open]:animate-[sheet-in-right_200ms_ease-out] rtl:data-[state=open]:animate-[sheet-in-left_200ms_ease-out]'
            : 'start-0 border-e data-[state=open]:animate-[sheet-in-left_200ms_ease-out] rtl:data-[state=open]:animate-[sheet-in-right_200ms_ease-out]',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={t('Close menu')}
          className="absolute top-4 end-4 rounded-md p-2 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
