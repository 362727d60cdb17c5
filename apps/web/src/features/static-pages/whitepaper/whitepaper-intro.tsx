import { FigureList } from '@/components/content/figure-list';
import { IconCardList } from '@/components/content/icon-card-list';
import { TextList } from '@/components/content/text-list';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import { useT } from '@/lib/i18n/i18n';
import {
  COMPETITOR_COLUMNS,
  COMPETITOR_ROWS,
  MARKET_STATS,
  SUMMARY_CARDS,
  TARGET_MARKET,
} from './whitepaper-data';
import { WhitepaperSection } from './whitepaper-section';

export function ExecutiveSummary() {
  const t = useT();
  return (
    <WhitepaperSection id="executive-summary" title={t('Executive Summary')}>
      <p>
        {t(
          'CrowdVault is a decentralized crowdfunding protocol. Creators raise stablecoins for their campaigns; donors give straight from their own wallets; every campaign’s money is held by its own smart-contract vault rather than by the platform. The vault pays the creator and the 2.5% platform fee in a single transaction, so the fee is enforced by code and visible to anyone.',
        )}
      </p>
      <IconCardList
        items={SUMMARY_CARDS.map((card) => ({ ...card, title: t(card.title), text: t(card.text) }))}
        className="grid gap-4 pt-2 md:grid-cols-3"
        titleClassName="text-foreground"
      />
    </WhitepaperSection>
  );
}

export function Introduction() {
  const t = useT();
  return (
    <WhitepaperSection id="introduction" title={t('Introduction')}>
      <p>
        {t(
          'Online fundraising has grown into a global market, but its plumbing has not changed: a platform collects the money, holds it, keeps 8–12% after payment processing and pays out days later — if the creator’s country and bank are supported at all. Donors must trust that the money arrives; creators must trust that it is released.',
        )}
      </p>
      <p>
        {t(
          'Blockchains make a different design possible. A stablecoin transfer settles globally in seconds, costs cents on most networks and is publicly verifiable. What has been missing is a product that makes this as easy as a traditional fundraiser while keeping its guarantees: no custody, transparent fees and instant access to funds.',
        )}
      </p>
      <p>
        {t(
          'CrowdVault is that product. This paper describes the market it serves, the contracts and services it is built from, the CVT token, the risks involved and the road ahead.',
        )}
      </p>
    </WhitepaperSection>
  );
}

export function MarketAnalysis() {
  const t = useT();
  return (
    <WhitepaperSection id="market-analysis" title={t('Market Analysis')}>
      <p>
        {t('Crowdfunding is large and still growing fast, and a growing share of it is already on-chain.')}
      </p>
      <FigureList
        figures={MARKET_STATS.map((stat) => ({ value: t(stat.value), label: t(stat.label) }))}
        card
        className="grid grid-cols-2 gap-3 sm:gap-4"
        itemClassName="flex flex-col-reverse justify-end p-4 sm:p-5"
        labelClassName="text-sm text-muted-foreground"
        valueClassName="text-2xl font-bold text-primary sm:text-3xl"
      />
      <h3 className="pt-4 text-xl font-semibold text-foreground">{t('Competitive landscape')}</h3>
      <HorizontalScroll label={t('Competitive landscape')} boxClassName="rounded-xl border bg-card">
        <table className="w-full min-w-[40rem] text-start text-sm">
          <caption className="sr-only">{t('CrowdVault compared with other crowdfunding models')}</caption>
          <thead className="border-b bg-muted/60 text-foreground">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                {t('Feature')}
              </th>
              {COMPETITOR_COLUMNS.map((column) => (
                <th key={column} scope="col" className="p-3 font-semibold">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {COMPETITOR_ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="p-3 font-medium text-foreground">
                  {t(row.feature)}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={COMPETITOR_COLUMNS[index]}
                    className={index === 0 ? 'p-3 font-medium text-primary' : 'p-3'}
                  >
                    {t(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
      <h3 className="pt-4 text-xl font-semibold text-foreground">{t('Target market')}</h3>
      <p>
        {t(
          'CrowdVault starts where wallets are already in daily use, then grows outward with every person who holds stablecoins:',
        )}
      </p>
      <TextList
        items={TARGET_MARKET.map((audience) => t(audience))}
        className="flex flex-wrap gap-2"
        itemClassName="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
      />
    </WhitepaperSection>
  );
}
