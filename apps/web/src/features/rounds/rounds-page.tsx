import type { RoundSummary } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { Sprout } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';
import { useRounds } from './api/get-rounds';
import { PhaseBadge } from './components/phase-badge';
import { roundedAmount } from './lib/round-text';

const DESCRIPTION = msg(
  "A sponsor's pool multiplies gifts to the campaigns of a round. The pool is shared by how many people give, not how much: ten gifts of 1 move more matching than one gift of 10.",
);

/** At most this many characters of a round's description on its card. */
const PREVIEW = 180;

/** `/rounds`: every matching round, the latest donation window first. */
export function RoundsPage() {
  const t = useT();
  usePageHead({
    title: t('Matching rounds'),
    description: t(DESCRIPTION),
    breadcrumbs: [{ name: t('Matching rounds'), path: '/rounds' }],
  });
  const { data: rounds, isPending, isError, refetch } = useRounds();
  return (
    <div className="container-page flex min-h-dvh flex-col gap-8 py-8 sm:py-12">
      <PageHeader title={t('Matching rounds')} subtitle={t(DESCRIPTION)} />
      {isPending && (
        <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label={t('Loading rounds')}>
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      )}
      {isError && (
        <EmptyState
          title={t('The rounds could not be loaded')}
          description={t('Please check your connection and try again.')}
          action={
            <Button variant="outline" onClick={() => refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      )}
      {rounds?.length === 0 && (
        <EmptyState
          icon={Sprout}
          title={t('No matching rounds yet')}
          description={t(
            'When a sponsor opens a round, its campaigns and their estimated matches appear here.',
          )}
        />
      )}
      {rounds && rounds.length > 0 && (
        <ul className="grid gap-4 lg:grid-cols-2">
          {rounds.map((round) => (
            <li key={round.id} className="flex">
              <RoundCard round={round} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RoundCard({ round }: { round: RoundSummary }) {
  const t = useT();
  const format = useFormat();
  const preview =
    round.description.length > PREVIEW
      ? `${round.description.slice(0, PREVIEW).trimEnd()}…`
      : round.description;
  return (
    <Card className="flex w-full flex-col gap-4 p-5" data-testid="round-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg leading-snug font-semibold break-words">
          <Link href={`/rounds/${round.id}`} className="hover:underline">
            {round.name}
          </Link>
        </h2>
        <PhaseBadge phase={round.phase} />
      </div>
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{preview}</p>
      <dl className="mt-auto grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('Pool')}</dt>
          <dd className="font-semibold tabular-nums">
            {roundedAmount(format, round.pool, round.token.symbol)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('Campaigns')}</dt>
          <dd className="font-semibold tabular-nums">{format.count(round.acceptedCampaigns)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-muted-foreground">{t('Gifts count until')}</dt>
          <dd className="font-semibold tabular-nums">{formatUtcMoment(round.donationsCloseAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}
