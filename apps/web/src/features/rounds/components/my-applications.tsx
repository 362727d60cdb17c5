import type { RoundApplication } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { reasonText } from '../lib/reason-text';

const STATUS = {
  pending: { label: msg('Waiting for a decision'), variant: 'secondary' },
  accepted: { label: msg('Accepted'), variant: 'success' },
  declined: { label: msg('Declined'), variant: 'destructive' },
} as const;

/** A creator's applications to rounds, each with its decision and, when declined, why. */
export function MyApplications({ applications }: { applications: RoundApplication[] }) {
  const t = useT();
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card text-sm">
      {applications.map((application) => {
        const status = STATUS[application.status];
        return (
          <li key={application.id} className="flex flex-col gap-1 p-4" data-testid="my-application">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {sentenceParts(t, msg('{campaign} in {round}'), {
                  campaign: application.campaignTitle,
                  round: (
                    <Link
                      href={`/rounds/${application.roundId}`}
                      className="text-primary underline underline-offset-2 hover:no-underline"
                    >
                      {application.roundName}
                    </Link>
                  ),
                })}
              </p>
              <Badge variant={status.variant}>{t(status.label)}</Badge>
            </div>
            {application.reason && (
              <p className="text-muted-foreground">
                {t('Reason: {reason}', { reason: reasonText(t, application.reason) })}
              </p>
            )}
            <p className="text-xs text-muted-foreground">
              {t('Applied {moment}', { moment: formatUtcMoment(application.appliedAt) })}
              {application.decidedAt &&
                ` · ${t('decided {moment}', { moment: formatUtcMoment(application.decidedAt) })}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
