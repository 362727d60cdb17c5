import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A field with a hint line under it has this id for it, and a box around both. */
  hintId?: string;
  /** The hint, when there is one to read now: the checkbox is described by it only then. */
  hint?: ReactNode;
}

/** A checkbox with its label beside it, and an optional hint under the label. */
export function CheckboxField({ id, label, checked, onChange, hintId, hint }: CheckboxFieldProps) {
  const row = (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
  if (hintId === undefined) return row;
  return (
    <div className="flex flex-col gap-1">
      {row}
      {hint && (
        <p id={hintId} className="ps-6 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
