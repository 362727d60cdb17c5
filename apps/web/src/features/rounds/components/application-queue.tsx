import type { RoundApplication } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { describeModerationReason } from '@crowdvault/shared/moderation';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorSentence } from '@/lib/http/error-text';
import { useDecideApplication, useRoundApplications } from '../api/round-applications';
import { errorSentence } from '../lib/error-sentence';
import { checkReason, EMPTY_REASON, type ReasonDraft, ReasonFields } from './reason-fields';

const STATUS = {
  pending: { label: 'Pending', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'destructive' },
} as const;

/** A round's applications, pending first: accept, or decline with a reason the creator reads. */
export function ApplicationQueue({ roundId }: { roundId: number }) {
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
        No campaign has applied yet.
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
  const decide = useDecideApplication(roundId);
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
            Applied {formatUtcMoment(application.appliedAt)}
            {application.decidedBy &&
              ` · ${status.label.toLowerCase()} by ${application.decidedBy.username}${application.decidedAt ? ` ${formatUtcMoment(application.decidedAt)}` : ''}`}
          </span>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      {application.reason && (
        <p className="text-sm text-muted-foreground">
          Reason: {describeModerationReason(application.reason)}
        </p>
      )}
      {application.status === 'pending' && !declining && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => send(true)} disabled={decide.isPending}>
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDeclining(true)} disabled={decide.isPending}>
            Decline
          </Button>
        </div>
      )}
      {application.status === 'pending' && declining && (
        <form
          noValidate
          onSubmit={(event) => send(false, event)}
          className="flex flex-col gap-3"
          aria-label={`Decline ${application.campaignTitle}`}
        >
          <ReasonFields
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setReasonError(null);
            }}
            error={reasonError ?? undefined}
            readers="The creator reads this reason."
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={decide.isPending}>
              {decide.isPending ? 'Saving...' : 'Decline application'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setDeclining(false)}>
              Cancel
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
