import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { ReportDialog } from './report-dialog';

/** 'Report' on a campaign page: signed-in users get the report dialog, a visitor the wallet
 *  modal to connect first. */
export function ReportButton({ campaign }: { campaign: { id: number; title: string } }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-muted-foreground hover:text-destructive"
        onClick={() => (session.status === 'signed-in' ? setOpen(true) : openWalletModal())}
      >
        <Flag aria-hidden />
        Report
      </Button>
      {session.status === 'signed-in' && (
        <ReportDialog campaign={campaign} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
