import { StaticRegion } from '@/components/layout/static-region';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import { usePageMeta } from '@/lib/page-meta';

// Text and links only: the server's markup is kept as it is, never hydrated (issue 42), so a
// server-rendered visit loads neither the body's code nor its texts (decision 140); a client
// navigation loads both.
const PrivacyBody = lazy(
  withTexts('privacy-body', () => import('./privacy-body').then((m) => ({ default: m.PrivacyBody }))),
  '@/features/static-pages/privacy-body#PrivacyBody',
);

export function PrivacyPage() {
  const t = useT();
  usePageMeta(
    t('Privacy Policy'),
    t(
      'What CrowdVault stores (your wallet address and what you choose to publish), what it never collects, and your choices.',
    ),
  );
  return (
    <StaticRegion className="contents">
      <PrivacyBody />
    </StaticRegion>
  );
}
