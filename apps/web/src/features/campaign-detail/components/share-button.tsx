import type { Campaign } from '@crowdvault/shared/api/campaign';
import { Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// The Share dialog (Radix Dialog with its focus trap and scroll lock, the share targets) loads on
// the first tap, not with the campaign page (issue 15: the page's budget is 150 KB gzipped).
const ShareDialog = lazy(
  withTexts('campaign-actions', () => import('./share-dialog').then((m) => ({ default: m.ShareDialog }))),
  '@/features/campaign-detail/components/share-dialog#ShareDialog',
);

/** The campaign's Share button; the dialog it opens arrives with the first tap and takes the
 *  button's place (the same button, so nothing moves). */
export function ShareButton({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setWanted(true)}>
      <Share2 aria-hidden />
      {t('Share')}
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ShareDialog campaign={campaign} defaultOpen />
    </Suspense>
  );
}
