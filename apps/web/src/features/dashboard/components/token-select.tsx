import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n';

/** SPEC's USDT/ETH switch over the deployment's tokens and its native coin. */
export function TokenSelect({
  tokens,
  value,
  onChange,
}: {
  tokens: string[];
  value: string;
  onChange: (symbol: string) => void;
}) {
  const t = useT();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="w-32" aria-label={t('Balance currency')}>
        <SelectValue placeholder={t('Token')} />
      </SelectTrigger>
      <SelectContent>
        {tokens.map((symbol) => (
          <SelectItem key={symbol} value={symbol}>
            {symbol}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
