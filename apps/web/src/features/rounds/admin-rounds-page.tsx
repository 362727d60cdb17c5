import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { DataTable } from '@/components/data/data-table';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { useSession } from '@/lib/auth/use-session';
import { ErrorSentence } from '@/lib/http/error-text';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { useRound, useRounds } from './api/get-rounds';
import { roundKeys } from './api/round-keys';
import { ApplicationQueue } from './components/application-queue';
import { ExclusionForm } from './components/exclusion-form';
import { PhaseBadge } from './components/phase-badge';
import { PublishCard } from './components/publish-card';
import { RoundExclusions } from './components/round-exclusions';
import { RoundForm } from './components/round-form';
import { RoundSection } from './components/round-section';
import { roundedAmount } from './lib/round-text';

/** The admin area's matching rounds (inside its frame, under /admin): the list, a new round, or
 *  one round's applications, publication, exclusions and settings. Admins create, edit and
 *  publish; moderators decide applications and exclude in the challenge window (decision 136). */
export function AdminRoundsScreen({ roundId }: { roundId?: string }) {
  const isAdmin = useSession().user?.role === 'ADMIN';
  if (roundId === 'new') return <NewRound isAdmin={isAdmin} />;
  if (roundId !== undefined) return <ManageRound id={roundId} isAdmin={isAdmin} />;
  return <RoundList isAdmin={isAdmin} />;
}

function RoundList({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const format = useFormat();
  const rounds = useRounds();
  return (
    <div className="flex flex-col gap-4">
      {isAdmin && (
        <Button asChild className="self-start">
          <Link href="/rounds/new">
            <Plus aria-hidden />
            {t('New round')}
          </Link>
        </Button>
      )}
      {rounds.isPending && <Skeleton className="h-48 rounded-xl" />}
      {rounds.isError && (
        <p className="text-sm text-destructive">
          <ErrorSentence error={rounds.error} />
        </p>
      )}
      {rounds.data?.length === 0 && (
        <p className="rounded-xl border border-dashed py-8 text-center text-sm text-muted-foreground">
          {t('No round yet.')}
        </p>
      )}
      {rounds.data && rounds.data.length > 0 && (
        <DataTable
          label={t('Matching rounds')}
          columns={[
            t('Round'),
            t('Phase'),
            { header: t('Pool'), className: 'text-end' },
            { header: t('Campaigns'), className: 'text-end' },
            t('Gifts count until'),
          ]}
        >
          {rounds.data.map((round) => (
            <TableRow key={round.id}>
              <TableCell className="min-w-48 font-medium">
                <Link href={`/rounds/${round.id}`} className="hover:underline">
                  {round.name}
                </Link>
              </TableCell>
              <TableCell>
                <PhaseBadge phase={round.phase} />
              </TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {roundedAmount(format, round.pool, round.token.symbol)}
              </TableCell>
              <TableCell className="text-end tabular-nums">{format.count(round.acceptedCampaigns)}</TableCell>
              <TableCell className="whitespace-nowrap">{formatUtcMoment(round.donationsCloseAt)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function BackToRounds() {
  const t = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-3 self-start">
      <Link href="/rounds">
        <ArrowLeft aria-hidden />
        {t('All rounds')}
      </Link>
    </Button>
  );
}

function NewRound({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <BackToRounds />
      <h2 className="text-xl font-semibold">{t('New round')}</h2>
      {isAdmin ? (
        <RoundForm onSaved={(round) => navigate(`/rounds/${round.id}`)} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('Only an admin can create a round.')}</p>
      )}
    </div>
  );
}

function ManageRound({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const t = useT();
  const round = useRound(id);
  const queryClient = useQueryClient();
  // A saved edit starts the form again from what the server kept.
  const [saves, setSaves] = useState(0);
  if (round.isPending) return <Skeleton className="h-96 rounded-xl" />;
  if (!round.data) {
    return (
      <div className="flex flex-col gap-4">
        <BackToRounds />
        <p className="text-sm text-destructive">
          <ErrorSentence error={round.error} />
        </p>
      </div>
    );
  }
  const data = round.data;
  const onSaved = (saved: RoundPage) => {
    queryClient.setQueryData(roundKeys.page(saved.id), saved);
    setSaves((count) => count + 1);
  };
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <BackToRounds />
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-semibold break-words">{data.name}</h2>
          <PhaseBadge phase={data.phase} />
        </div>
        <Link
          href={`~/rounds/${data.id}`}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          {t("The round's public page")}
          <ExternalLink className="size-3.5" aria-hidden />
        </Link>
      </div>
      <RoundSection id="admin-round-applications" title={t('Applications')}>
        <ApplicationQueue roundId={data.id} />
      </RoundSection>
      {isAdmin && data.phase === 'counting' && (
        <RoundSection id="admin-round-publish" title={t('Publish the result')}>
          <PublishCard roundId={data.id} />
        </RoundSection>
      )}
      {data.phase === 'challenge' && (
        <RoundSection id="admin-round-exclude" title={t('Exclude a donor or a campaign')}>
          <ExclusionForm round={data} />
        </RoundSection>
      )}
      {data.exclusions.length > 0 && (
        <RoundSection id="admin-round-exclusions" title={t('Exclusions')}>
          <RoundExclusions round={data} />
        </RoundSection>
      )}
      {isAdmin && data.publication === null && (
        <RoundSection id="admin-round-settings" title={t('Settings')}>
          <RoundForm key={saves} round={data} onSaved={onSaved} />
        </RoundSection>
      )}
    </div>
  );
}
