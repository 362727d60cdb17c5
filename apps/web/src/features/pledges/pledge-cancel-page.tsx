import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { shortenAddress } from '@crowdvault/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarX, Loader2, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useChains } from '@/lib/config/chains';
import { isApiError } from '@/lib/http/api-error';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { usePageHead } from '@/lib/page-meta';
import { cancellationQueryKey, postCancel, useCancellation } from './api/pledges';
import { PledgeItem } from './components/pledge-item';
import { pledgeErrorText } from './lib/pledge-error';
import { isRunning } from './lib/pledge-status';

const LINK_PROBLEM = {
  expired: msg('This link has expired.'),
  invalid: msg('This link is not valid.'),
} as const;

/**
 * `/pledges/{id}/cancel?t=`: where the bell's and the mails' cancel links lead (decision 107). No
 * sign-in: it shows the pledge, and with a valid link one press cancels it, with no wallet (the
 * cancellation the donor signed with the pledge is relayed, without gas). A GET never cancels
 * (mail scanners open links). Without a valid link the pledge's own wallet can still sign it.
 */
export function PledgeCancelPage({ id }: { id: string }) {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('t');
  const cancellation = useCancellation(id, token);
  // Before the pledge is read its period is unknown: 'recurring' until then (decision 109).
  const loaded = cancellation.data?.pledge;
  usePageHead({
    title: !loaded
      ? t('Cancel a recurring gift')
      : loaded.cadence === 'weekly'
        ? t('Cancel your weekly gift')
        : t('Cancel your monthly gift'),
    noindex: true,
  });
  const { nameOf } = useChains();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (cancellation.isPending) {
    return (
      <div className="container-page max-w-xl py-12">
        <Skeleton className="h-64" role="status" aria-label={t('Loading')} />
      </div>
    );
  }
  if (!cancellation.data) {
    const missing = isApiError(cancellation.error) && cancellation.error.status === 404;
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">{t('Cancel a recurring gift')}</h1>
        <EmptyState
          icon={SearchX}
          title={missing ? t('Recurring gift not found') : t('This recurring gift could not be loaded')}
          description={
            missing
              ? t('Check that the whole link was opened.')
              : t('Please check your connection and try again.')
          }
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link href="/dashboard/donations">{t('My Donations')}</Link>
              </Button>
            ) : (
              <Button onClick={() => void cancellation.refetch()}>{t('Try again')}</Button>
            )
          }
        />
      </div>
    );
  }

  const { pledge, link } = cancellation.data;
  if (!pledge) {
    // Shown only with a link made for this pledge or to its signed-in donor (decision 115).
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">{t('Cancel a recurring gift')}</h1>
        <EmptyState
          icon={CalendarX}
          title={link === 'invalid' ? t(LINK_PROBLEM.invalid) : t('Open this page from your cancel link.')}
          description={t(
            'Open the link in your latest notice or e-mail, or sign in with the wallet that made the gift and cancel it in My Donations.',
          )}
          action={
            <Button asChild variant="outline">
              <Link href="/dashboard/donations">{t('My Donations')}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const running = isRunning(pledge);
  const oneClick = running && link === 'valid';
  const show = (next: PledgeView) =>
    queryClient.setQueryData(cancellationQueryKey(id, token), { ...cancellation.data, pledge: next });
  const cancelByLink = async () => {
    if (!token) return;
    setPending(true);
    setError(null);
    try {
      show(await postCancel(pledge.pledgeId, { token }));
    } catch (failure) {
      setError(pledgeErrorText(failure));
      void cancellation.refetch();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="container-page max-w-xl py-12">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold leading-tight">
            <CalendarX className="size-5 text-primary" aria-hidden />
            {pledge.cadence === 'weekly'
              ? running
                ? t('Cancel your weekly gift')
                : t('Your weekly gift')
              : running
                ? t('Cancel your monthly gift')
                : t('Your monthly gift')}
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <PledgeItem
            key={pledge.status}
            pledge={pledge}
            networkName={nameOf(pledge.chainId)}
            cancellable={running && !oneClick}
          />
          <p className="text-xs text-muted-foreground">
            {sentenceParts(t, msg('From wallet {wallet}.'), {
              wallet: <span className="font-mono">{shortenAddress(pledge.terms.donor)}</span>,
            })}
          </p>
          {oneClick && (
            <div className="flex flex-col gap-2">
              <Button variant="destructive" size="lg" disabled={pending} onClick={() => void cancelByLink()}>
                {pending && <Loader2 className="animate-spin" aria-hidden />}
                {pending
                  ? t('Cancelling...')
                  : pledge.cadence === 'weekly'
                    ? t('Cancel weekly gift')
                    : t('Cancel monthly gift')}
              </Button>
              <p className="text-xs text-muted-foreground">
                {t(
                  'One click: no wallet, no sign-in and no gas. Nothing is collected after you cancel, and it is cancelled on chain too.',
                )}
              </p>
            </div>
          )}
          {running && link && link !== 'valid' && (
            <p className="text-sm" role="alert">
              {t(LINK_PROBLEM[link])}{' '}
              {t(
                'Open the link in your latest notice or e-mail, or cancel with the wallet that made this gift.',
              )}
            </p>
          )}
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          {!running && pledge.status === 'cancelled' && (
            <p className="text-sm" role="status">
              {t('This gift is cancelled: nothing more is collected. Thank you for what you gave.')}
            </p>
          )}
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <Button asChild variant="outline" size="sm">
              <Link href={`/campaign/${pledge.campaignId}`}>{t('See the campaign')}</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link href="/dashboard/donations">{t('My Donations')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
