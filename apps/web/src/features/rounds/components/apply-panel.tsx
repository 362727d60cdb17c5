import type { RoundSummary } from '@crowdvault/shared/api/rounds';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';
import { useMyApplications, useOwnCampaigns } from '../api/round-applications';
import { ApplyForm } from './apply-form';
import { MyApplications } from './my-applications';

/** On a round taking applications, for a signed-in creator: apply a campaign, and see what became
 *  of the ones applied. */
export function ApplyPanel({ round }: { round: RoundSummary }) {
  const t = useT();
  const campaigns = useOwnCampaigns();
  const applications = useMyApplications();
  const here = (applications.data ?? []).filter((application) => application.roundId === round.id);
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{t('Apply your campaign')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {campaigns.data && applications.data ? (
          <ApplyForm
            round={round}
            campaigns={campaigns.data}
            applied={new Set(here.map((application) => application.campaignId))}
          />
        ) : (
          <Skeleton className="h-16" />
        )}
        {here.length > 0 && <MyApplications applications={here} />}
      </CardContent>
    </Card>
  );
}
