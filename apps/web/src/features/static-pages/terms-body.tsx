import { Scale } from 'lucide-react';
import { msg } from '@/lib/i18n/i18n';
import { LegalPage } from './legal-page';
import { TERMS_SECTIONS } from './terms-data';

/** The Terms of Service as the server draws it, kept as drawn in the browser (terms-page.tsx). */
export function TermsBody() {
  return (
    <LegalPage
      icon={Scale}
      title={msg('Terms of Service')}
      summary={msg(
        'Plain-language rules for using CrowdVault. Your funds stay in your wallet or in a campaign’s own vault — never with us.',
      )}
      sections={TERMS_SECTIONS}
      related={{ href: '/privacy', label: msg('Privacy Policy') }}
    />
  );
}
