import { StaticRegion } from '@/components/layout/static-region';
import { useT } from '@/lib/i18n/i18n';
import { HydrateApart } from '@/lib/lazy';
import { usePageHead } from '@/lib/page-meta';
import { FeaturedCampaigns } from './components/featured-campaigns';
import { HomeHero } from './components/home-hero';
import { HowItWorksSteps } from './components/how-it-works-steps';
import { PlatformStatsCard } from './components/platform-stats-card';
import { StatsBand } from './components/stats-band';
import { WhyBlockchain } from './components/why-blockchain';

export function HomePage() {
  const t = useT();
  usePageHead({
    title: '',
    description: t('Raise and give stablecoins with non-custodial campaign vaults. 2.5% fee, no middlemen.'),
    path: '/',
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'CrowdVault', url: '/' }],
  });
  return (
    <>
      <HomeHero />
      <div className="container-page relative z-10 -mt-12">
        <PlatformStatsCard />
      </div>
      {/* The cards and the figures under them hydrate a task after the hero (issue 42). */}
      <HydrateApart className="contents">
        <FeaturedCampaigns />
      </HydrateApart>
      {/* Text and icons only: React takes them over once the page answers (decision 079). */}
      <StaticRegion liveAfterReady className="contents">
        <WhyBlockchain />
        <HowItWorksSteps />
      </StaticRegion>
      <HydrateApart className="contents">
        <StatsBand />
      </HydrateApart>
    </>
  );
}
