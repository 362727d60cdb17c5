import { StaticRegion } from '@/components/layout/static-region';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import { usePageMeta } from '@/lib/page-meta';

// Text and links only: the server's markup is kept as it is, never hydrated (issue 42), so a
// server-rendered visit loads neither the body's code nor its texts (decision 140); a client
// navigation loads both.
const AboutBody = lazy(
  withTexts('about-body', () => import('./about-body').then((m) => ({ default: m.AboutBody }))),
  '@/features/static-pages/about-body#AboutBody',
);

export function AboutPage() {
  const t = useT();
  usePageMeta(
    t('About'),
    t(
      'CrowdVault is non-custodial crowdfunding: every campaign has its own smart-contract vault, donors give stablecoins directly, and the fee is 2.5%.',
    ),
  );
  return (
    <StaticRegion className="contents">
      <AboutBody />
    </StaticRegion>
  );
}
