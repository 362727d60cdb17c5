import { cloneElement, type ReactElement, useId } from 'react';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The validation message shown under the field. */
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children?: ReactElement<Record<string, unknown>>;
  /** Instead of children, for a control inside a react-hook-form Controller: builds it from
   *  those same props. */
  render?: (control: ControlProps) => ReactElement;
}

/** Label, control, hint and the field's own validation message, wired for screen readers. */
export function FormField({ label, error, hint, optional, children, render }: FormFieldProps) {
  const t = useT();
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="ms-1 font-normal text-muted-foreground">{t('(optional)')}</span>}
      </Label>
      {render ? render(control) : children && cloneElement(children, { ...control })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
    </div>
  );
}
