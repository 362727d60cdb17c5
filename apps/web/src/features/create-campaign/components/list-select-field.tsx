import { Controller } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { CampaignForm } from '../lib/campaign-form';
import { FormField } from './form-field';

interface ListSelectFieldProps<T extends string> {
  form: CampaignForm;
  name: 'category' | 'currency';
  label: string;
  options: readonly T[];
  /** Each option as the reader sees it (a category's name in their language); the value stays. */
  optionLabel?: (option: T) => string;
  /** Shown while nothing is chosen (a category starts blank; a currency never is). */
  placeholder?: string;
}

/** A field choosing one of a fixed list, bound to the form through a Controller (Radix Select is
 *  not a native input `register` could bind). */
export function ListSelectField<T extends string>({
  form,
  name,
  label,
  options,
  optionLabel,
  placeholder,
}: ListSelectFieldProps<T>) {
  return (
    <FormField
      label={label}
      error={form.formState.errors[name]?.message}
      render={(controlProps) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {optionLabel ? optionLabel(option) : option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    />
  );
}
