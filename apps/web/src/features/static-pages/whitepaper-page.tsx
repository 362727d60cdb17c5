import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from './page-hero';
import {
  ClosingCallToAction,
  Disclaimer,
  RiskFactors,
  Roadmap,
  Tokenomics,
} from './whitepaper/whitepaper-closing';
import { WHITEPAPER_VERSION } from './whitepaper/whitepaper-data';
import { ExecutiveSummary, Introduction, MarketAnalysis } from './whitepaper/whitepaper-intro';
import { WhitepaperNav } from './whitepaper/whitepaper-nav';
import { Technology } from './whitepaper/whitepaper-technology';

export function WhitepaperPage() {
  const t = useT();
  usePageMeta(
    t('Whitepaper'),
    t(
      'The CrowdVault whitepaper: non-custodial campaign vaults, market analysis, technology, tokenomics, risks and roadmap.',
    ),
  );
  const year = new Date().getFullYear();
  return (
    <>
      <PageHero
        eyebrow={t('Whitepaper')}
        icon={FileText}
        title={t('CrowdVault Whitepaper')}
        description={t('Decentralized Crowdfunding Protocol')}
      >
        <Badge variant="secondary" className="px-3 py-1 text-sm">
          {t('Version {version} · {year}', { version: WHITEPAPER_VERSION, year: String(year) })}
        </Badge>
      </PageHero>
      <div className="container-page grid grid-cols-1 gap-8 py-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <WhitepaperNav />
        <article className="min-w-0 max-w-4xl">
          <ExecutiveSummary />
          <Introduction />
          <MarketAnalysis />
          <Technology />
          <Tokenomics />
          <RiskFactors />
          <Roadmap />
          <ClosingCallToAction />
          <Disclaimer />
        </article>
      </div>
    </>
  );
}
