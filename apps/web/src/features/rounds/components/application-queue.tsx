import type { RoundApplication } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorSentence } from '@/lib/http/error-text';
import { msg, type Translate, useT } from '@/lib/i18n/i18n';
import { useDecideApplication, useRoundApplications } from '../api/round-applications';
import { errorSentence } from '../lib/error-sentence';
import { reasonText } from '../lib/reason-text';
import { checkReason, EMPTY_REASON, type ReasonDraft, ReasonFields } from './reason-fields';

const STATUS = {
  pending: { label: msg('Pending'), variant: 'warning' },
  accepted: { label: msg('Accepted'), variant: 'success' },
  declined: { label: msg('Declined'), variant: 'destructive' },
} as const;

/** "accepted by maya 2026-03-01 12:00 UTC": who decided, and when. */
function decisionText(application: RoundApplication, t: Translate): string | null {
  const by = application.decidedBy;
  if (!by) return null;
  const name = by.username;
  const accepted = application.status === 'accepted';
  if (!application.decidedAt)
    return accepted ? t('accepted by {name}', { name }) : t('declined by {name}', { name });
  const moment = formatUtcMoment(application.decidedAt);
  return accepted
    ? t('accepted by {name} {moment}', { name, moment })
    : t('declined by {name} {moment}', { name, moment });
}

/** A round's applications, pending first: accept, or decline with a reason the creator reads. */
export function ApplicationQueue({ roundId }: { roundId: number }) {
  const t = useT();
  const applications = useRoundApplications(roundId);
  if (applications.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (!applications.data) {
    return (
      <p className="text-sm text-destructive">
        <ErrorSentence error={applications.error} />
      </p>
    );
  }
  if (applications.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-6 text-center text-sm text-muted-foreground">
        {t('No campaign has applied yet.')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card">
      {applications.data.map((application) => (
        <ApplicationItem key={application.id} roundId={roundId} application={application} />
      ))}
    </ul>
  );
}

function ApplicationItem({ roundId, application }: { roundId: number; application: RoundApplication }) {
  const t = useT();
  const decide = useDecideApplication(roundId);
  const decision = decisionText(application, t);
  const [declining, setDeclining] = useState(false);
  const [draft, setDraft] = useState<ReasonDraft>(EMPTY_REASON);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = STATUS[application.status];

  async function send(accepted: boolean, event?: FormEvent) {
    event?.preventDefault();
    const checked = accepted ? null : checkReason(draft);
    if (checked && 'error' in checked) return setReasonError(checked.error);
    setReasonError(null);
    setError(null);
    try {
      await decide.mutateAsync({
        applicationId: application.id,
        body: checked ? { accepted, reason: checked.reason } : { accepted },
      });
    } catch (failure) {
      setError(await errorSentence(failure));
    }
  }

  return (
    <li className="flex flex-col gap-3 p-4" data-testid="round-application">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <Link href={`/campaign/${application.campaignId}`} className="font-medium hover:underline">
            {application.campaignTitle}
          </Link>
          <span className="text-xs text-muted-foreground">
            {t('Applied {moment}', { moment: formatUtcMoment(application.appliedAt) })}
            {decision && ` · ${decision}`}
          </span>
        </div>
        <Badge variant={status.variant}>{t(status.label)}</Badge>
      </div>
      {application.reason && (
        <p className="text-sm text-muted-foreground">
          {t('Reason: {reason}', { reason: reasonText(t, application.reason) })}
        </p>
      )}
      {application.status === 'pending' && !declining && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => send(true)} disabled={decide.isPending}>
            {t('Accept')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            {t('Decline')}
          </Button>
        </div>
      )}
      {application.status === 'pending' && declining && (
        <form
          noValidate
          onSubmit={(event) => send(false, event)}
          className="flex flex-col gap-3"
          aria-label={t('Decline {campaign}', { campaign: application.campaignTitle })}
        >
          <ReasonFields
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setReasonError(null);
            }}
            error={reasonError ?? undefined}
            readers={t('The creator reads this reason.')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={decide.isPending}>
              {decide.isPending ? t('Saving...') : t('Decline application')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setDeclining(false)}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
