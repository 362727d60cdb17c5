import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { FilePen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHead, DialogTrigger } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth/use-session';
import { useT } from '@/lib/i18n/i18n';
import { safeLabel } from '@/lib/safe/safe-label';
import { isZeroAmount } from '../lib/money';
import type { useSafeQueue } from '../use-safe-queue';
import { SafeProposalForm, safeChainsOf } from './safe-proposal-form';

/** "Propose" and its dialog, for a vault a Safe owns: the Withdraw of a wallet-owned vault becomes
 *  a proposal the Safe's other owners sign. It cannot be closed while the wallet is signing. */
export function SafeProposeDialog({
  vault,
  queue,
  size = 'sm',
}: {
  vault: CampaignVault;
  queue: ReturnType<typeof useSafeQueue>;
  size?: 'sm' | 'default';
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { address } = useSession();
  const proposing = queue.pending?.action === 'propose';
  const safeChains = safeChainsOf(vault);
  const safe = safeChains[0]?.safe;
  // What the Safe may withdraw: the networks where it owns the vault, not the wallet's.
  const funded = safeChains.some((entry) => entry.balances.some((balance) => !isZeroAmount(balance.balance)));
  return (
    <Dialog open={open} onOpenChange={(next) => (proposing ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button
          size={size}
          aria-label={t('Propose a withdrawal from {title}', { title: vault.title })}
          disabled={!funded}
          title={funded ? undefined : t('Nothing to withdraw yet')}
        >
          <FilePen aria-hidden />
          {t('Propose')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHead
          title={t('Propose a Withdrawal')}
          description={
            <>
              {vault.title}
              {safe && ` · ${safeLabel(safe)}`}
            </>
          }
        />
        {address && (
          <SafeProposalForm
            vault={vault}
            ownAddress={address}
            pending={proposing}
            onPropose={async (draft) => {
              const done = await queue.propose(draft);
              if (done) setOpen(false);
              return done;
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
