import { ShieldCheck } from 'lucide-react';
import { msg } from '@/lib/i18n/i18n';
import { LegalPage } from './legal-page';
import { PRIVACY_SECTIONS } from './privacy-data';

/** The Privacy Policy as the server draws it, kept as drawn in the browser (privacy-page.tsx). */
export function PrivacyBody() {
  return (
    <LegalPage
      icon={ShieldCheck}
      title={msg('Privacy Policy')}
      summary={msg('CrowdVault needs only your wallet address. No e-mail, no card, no private keys.')}
      sections={PRIVACY_SECTIONS}
      related={{ href: '/terms', label: msg('Terms of Service') }}
    />
  );
}
