import { ArrowLeftRight, Handshake, TriangleAlert } from 'lucide-react';
import { TextList } from '@/components/content/text-list';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { PageSection } from '../page-hero';
import { EXCHANGES, PARTNERSHIPS, TOKEN_METRICS, UTILITIES } from './token-data';

/** The notice a visitor reads before any figure: the token is a plan, and nothing uses it. */
export function TokenNotIssuedNotice() {
  const t = useT();
  return (
    <section className="container-page relative -mt-10 pb-10">
      <div
        role="note"
        aria-labelledby="token-not-issued"
        className="mx-auto max-w-3xl rounded-xl border-2 border-warning bg-card p-5 shadow-sm sm:p-6"
      >
        <h2 id="token-not-issued" className="flex items-center gap-2 text-xl font-bold">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-warning" />
          {t('CVT does not exist yet')}
        </h2>
        <p className="mt-2 text-sm sm:text-base">
          {t(
            "This page describes a planned token. No CVT has been issued: it cannot be bought or sold, and it has no price, no market and no holders. Nothing on CrowdVault uses it — every campaign pays the same 2.5% fee, set by its vault's contract, and there is no staking. The figures below are the plan's, not market data. Nothing here is financial advice or an offer to sell tokens.",
          )}
        </p>
      </div>
    </section>
  );
}

export function TokenMetrics() {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="token-metrics" className="container-page pb-20">
      <h2 id="token-metrics" className="mb-4 text-lg font-semibold">
        {t('Planned launch figures')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {TOKEN_METRICS.map((metric) => (
          <Card key={metric.label} className="p-5 last:col-span-2 md:last:col-span-1">
            <dt className="text-sm text-muted-foreground">{t(metric.label)}</dt>
            <dd className="mt-1">
              <span className="block text-xl font-bold tabular-nums sm:text-2xl">{metric.value(format)}</span>
              {'note' in metric && (
                <span className="mt-1 block text-xs text-muted-foreground">{t(metric.note)}</span>
              )}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

export function TokenUtility() {
  const t = useT();
  return (
    <PageSection
      id="token-utility"
      title={t('Proposed uses, none of them live')}
      description={t(
        'What the plan would have the token do. None of it is in the contracts today: every campaign pays the same 2.5% fee, and there is no staking, reward or vote.',
      )}
      muted
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {UTILITIES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 flex flex-wrap items-center gap-2 text-lg font-semibold">
                {t(title)} <Badge variant="secondary">{t('Proposed')}</Badge>
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function TokenPartners() {
  const t = useT();
  return (
    <section aria-labelledby="token-partners" className="container-page py-20">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="token-partners" className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Handshake aria-hidden="true" className="size-7 text-primary" />{' '}
            {t('Partnerships & integrations')}
          </h2>
          <p className="mt-3 text-muted-foreground">
            {t(
              'The networks, stablecoins, wallets and open-source projects CrowdVault is built on. Formal partnerships are announced here once signed.',
            )}
          </p>
          <div className="mt-6 space-y-5">
            {PARTNERSHIPS.map((group) => (
              <div key={group.title}>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                  {t(group.title)}
                </h3>
                <TextList
                  items={group.names}
                  className="mt-2 flex flex-wrap gap-2"
                  itemClassName="rounded-lg border bg-card px-3 py-1.5 text-sm font-medium shadow-sm"
                />
              </div>
            ))}
          </div>
        </div>
        <div>
          <h2 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <ArrowLeftRight aria-hidden="true" className="size-7 text-primary" /> {t('Proposed exchanges')}
          </h2>
          <p className="mt-3 text-muted-foreground">
            {t(
              'Where the token is proposed to trade. No listing is confirmed until the exchange announces it.',
            )}
          </p>
          <ul className="mt-6 space-y-3">
            {EXCHANGES.map((exchange) => (
              <li key={exchange.name}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div>
                    <h3 className="font-semibold">{t(exchange.name)}</h3>
                    <p className="text-sm text-muted-foreground">
                      {t(exchange.type)} · {exchange.pair}
                    </p>
                  </div>
                  <Badge variant="secondary">{t('Proposed')}</Badge>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
