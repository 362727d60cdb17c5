import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/i18n';
import { LabelledField } from './field-row';

interface TokenSelectFieldProps {
  id: string;
  /** The token chosen, by symbol. */
  value: string;
  tokens: readonly string[];
  onChange: (symbol: string) => void;
}

/** "Token": the stablecoins a gift can be made in, as the browser's own dropdown (public pages). */
export function TokenSelectField({ id, value, tokens, onChange }: TokenSelectFieldProps) {
  const t = useT();
  return (
    <LabelledField id={id} label={t('Token')}>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {tokens.map((token) => (
          <option key={token} value={token}>
            {token}
          </option>
        ))}
      </NativeSelect>
    </LabelledField>
  );
}
