import type { RoundApplication } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { describeModerationReason } from '@crowdvault/shared/moderation';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';

const STATUS = {
  pending: { label: 'Waiting for a decision', variant: 'secondary' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'destructive' },
} as const;

/** A creator's applications to rounds, each with its decision and, when declined, why. */
export function MyApplications({ applications }: { applications: RoundApplication[] }) {
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card text-sm">
      {applications.map((application) => {
        const status = STATUS[application.status];
        return (
          <li key={application.id} className="flex flex-col gap-1 p-4" data-testid="my-application">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {application.campaignTitle} in{' '}
                <Link
                  href={`/rounds/${application.roundId}`}
                  className="text-primary underline underline-offset-2 hover:no-underline"
                >
                  {application.roundName}
                </Link>
              </p>
              <Badge variant={status.variant}>{status.label}</Badge>
            </div>
            {application.reason && (
              <p className="text-muted-foreground">Reason: {describeModerationReason(application.reason)}</p>
            )}
            <p className="text-xs text-muted-foreground">
              Applied {formatUtcMoment(application.appliedAt)}
              {application.decidedAt && ` · decided ${formatUtcMoment(application.decidedAt)}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
