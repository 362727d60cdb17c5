import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A label over its control. */
export function LabelledField({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

interface FieldRowProps {
  /** The grid of the fields side by side (their widths). */
  className: string;
  /** The fields (LabelledField). */
  children: ReactNode;
  /** The message of the field that failed, under the row, by this id (the field's
   *  aria-describedby). */
  error?: string | null;
  errorId: string;
  errorTestId?: string;
  /** Lines under the message (the donation panel's balance). */
  after?: ReactNode;
}

/** Fields side by side, with the message of the one that failed under them all, so the row keeps
 *  its height while the message comes and goes only below it. */
export function FieldRow({ className, children, error, errorId, errorTestId, after }: FieldRowProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className={className}>{children}</div>
      {error && (
        <p id={errorId} className="text-sm text-destructive" data-testid={errorTestId}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
