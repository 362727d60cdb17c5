import { ArrowLeft, SearchX } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { isNotFoundError } from '@/lib/http/api-error';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import { usePageHead } from '@/lib/page-meta';
import { useRound } from './api/get-rounds';
import { ExcludedGiftsTable } from './components/excluded-gifts-table';
import { PhaseBadge } from './components/phase-badge';
import { PoolSection } from './components/pool-section';
import { RecomputeSection } from './components/recompute-section';
import { RoundCampaignsTable } from './components/round-campaigns-table';
import { RoundExclusions } from './components/round-exclusions';
import { RoundFigures } from './components/round-figures';
import { RoundRules } from './components/round-rules';
import { RoundSection } from './components/round-section';
import { PHASE_SENTENCES } from './lib/round-page-text';
import { roundedAmount } from './lib/round-text';

// A signed-in creator's application form: never part of a visitor's page.
const ApplyPanel = lazy(
  () => import('./components/apply-panel').then((m) => ({ default: m.ApplyPanel })),
  '@/features/rounds/components/apply-panel#ApplyPanel',
);

/** `/rounds/:id`: a round's pool, calendar and rules, its campaigns with their estimated match
 *  while it runs; once published, the result with each campaign's challenge status, every gift that
 *  did not count and why, the moderators' exclusions, and the file to recompute it with. */
export function RoundPage({ id }: { id: string }) {
  const { data: round, isPending, error, refetch } = useRound(id);
  const session = useSession();
  const t = useT();
  const format = useFormat();
  const notFound = isNotFoundError(error);
  usePageHead(
    round
      ? {
          title: round.name,
          description: t(
            'Matching round on CrowdVault: a pool of {pool} shared among {campaigns, plural, one {# campaign} other {# campaigns}} by how many people give.',
            {
              pool: roundedAmount(format, round.pool, round.token.symbol),
              campaigns: round.campaigns.length,
            },
          ),
          breadcrumbs: [
            { name: t('Matching rounds'), path: '/rounds' },
            { name: round.name, path: `/rounds/${round.id}` },
          ],
        }
      : notFound
        ? { title: t('Round not found'), description: t('No matching round has this link.'), status: 404 }
        : { title: t('Matching round') },
  );
  if (isPending) {
    return (
      <div className="container-page flex min-h-dvh flex-col gap-6 py-8 sm:py-12" role="status">
        <span className="sr-only">{t('Loading...')}</span>
        <Skeleton className="h-10 w-72 max-w-full" />
        <Skeleton className="h-5 w-96 max-w-full" />
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {['pool', 'matched', 'campaigns', 'cap'].map((key) => (
            <Skeleton key={key} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  if (!round) {
    return (
      <div className="container-page py-16">
        <EmptyState
          icon={SearchX}
          headingLevel="h2"
          title={notFound ? t('Round not found') : t('The round could not be loaded')}
          description={
            notFound
              ? t('No matching round has this link.')
              : t('Please check your connection and try again.')
          }
          action={
            notFound ? (
              <Button asChild>
                <Link href="/rounds">{t('All matching rounds')}</Link>
              </Button>
            ) : (
              <Button onClick={() => refetch()}>{t('Try again')}</Button>
            )
          }
        />
      </div>
    );
  }
  const published = round.publication;
  return (
    <div className="container-page flex min-h-dvh flex-col gap-8 py-8 sm:py-12">
      <div className="flex flex-col gap-3">
        <Button asChild variant="ghost" size="sm" className="-ms-3 self-start">
          <Link href="/rounds">
            <ArrowLeft aria-hidden />
            {t('All matching rounds')}
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <PhaseBadge phase={round.phase} />
          <span className="text-sm text-muted-foreground">
            {t('{token} on {network}', { token: round.token.symbol, network: round.chainName })}
          </span>
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{round.name}</h1>
        <p className="max-w-3xl break-words whitespace-pre-line text-muted-foreground">{round.description}</p>
        <p className="max-w-3xl text-sm font-medium">{t(PHASE_SENTENCES[round.phase])}</p>
      </div>
      <RoundFigures round={round} />
      <p className="-mt-4 text-xs text-muted-foreground">
        {round.poolSource === 'admin'
          ? t('The pool is the figure the round’s admin set: this round has no pool contract.')
          : round.publication
            ? t(
                'The pool is the pool contract’s balance when the donation window closed, read from the chain.',
              )
            : t(
                'The pool is the sponsor’s expected figure until the donation window closes; the result shares the pool contract’s balance at that moment, read from the chain.',
              )}
      </p>
      {session.status === 'signed-in' && round.applicationsOpen && (
        <Suspense fallback={null}>
          <ApplyPanel round={round} />
        </Suspense>
      )}
      <RoundSection
        id="round-campaigns-heading"
        title={published ? t('Result') : t('Campaigns and estimated matches')}
        intro={
          published
            ? t(
                "Version {version} of the result. Each campaign's match counts every donor once, by the sum of their gifts.",
                { version: published.version },
              )
            : round.estimate
              ? t(
                  'Computed by the same engine as the final result, over the {gifts, plural, one {# gift} other {# gifts}} recorded so far. Gifts still to come move every figure.',
                  { gifts: round.estimate.gifts },
                )
              : t('The estimate appears once a campaign is accepted.')
        }
      >
        <RoundCampaignsTable round={round} />
      </RoundSection>
      {published && (
        <RoundSection
          id="round-excluded-heading"
          title={t('Gifts that did not count')}
          intro={t('Every gift of the window that the result leaves out, with the reason.')}
        >
          <ExcludedGiftsTable round={round} />
        </RoundSection>
      )}
      {round.exclusions.length > 0 && (
        <RoundSection
          id="round-exclusions-heading"
          title={t('Excluded by moderators')}
          intro={t('Each exclusion recomputed the result and published it as a new version.')}
        >
          <RoundExclusions round={round} />
        </RoundSection>
      )}
      {round.poolAddress && (
        <RoundSection
          id="round-pool-heading"
          title={round.payout ? t('Pool and payout') : t('Fund the pool')}
          intro={
            round.payout
              ? t(
                  'Anyone can push the payout; each campaign’s match is paid once, and never more than the pool holds.',
                )
              : undefined
          }
        >
          <PoolSection round={round} />
        </RoundSection>
      )}
      {published && (
        <RoundSection id="round-recompute-heading" title={t('Recompute the result')}>
          <RecomputeSection roundId={round.id} publication={published} />
        </RoundSection>
      )}
      <RoundSection id="round-rules-heading" title={t('Calendar and rules')}>
        <RoundRules round={round} />
      </RoundSection>
    </div>
  );
}
