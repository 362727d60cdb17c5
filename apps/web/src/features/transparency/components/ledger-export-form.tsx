import { Download } from 'lucide-react';
import { useState } from 'react';
import { DateField } from '@/components/data/date-field';
import { Button } from '@/components/ui/button';
import { apiUrl } from '@/lib/http/api-client';
import { useT } from '@/lib/i18n/i18n';

const today = () => new Date().toISOString().slice(0, 10);

/** Picks a date range and downloads the platform ledger as CSV (the server streams it). */
export function LedgerExportForm() {
  const t = useT();
  const [from, setFrom] = useState(() => `${new Date().getUTCFullYear()}-01-01`);
  const [to, setTo] = useState(today);
  const valid = from !== '' && to !== '' && from <= to;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) window.location.assign(apiUrl('/transparency/ledger.csv', { from, to }));
      }}
    >
      <DateField id="ledger-from" label={t('From')} value={from} max={to} onChange={setFrom} />
      <DateField id="ledger-to" label={t('To')} value={to} min={from} onChange={setTo} />
      <Button type="submit" disabled={!valid}>
        <Download aria-hidden />
        {t('Download CSV')}
      </Button>
    </form>
  );
}
