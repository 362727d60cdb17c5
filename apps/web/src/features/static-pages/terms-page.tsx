import { StaticRegion } from '@/components/layout/static-region';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import { usePageMeta } from '@/lib/page-meta';

// Text and links only: the server's markup is kept as it is, never hydrated (issue 42), so a
// server-rendered visit loads neither the body's code nor its texts (decision 140); a client
// navigation loads both.
const TermsBody = lazy(
  withTexts('terms-body', () => import('./terms-body').then((m) => ({ default: m.TermsBody }))),
  '@/features/static-pages/terms-body#TermsBody',
);

export function TermsPage() {
  const t = useT();
  usePageMeta(
    t('Terms of Service'),
    t(
      'The terms for using CrowdVault: non-custodial campaign vaults, the 2.5% fee, campaign rules, moderation and the risks of blockchain transactions.',
    ),
  );
  return (
    <StaticRegion className="contents">
      <TermsBody />
    </StaticRegion>
  );
}
