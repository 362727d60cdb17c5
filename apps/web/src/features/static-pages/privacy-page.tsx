import { ShieldCheck } from 'lucide-react';
import { usePageMeta } from '@/lib/page-meta';
import { LegalPage } from './legal-page';
import { PRIVACY_SECTIONS } from './privacy-data';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What CrowdVault stores (your wallet address and what you choose to publish), what it never collects, and your choices.',
  );
  return (
    <LegalPage
      icon={ShieldCheck}
      title="Privacy Policy"
      summary="CrowdVault needs only your wallet address. No e-mail, no card, no private keys."
      sections={PRIVACY_SECTIONS}
      related={{ href: '/terms', label: 'Terms of Service' }}
    />
  );
}
