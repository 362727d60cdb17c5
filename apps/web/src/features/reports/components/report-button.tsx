import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';

// The dialog (with Radix Select and its positioning library) loads on the first click, so the
// campaign page's first paint does not carry it.
const ReportDialog = lazy(
  withTexts('campaign-actions', () =>
    import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
  ),
  '@/features/reports/components/report-dialog#ReportDialog',
);

/** 'Report' on a campaign page: signed-in users get the report dialog, a visitor the wallet
 *  modal to connect first. */
export function ReportButton({ campaign }: { campaign: { id: number; title: string } }) {
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground hover:text-destructive"
        onClick={() =>
          session.status === 'signed-in'
            ? setOpen(true)
            : openWalletModal({ onConnected: () => setOpen(true) })
        }
      >
        <Flag aria-hidden />
        {t('Report')}
      </Button>
      {session.status === 'signed-in' && open && (
        <Suspense fallback={null}>
          <ReportDialog campaign={campaign} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
