import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiUrl } from '@/lib/http/api-client';

const today = () => new Date().toISOString().slice(0, 10);

/** Picks a date range and downloads the platform ledger as CSV (the server streams it). */
export function LedgerExportForm() {
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ledger-from">From</Label>
        <Input
          id="ledger-from"
          type="date"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ledger-to">To</Label>
        <Input
          id="ledger-to"
          type="date"
          value={to}
          min={from}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={!valid}>
        <Download aria-hidden />
        Download CSV
      </Button>
    </form>
  );
}
