import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { AlertTriangle, UsersRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { useAddSampleDonors } from '../api/add-sample-donors';
import {
  DEFAULT_SAMPLE_DONORS,
  goalMayBeExceeded,
  MAX_SAMPLE_DONORS,
  parseDonorCount,
  SAMPLE_DONATION_ESTIMATE,
} from '../lib/sample-donors';

/** The sample-donor tool (SPEC.md §2, §5; local chain only): real transfers from fresh addresses
 *  given minted dev tokens, labelled 'Sample' wherever donations are listed. */
export function SampleDonorsTool({
  campaign,
}: {
  campaign: Pick<AdminCampaign, 'id' | 'raisedAmount' | 'goalAmount' | 'currency'>;
}) {
  const t = useT();
  const format = useFormat();
  const warning = t('Adding these donors may push the raised amount past the goal.');
  const [countText, setCountText] = useState(String(DEFAULT_SAMPLE_DONORS));
  const [preserve, setPreserve] = useState(false);
  const add = useAddSampleDonors();
  const ids = { count: useId(), hint: useId(), preserve: useId() };
  const count = parseDonorCount(countText);
  const exceeds = goalMayBeExceeded({
    raised: campaign.raisedAmount,
    goal: campaign.goalAmount,
    count,
    preserveRaisedAmount: preserve,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setCountText(String(count));
    if (exceeds) toast({ title: t('Goal May Be Exceeded'), description: warning, variant: 'default' });
    add.mutate({ id: campaign.id, donorCount: count, preserveRaisedAmount: preserve });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.count}>{t('Number of donors')}</Label>
        <Input
          id={ids.count}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SAMPLE_DONORS}
          step={1}
          value={countText}
          aria-describedby={ids.hint}
          onChange={(event) => setCountText(event.target.value)}
          onBlur={() => setCountText(String(parseDonorCount(countText)))}
          className="sm:w-40"
        />
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {t('Maximum {count} donors can be added at once', { count: format.count(MAX_SAMPLE_DONORS) })}
        </p>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={ids.preserve}
          checked={preserve}
          onCheckedChange={(checked) => setPreserve(checked === true)}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.preserve}>{t('Preserve raised amount')}</Label>
          <p className="text-xs text-muted-foreground">
            {t('Donations are recorded as samples without counting toward the raised amount.')}
          </p>
        </div>
      </div>
      {exceeds && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t('Goal May Be Exceeded')}</p>
            <p className="text-muted-foreground">
              {warning}{' '}
              {t('Each sample donation is estimated at {amount}.', {
                amount: format.amount(String(SAMPLE_DONATION_ESTIMATE), campaign.currency, 0),
              })}
            </p>
          </div>
        </div>
      )}
      <Button type="submit" className="self-start" disabled={add.isPending}>
        <UsersRound aria-hidden />
        {add.isPending
          ? t('Adding donors...')
          : t('{count, plural, one {Add # sample donor} other {Add # sample donors}}', { count })}
      </Button>
    </form>
  );
}
