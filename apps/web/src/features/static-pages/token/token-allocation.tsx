import { formatDate } from '@crowdvault/shared/i18n/format';
import { FigureList } from '@/components/content/figure-list';
import { Card } from '@/components/ui/card';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { type Format, useFormat } from '@/lib/i18n/format';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { PageSection } from '../page-hero';
import { ALLOCATIONS, TOKEN } from './token-data';

const details = (format: Format, t: Translate) => [
  { label: t('Name'), value: TOKEN.name },
  { label: t('Symbol'), value: TOKEN.symbol },
  { label: t('Network'), value: TOKEN.network },
  {
    label: t('Planned launch'),
    // A day, not a moment: the same date in every time zone.
    value: t('{date}, has not happened', {
      date: formatDate(`${TOKEN.launchDate}T00:00:00Z`, format.locale, { timeZone: 'UTC', long: true }),
    }),
  },
  { label: t('Planned supply'), value: `${format.count(TOKEN.totalSupply)} ${TOKEN.symbol}` },
];

/** Token overview (details and vesting schedule) and the allocation bars. */
export function TokenOverview() {
  const t = useT();
  const format = useFormat();
  return (
    <PageSection
      id="token-overview"
      title={t('Token overview')}
      description={t(
        'As planned: a fixed supply of one billion tokens, with long vesting for every allocation except launch liquidity.',
      )}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card className="p-6">
          <h3 className="text-lg font-semibold">{t('Planned design')}</h3>
          <FigureList
            figures={details(format, t)}
            className="mt-4 divide-y text-sm"
            itemClassName="flex justify-between gap-4 py-2.5"
            labelClassName="text-muted-foreground"
            valueClassName="text-end font-medium"
          />
        </Card>
        <Card className="min-w-0 p-6">
          <h3 className="text-lg font-semibold">{t('Vesting schedule')}</h3>
          <HorizontalScroll label={t('Vesting schedule')} className="mt-4">
            <table className="w-full min-w-[32rem] text-start text-sm">
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pe-4 font-medium">
                    {t('Allocation')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-medium">
                    {t('Tokens')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('Vesting')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {ALLOCATIONS.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="py-3 pe-4 font-medium">
                      {t(row.label)}
                    </th>
                    <td className="py-3 pe-4 text-end tabular-nums">{format.count(row.tokens)}</td>
                    <td className="py-3 text-muted-foreground">{t(row.vesting)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </HorizontalScroll>
        </Card>
      </div>

      <Card className="mt-6 p-6">
        <h3 className="text-lg font-semibold">{t('Token allocation')}</h3>
        <div aria-hidden="true" className="mt-4 flex h-4 overflow-hidden rounded-full bg-muted">
          {ALLOCATIONS.map((row) => (
            <div key={row.label} className={row.barClass} style={{ width: `${row.percent}%` }} />
          ))}
        </div>
        <ul className="mt-6 space-y-4">
          {ALLOCATIONS.map((row) => (
            <li key={row.label}>
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  <span aria-hidden="true" className={`size-3 rounded-sm ${row.barClass}`} />
                  {t(row.label)}
                </span>
                <span className="tabular-nums text-muted-foreground">
                  <span className="font-semibold text-foreground">{format.percent(row.percent / 100)}</span> ·{' '}
                  {format.count(row.tokens)}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t('{name} allocation', { name: t(row.label) })}
                aria-valuenow={row.percent}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuetext={format.percent(row.percent / 100)}
                className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted"
              >
                <div className={`h-full rounded-full ${row.barClass}`} style={{ width: `${row.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </PageSection>
  );
}
