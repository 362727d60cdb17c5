import { Scale } from 'lucide-react';
import { usePageMeta } from '@/lib/page-meta';
import { LegalPage } from './legal-page';
import { TERMS_SECTIONS } from './terms-data';

export function TermsPage() {
  usePageMeta(
    'Terms of Service',
    'The terms for using CrowdVault: non-custodial campaign vaults, the 2.5% fee, campaign rules, moderation and the risks of blockchain transactions.',
  );
  return (
    <LegalPage
      icon={Scale}
      title="Terms of Service"
      summary="Plain-language rules for using CrowdVault. Your funds stay in your wallet or in a campaign’s own vault — never with us."
      sections={TERMS_SECTIONS}
      related={{ href: '/privacy', label: 'Privacy Policy' }}
    />
  );
}
