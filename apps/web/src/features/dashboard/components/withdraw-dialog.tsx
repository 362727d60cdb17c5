import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useSession } from '@/lib/auth/use-session';
import { useWithdraw } from '../use-withdraw';
import { holdsFunds, WithdrawForm } from './withdraw-form';

/** A campaign wallet row's Withdraw button and its dialog. It cannot be closed while a withdrawal
 *  is in the wallet's hands. */
export function WithdrawDialog({ vault }: { vault: CampaignVault }) {
  const [open, setOpen] = useState(false);
  const { address } = useSession();
  const { withdrawDirectly, withdrawGasless, pending } = useWithdraw();
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          aria-label={`Withdraw from ${vault.title}`}
          disabled={!holdsFunds(vault)}
          title={holdsFunds(vault) ? undefined : 'Nothing to withdraw yet'}
        >
          <ArrowUpRight aria-hidden />
          Withdraw
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw Funds</DialogTitle>
          <DialogDescription>{vault.title}</DialogDescription>
        </DialogHeader>
        {address && (
          <WithdrawForm
            vaults={[vault]}
            initialCampaignId={vault.campaignId}
            ownAddress={address}
            pending={pending}
            onWithdraw={(plan, method) =>
              method === 'direct' ? withdrawDirectly(plan) : withdrawGasless(plan)
            }
            onDone={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
