import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { useRounds } from './api/get-rounds';
import { useMyApplications, useOwnCampaigns } from './api/round-applications';
import { ApplyForm } from './components/apply-form';
import { MyApplications } from './components/my-applications';

/** My Campaigns' part on matching rounds: the rounds taking applications, each with the form to
 *  apply a campaign, and the creator's applications with their decisions. Nothing while there is
 *  neither. */
export function CreatorRounds() {
  const rounds = useRounds();
  const campaigns = useOwnCampaigns();
  const applications = useMyApplications();
  const open = (rounds.data ?? []).filter((round) => round.applicationsOpen);
  const mine = applications.data ?? [];
  if (!campaigns.data || !applications.data || (open.length === 0 && mine.length === 0)) return null;
  return (
    <section aria-labelledby="creator-rounds-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="creator-rounds-heading" className="text-xl font-semibold">
          Matching rounds
        </h2>
        <Link href="/rounds" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          All rounds
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {open.map((round) => (
        <Card key={round.id} className="flex flex-col gap-3 p-5">
          <p className="font-medium">
            <Link href={`/rounds/${round.id}`} className="underline underline-offset-2 hover:no-underline">
              {round.name}
            </Link>{' '}
            <span className="font-normal text-muted-foreground">is taking applications</span>
          </p>
          <ApplyForm
            round={round}
            campaigns={campaigns.data}
            applied={
              new Set(
                mine.filter((application) => application.roundId === round.id).map((each) => each.campaignId),
              )
            }
          />
        </Card>
      ))}
      {mine.length > 0 && (
        <>
          <h3 className="text-base font-semibold">Your applications</h3>
          <MyApplications applications={mine} />
        </>
      )}
    </section>
  );
}
