import { Controller } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { CampaignForm } from '../lib/campaign-form';
import { FormField } from './form-field';

interface ListSelectFieldProps {
  form: CampaignForm;
  name: 'category' | 'currency';
  label: string;
  options: readonly string[];
  /** Shown while nothing is chosen (a category starts blank; a currency never is). */
  placeholder?: string;
}

/** A field choosing one of a fixed list, bound to the form through a Controller (Radix Select is
 *  not a native input `register` could bind). */
export function ListSelectField({ form, name, label, options, placeholder }: ListSelectFieldProps) {
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
                    {option}
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
