import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { useRounds } from './api/get-rounds';
import { useMyApplications, useOwnCampaigns } from './api/round-applications';
import { ApplyForm } from './components/apply-form';
import { MyApplications } from './components/my-applications';

/** My Campaigns' part on matching rounds: the rounds taking applications, each with the form to
 *  apply a campaign, and the creator's applications with their decisions. Nothing while there is
 *  neither. */
export function CreatorRounds() {
  const t = useT();
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
          {t('Matching rounds')}
        </h2>
        <Link href="/rounds" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          {t('All rounds')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {open.map((round) => (
        <Card key={round.id} className="flex flex-col gap-3 p-5">
          <p className="text-muted-foreground">
            {sentenceParts(t, msg('{round} is taking applications'), {
              round: (
                <Link
                  href={`/rounds/${round.id}`}
                  className="font-medium text-foreground underline underline-offset-2 hover:no-underline"
                >
                  {round.name}
                </Link>
              ),
            })}
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
          <h3 className="text-base font-semibold">{t('Your applications')}</h3>
          <MyApplications applications={mine} />
        </>
      )}
    </section>
  );
}
