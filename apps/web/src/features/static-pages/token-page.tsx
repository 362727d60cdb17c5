import { Coins, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero, SectionHeading } from './page-hero';
import { RoadmapTimeline } from './roadmap-timeline';
import { TokenOverview } from './token/token-allocation';
import { TOKEN } from './token/token-data';
import { TokenMetrics, TokenPartners, TokenUtility } from './token/token-sections';

export function TokenPage() {
  usePageMeta(
    'Token',
    'The CrowdVault token (CVT): price, market cap, supply, utility, vesting schedule, allocation and roadmap.',
  );
  return (
    <>
      <PageHero
        eyebrow={`${TOKEN.symbol} · ${TOKEN.network}`}
        icon={Coins}
        title={TOKEN.name}
        description="The utility and governance token of the CrowdVault protocol: lower fees for creators, staking rewards for holders and a vote on where the platform goes next."
        className="pb-10"
      >
        <Button asChild size="lg">
          <Link href="/whitepaper#tokenomics">
            <FileText aria-hidden="true" /> Read the tokenomics
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/how-it-works">How CrowdVault works</Link>
        </Button>
      </PageHero>
      <TokenMetrics />
      <TokenUtility />
      <TokenOverview />
      <section aria-labelledby="token-roadmap" className="border-y bg-muted/50 py-20">
        <div className="container-page">
          <SectionHeading
            id="token-roadmap"
            title="Roadmap"
            description="What has shipped, what we are building now and what comes next."
          />
          <RoadmapTimeline className="sm:max-lg:[&>li:last-child]:col-span-2" />
        </div>
      </section>
      <TokenPartners />
      <p className="container-page pb-16 text-center text-xs text-muted-foreground">
        Figures on this page are fixed reference values, not live market data. Nothing here is financial
        advice or an offer to sell tokens.
      </p>
    </>
  );
}
