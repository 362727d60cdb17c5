import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { downloadFile } from '@/lib/http/download-file';
import { useT } from '@/lib/i18n/i18n';

/** The years, newest first, of the given donation times (UTC, as the statement counts them). */
export function donationYears(times: readonly string[]): number[] {
  return [...new Set(times.map((time) => new Date(time).getUTCFullYear()))].sort((a, b) => b - a);
}

/**
 * The signed-in donor's yearly statement (`GET /api/donations/me/statement`, decision 050) as CSV
 * or PDF, for one of `years`: every gift of that UTC year in one file, for taxes or records. It
 * sends the donor's token, so a plain link would not do.
 */
export function YearlyStatement({ years, className }: { years: readonly number[]; className?: string }) {
  const t = useT();
  const [year, setYear] = useState(years[0] ?? new Date().getUTCFullYear());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const selectId = useId();
  const download = (format: 'csv' | 'pdf') => {
    setError(null);
    setBusy(format);
    downloadFile(
      `/donations/me/statement?year=${year}&format=${format}`,
      `crowdvault-donations-${year}.${format}`,
    )
      .catch(() => setError(t('The statement could not be made. Please try again.')))
      .finally(() => setBusy(null));
  };
  return (
    <section aria-labelledby={`${selectId}-title`} className={className}>
      <h2 id={`${selectId}-title`} className="text-sm font-semibold">
        {t('Yearly statement')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('Every donation of one year in one file, for your records.')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {years.length > 1 && (
          <>
            <label htmlFor={selectId} className="sr-only">
              {t('Year')}
            </label>
            <NativeSelect
              id={selectId}
              className="w-28"
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
            >
              {years.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </NativeSelect>
          </>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => download('csv')}
        >
          <FileDown aria-hidden />
          {t('{year} statement (CSV)', { year: String(year) })}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => download('pdf')}
        >
          <FileDown aria-hidden />
          {t('{year} statement (PDF)', { year: String(year) })}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
