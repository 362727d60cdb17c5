import { Coins, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero, PageSection } from './page-hero';
import { RoadmapTimeline } from './roadmap-timeline';
import { TokenOverview } from './token/token-allocation';
import { TOKEN } from './token/token-data';
import { TokenMetrics, TokenNotIssuedNotice, TokenPartners, TokenUtility } from './token/token-sections';

export function TokenPage() {
  const t = useT();
  usePageMeta(
    t('Token'),
    t(
      'The planned CrowdVault token (CVT), not issued: its proposed supply, uses, vesting, allocation and roadmap.',
    ),
  );
  return (
    <>
      <PageHero
        eyebrow={t('{symbol} · planned, not issued', { symbol: TOKEN.symbol })}
        icon={Coins}
        title={TOKEN.name}
        description={t(
          'A proposed utility and governance token for CrowdVault, described here as it is planned.',
        )}
        className="pb-16"
      >
        <Button asChild size="lg">
          <Link href="/whitepaper#tokenomics">
            <FileText aria-hidden="true" /> {t('Read the tokenomics')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/how-it-works">{t('How CrowdVault works')}</Link>
        </Button>
      </PageHero>
      <TokenNotIssuedNotice />
      <TokenMetrics />
      <TokenUtility />
      <TokenOverview />
      <PageSection
        id="token-roadmap"
        title={t('Roadmap')}
        description={t('What has shipped, what we are building now and what comes next.')}
        muted
      >
        <RoadmapTimeline className="sm:max-lg:[&>li:last-child]:col-span-2" />
      </PageSection>
      <TokenPartners />
      <p className="container-page pb-16 text-center text-xs text-muted-foreground">
        {t(
          "CVT is a plan: no token has been issued, and every figure on this page is the plan's, not market data. Nothing here is financial advice or an offer to sell tokens.",
        )}
      </p>
    </>
  );
}
