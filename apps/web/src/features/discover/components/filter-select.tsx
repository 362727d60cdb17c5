import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/i18n';

interface FilterSelectProps<T extends string> {
  /** English, marked for the catalogue (`msg`), as are the options' labels: shown through `t`. */
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
  const t = useT();
  return (
    <NativeSelect
      aria-label={t(label)}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {t(option.label)}
        </option>
      ))}
    </NativeSelect>
  );
}
