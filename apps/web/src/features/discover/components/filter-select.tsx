import { NativeSelect } from '@/components/ui/native-select';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  describedBy?: string;
}

/** One of Discover's dropdowns; `label` names it for screen readers. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  describedBy,
}: FilterSelectProps<T>) {
  return (
    <NativeSelect
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
