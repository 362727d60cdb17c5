import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHead, DialogTrigger } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth/use-session';
import type { WithdrawalRule } from '@/lib/campaigns/funding-model';
import { useT } from '@/lib/i18n/i18n';
import { useWithdraw } from '../use-withdraw';
import { holdsFunds, WithdrawForm } from './withdraw-form';

/** A campaign wallet row's Withdraw button and its dialog. It cannot be closed while a withdrawal
 *  is in the wallet's hands. */
export function WithdrawDialog({
  vault,
  rule = null,
  ruleId,
}: {
  vault: CampaignVault;
  /** An all-or-nothing campaign's rule (useWithdrawalRules): blocked, the button is disabled. */
  rule?: WithdrawalRule | null;
  /** The id of the text that says the rule, beside the button. */
  ruleId?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { address } = useSession();
  const { withdrawDirectly, withdrawGasless, pending } = useWithdraw();
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          aria-label={t('Withdraw from {title}', { title: vault.title })}
          disabled={!holdsFunds(vault) || rule?.blocked}
          title={rule?.blocked ? undefined : holdsFunds(vault) ? undefined : t('Nothing to withdraw yet')}
          aria-describedby={rule?.blocked ? ruleId : undefined}
        >
          <ArrowUpRight aria-hidden />
          {t('Withdraw')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHead title={t('Withdraw Funds')} description={vault.title} />
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
            rules={() => rule}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
