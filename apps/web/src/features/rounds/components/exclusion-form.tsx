import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { msg, useT } from '@/lib/i18n/i18n';
import { useExcludeFromRound } from '../api/manage-rounds';
import { errorSentence } from '../lib/error-sentence';
import { checkReason, EMPTY_REASON, type ReasonDraft, ReasonFields } from './reason-fields';
import { RoundField, RoundSelect } from './round-field';

export const EXCLUSION_MESSAGES = {
  donorInvalid: msg("Enter the donor's address: 0x followed by 40 hexadecimal characters"),
  campaignRequired: msg('Choose the campaign to exclude'),
} as const;

type Target = 'donor' | 'campaign';

/** In the challenge window, a moderator takes a donor or a campaign out of the result with a
 *  reason; the result is recomputed and published as the next version. What was typed stays when
 *  the server refuses. */
export function ExclusionForm({ round }: { round: RoundPage }) {
  const t = useT();
  const exclude = useExcludeFromRound(round.id);
  const [target, setTarget] = useState<Target>('donor');
  const [donor, setDonor] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [draft, setDraft] = useState<ReasonDraft>(EMPTY_REASON);
  const [errors, setErrors] = useState<{ target?: string; reason?: string; form?: string }>({});
  const candidates = round.campaigns.filter((campaign) => !campaign.excluded);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReason(draft);
    const next = {
      target:
        target === 'donor'
          ? /^0x[0-9a-fA-F]{40}$/.test(donor.trim())
            ? undefined
            : EXCLUSION_MESSAGES.donorInvalid
          : campaignId
            ? undefined
            : EXCLUSION_MESSAGES.campaignRequired,
      reason: 'error' in checked ? checked.error : undefined,
    };
    setErrors(next);
    if (next.target || !('reason' in checked)) return;
    try {
      await exclude.mutateAsync(
        target === 'donor'
          ? { donor: donor.trim(), reason: checked.reason }
          : { campaignId: Number(campaignId), reason: checked.reason },
      );
      setDonor('');
      setCampaignId('');
      setDraft(EMPTY_REASON);
    } catch (failure) {
      setErrors({ form: await errorSentence(failure) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
      aria-label={t('Exclude from the result')}
    >
      <p className="text-sm text-muted-foreground">
        {round.challengeEndsAt
          ? t(
              "Open until {moment}. The result is recomputed without them and published as the next version; the round's page shows the reason.",
              { moment: formatUtcMoment(round.challengeEndsAt) },
            )
          : t(
              "Open until the challenge window ends. The result is recomputed without them and published as the next version; the round's page shows the reason.",
            )}
      </p>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('Exclude')}</legend>
        {(['donor', 'campaign'] as const).map((each) => (
          <label key={each} className="flex items-center gap-2">
            <input
              type="radio"
              name={`exclusion-target-${round.id}`}
              checked={target === each}
              onChange={() => {
                setTarget(each);
                setErrors({});
              }}
            />
            {each === 'donor' ? t('A donor') : t('A campaign')}
          </label>
        ))}
      </fieldset>
      {target === 'donor' ? (
        <RoundField label={t('Donor address')} error={errors.target && t(errors.target)}>
          {(control) => (
            <Input
              {...control}
              value={donor}
              placeholder="0x…"
              onChange={(event) => setDonor(event.target.value)}
            />
          )}
        </RoundField>
      ) : (
        <RoundSelect
          label={t('Campaign')}
          error={errors.target && t(errors.target)}
          value={campaignId}
          onChange={setCampaignId}
          placeholder={t('Choose a campaign')}
          options={candidates.map((campaign) => ({ value: campaign.campaignId, label: campaign.title }))}
        />
      )}
      <ReasonFields
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={errors.reason}
        readers={t("Shown on the round's page and written into the published file.")}
      />
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="destructive" className="self-start" disabled={exclude.isPending}>
        {exclude.isPending ? t('Recomputing...') : t('Exclude and recompute')}
      </Button>
    </form>
  );
}
