import { formatDate } from '@crowdvault/shared/i18n/format';
import { AlertTriangle } from 'lucide-react';
import { CtaBand } from '@/components/content/cta-band';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { RoadmapTimeline } from '../roadmap-timeline';
import { ALLOCATIONS, TOKEN, TOKEN_METRICS, UTILITIES } from '../token/token-data';
import { RISKS } from './whitepaper-data';
import { WhitepaperSection } from './whitepaper-section';

export function Tokenomics() {
  const t = useT();
  const format = useFormat();
  const [price, circulating, total] = TOKEN_METRICS.map((metric) => metric.value(format));
  return (
    <WhitepaperSection id="tokenomics" title={t('Tokenomics')}>
      <p>
        {t(
          '{name} ({symbol}) is a planned ERC-20 token on Ethereum with a fixed supply of {supply}. The plan set its launch for {date}; it has not been issued. At the planned price of {price}, 8% of the supply ({circulating} {symbol}) would circulate at launch.',
          {
            name: TOKEN.name,
            symbol: TOKEN.symbol,
            supply: total,
            // A day, not a moment: the same date in every time zone.
            date: formatDate(`${TOKEN.launchDate}T00:00:00Z`, format.locale, { timeZone: 'UTC', long: true }),
            price,
            circulating,
          },
        )}
      </p>
      <h3 className="pt-2 text-xl font-semibold text-foreground">{t('Allocation and vesting')}</h3>
      <ul className="space-y-3">
        {ALLOCATIONS.map((row) => (
          <li key={row.label} className="rounded-lg border bg-card p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-foreground">{t(row.label)}</span>
              <span className="tabular-nums text-sm">
                <span className="font-semibold text-foreground">{format.percent(row.percent / 100)}</span> ·{' '}
                {format.count(row.tokens)} {TOKEN.symbol}
              </span>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
              <div className={`h-full rounded-full ${row.barClass}`} style={{ width: `${row.percent}%` }} />
            </div>
            <p className="mt-2 text-sm">{t(row.vesting)}</p>
          </li>
        ))}
      </ul>
      <h3 className="pt-2 text-xl font-semibold text-foreground">{t('Utility')}</h3>
      <ul className="list-disc space-y-1.5 ps-5 marker:text-primary">
        {UTILITIES.slice(0, 3).map((utility) => (
          <li key={utility.title}>
            <span className="font-medium text-foreground">{t(utility.title)}.</span> {t(utility.text)}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {t('Planned figures: launch price {price}, circulating supply {circulating}, total supply {total}.', {
          price,
          circulating,
          total,
        })}
      </p>
    </WhitepaperSection>
  );
}

export function RiskFactors() {
  const t = useT();
  return (
    <WhitepaperSection id="risks" title={t('Risk Factors')}>
      <p>
        {t('Using CrowdVault or holding {symbol} involves risks. Consider them carefully:', {
          symbol: TOKEN.symbol,
        })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {RISKS.map((risk) => (
          <li key={risk.title}>
            <Card className="h-full p-5">
              <h3 className="flex items-center gap-2 font-semibold text-foreground">
                <AlertTriangle aria-hidden="true" className="size-4 text-warning" /> {t(risk.title)}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(risk.text)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </WhitepaperSection>
  );
}

export function Roadmap() {
  const t = useT();
  return (
    <WhitepaperSection id="roadmap" title={t('Roadmap')}>
      <p>
        {t(
          'Delivery is staged so that the non-custodial core ships first and every later phase builds on it.',
        )}
      </p>
      <RoadmapTimeline className="lg:grid-cols-2 sm:[&>li:last-child]:col-span-2" />
    </WhitepaperSection>
  );
}

export function ClosingCallToAction() {
  const t = useT();
  return (
    <CtaBand
      id="join-title"
      title={t('Build the future of crowdfunding with us')}
      lead={t('Start a campaign, or back one.')}
      primary={{ href: '/create', label: t('Start a campaign') }}
      secondary={{ href: '/discover', label: t('Discover campaigns') }}
      className="py-12"
      size="inset"
    />
  );
}

export function Disclaimer() {
  const t = useT();
  return (
    <aside
      aria-labelledby="disclaimer-title"
      className="rounded-xl border bg-muted/50 p-6 text-sm text-muted-foreground"
    >
      <h2 id="disclaimer-title" className="text-base font-semibold text-foreground">
        {t('Disclaimer')}
      </h2>
      <p className="mt-2">
        {t(
          'This whitepaper is for information only. It is not financial, legal or tax advice, not a prospectus and not an offer or solicitation to buy or sell tokens or any other asset. Figures are reference values at the time of writing; market figures come from third-party estimates. Features described as proposed or planned may change or may not be delivered. Blockchain transactions are irreversible and crypto-assets are volatile: do your own research and only commit what you can afford to lose.',
        )}
      </p>
    </aside>
  );
}
