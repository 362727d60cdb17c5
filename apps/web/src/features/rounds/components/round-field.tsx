import { type ComponentProps, type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** What a field's control needs to be read with its label, hint and message. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control of the round forms with its hint, or in its place the field's message; the
 *  control is drawn by `children` from the ids it is given. */
export function RoundField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive [overflow-wrap:anywhere]">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** One choice of a `RoundSelect`. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** A round form's dropdown: a `RoundField` around the browser's select, listing `options` after an
 *  empty choice reading `placeholder` when there is one; `onChange` gets the chosen value. */
export function RoundSelect({
  label,
  hint,
  error,
  placeholder,
  options,
  onChange,
  ...props
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
} & Omit<ComponentProps<'select'>, 'onChange' | 'children'>) {
  return (
    <RoundField label={label} hint={hint} error={error}>
      {(control) => (
        <NativeSelect {...control} {...props} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </RoundField>
  );
}
