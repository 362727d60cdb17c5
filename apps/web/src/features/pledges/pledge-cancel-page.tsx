import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { shortenAddress } from '@crowdvault/shared/format';
import { cadenceWord } from '@crowdvault/shared/pledge-words';
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
import { usePageHead } from '@/lib/page-meta';
import { cancellationQueryKey, postCancel, useCancellation } from './api/pledges';
import { PledgeItem } from './components/pledge-item';
import { pledgeErrorText } from './lib/pledge-error';
import { isRunning } from './lib/pledge-status';

const LINK_PROBLEM = {
  expired: 'This link has expired.',
  invalid: 'This link is not valid.',
} as const;

/**
 * `/pledges/{id}/cancel?t=`: where the bell's and the mails' cancel links lead (decision 107). No
 * sign-in: it shows the pledge, and with a valid link one press cancels it, with no wallet (the
 * cancellation the donor signed with the pledge is relayed, without gas). A GET never cancels
 * (mail scanners open links). Without a valid link the pledge's own wallet can still sign it.
 */
export function PledgeCancelPage({ id }: { id: string }) {
  const token = new URLSearchParams(useSearch()).get('t');
  const cancellation = useCancellation(id, token);
  // Before the pledge is read its period is unknown: 'recurring' until then (decision 109).
  const loaded = cancellation.data?.pledge;
  usePageHead({
    title: loaded ? `Cancel your ${cadenceWord(loaded.cadence)} gift` : 'Cancel a recurring gift',
    noindex: true,
  });
  const { nameOf } = useChains();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (cancellation.isPending) {
    return (
      <div className="container-page max-w-xl py-12">
        <Skeleton className="h-64" role="status" aria-label="Loading" />
      </div>
    );
  }
  if (!cancellation.data) {
    const missing = isApiError(cancellation.error) && cancellation.error.status === 404;
    return (
      <div className="container-page py-16">
        <h1 className="sr-only">Cancel a recurring gift</h1>
        <EmptyState
          icon={SearchX}
          title={missing ? 'Recurring gift not found' : 'This recurring gift could not be loaded'}
          description={
            missing ? 'Check that the whole link was opened.' : 'Please check your connection and try again.'
          }
          action={
            missing ? (
              <Button asChild variant="outline">
                <Link href="/dashboard/donations">My Donations</Link>
              </Button>
            ) : (
              <Button onClick={() => void cancellation.refetch()}>Try again</Button>
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
        <h1 className="sr-only">Cancel a recurring gift</h1>
        <EmptyState
          icon={CalendarX}
          title={link === 'invalid' ? LINK_PROBLEM.invalid : 'Open this page from your cancel link.'}
          description="Open the link in your latest notice or e-mail, or sign in with the wallet that made the gift and cancel it in My Donations."
          action={
            <Button asChild variant="outline">
              <Link href="/dashboard/donations">My Donations</Link>
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
            {running
              ? `Cancel your ${cadenceWord(pledge.cadence)} gift`
              : `Your ${cadenceWord(pledge.cadence)} gift`}
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
            From wallet <span className="font-mono">{shortenAddress(pledge.terms.donor)}</span>.
          </p>
          {oneClick && (
            <div className="flex flex-col gap-2">
              <Button variant="destructive" size="lg" disabled={pending} onClick={() => void cancelByLink()}>
                {pending && <Loader2 className="animate-spin" aria-hidden />}
                {pending ? 'Cancelling...' : `Cancel ${cadenceWord(pledge.cadence)} gift`}
              </Button>
              <p className="text-xs text-muted-foreground">
                One click: no wallet, no sign-in and no gas. Nothing is collected after you cancel, and it is
                cancelled on chain too.
              </p>
            </div>
          )}
          {running && link && link !== 'valid' && (
            <p className="text-sm" role="alert">
              {LINK_PROBLEM[link]} Open the link in your latest notice or e-mail, or cancel with the wallet
              that made this gift.
            </p>
          )}
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          {!running && pledge.status === 'cancelled' && (
            <p className="text-sm" role="status">
              This gift is cancelled: nothing more is collected. Thank you for what you gave.
            </p>
          )}
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <Button asChild variant="outline" size="sm">
              <Link href={`/campaign/${pledge.campaignId}`}>See the campaign</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link href="/dashboard/donations">My Donations</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
