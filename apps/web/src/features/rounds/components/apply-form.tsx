import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import type { RoundSummary } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { msg, useT } from '@/lib/i18n/i18n';
import { useApplyToRound } from '../api/round-applications';
import { errorSentence } from '../lib/error-sentence';

export const CHOOSE_CAMPAIGN = msg('Choose one of your campaigns');
const NOT_APPROVED = msg('Only an approved campaign can apply to a round');

/** A creator applies one of their campaigns to a round taking applications. Campaigns already
 *  applied are left out; one not approved yet is listed but refused with why. The choice stays
 *  when the server refuses it. */
export function ApplyForm({
  round,
  campaigns,
  applied,
}: {
  round: Pick<RoundSummary, 'id' | 'name' | 'applicationsCloseAt'>;
  campaigns: OwnCampaign[];
  /** Ids of the creator's campaigns that already applied to this round. */
  applied: ReadonlySet<number>;
}) {
  const t = useT();
  const apply = useApplyToRound();
  const [campaignId, setCampaignId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { select: useId(), error: useId() };
  const open = campaigns.filter((campaign) => !applied.has(campaign.id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = open.find((campaign) => String(campaign.id) === campaignId);
    if (!chosen) return setError(t(CHOOSE_CAMPAIGN));
    if (!chosen.isApproved) return setError(t(NOT_APPROVED));
    setError(null);
    try {
      await apply.mutateAsync({ roundId: round.id, campaignId: chosen.id });
      setCampaignId('');
    } catch (failure) {
      setError(await errorSentence(failure));
    }
  }

  if (open.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {campaigns.length === 0
          ? t('Start a campaign to apply it to this round.')
          : t('Each of your campaigns has applied to this round.')}
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
      aria-label={t('Apply to {round}', { round: round.name })}
    >
      <Label htmlFor={ids.select}>{t('Campaign')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <NativeSelect
          id={ids.select}
          value={campaignId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setCampaignId(event.target.value);
            setError(null);
          }}
        >
          <option value="">{t(CHOOSE_CAMPAIGN)}</option>
          {open.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.isApproved
                ? campaign.title
                : t('{title} (not approved yet)', { title: campaign.title })}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" disabled={apply.isPending} className="shrink-0">
          {apply.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {apply.isPending ? t('Applying...') : t('Apply')}
        </Button>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {t('Applications close {moment}. A moderator accepts or declines each, with a reason.', {
            moment: formatUtcMoment(round.applicationsCloseAt),
          })}
        </p>
      )}
    </form>
  );
}
