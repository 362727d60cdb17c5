import { campaignCardImage, campaignHead } from '@crowdvault/shared/campaign-head';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { CampaignHeading } from '@/features/campaign-detail/components/campaign-heading';
import { CampaignMedia } from '@/features/campaign-detail/components/campaign-media';
import { CampaignTabs } from '@/features/campaign-detail/components/campaign-tabs';
import { CreatorCard } from '@/features/campaign-detail/components/creator-card';
import { ProgressCard } from '@/features/campaign-detail/components/progress-card';
import { WalletCard } from '@/features/campaign-detail/components/wallet-card';
import { DonateBar } from '@/features/donations/components/donate-bar';
import { DonationsListSkeleton } from '@/features/donations/components/donations-list-skeleton';
import { WalletDonationPanel } from '@/features/donations/components/wallet-donation-panel';
import { donationAvailability } from '@/features/donations/lib/donation-availability';
import { useCampaignEvents } from '@/features/donations/use-campaign-events';
import { useRefreshFollowing } from '@/features/notifications/api/follow';
import { FollowButton } from '@/features/notifications/components/follow-button';
import { ReportButton } from '@/features/reports/components/report-button';
import { useCampaignRounds } from '@/features/rounds/api/get-campaign-rounds';
import { useSession } from '@/lib/auth/use-session';
import { useCampaign } from '@/lib/campaigns/get-campaign';
import { configQueryOptions } from '@/lib/config/app-config';
import { defaultChainId } from '@/lib/config/chains';
import { isApiError } from '@/lib/http/api-error';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { HydrateApart, lazy } from '@/lib/lazy';
import { usePageHead } from '@/lib/page-meta';
import { useWalletChainId } from '@/lib/wallet/wallet-chain';

// The loading skeleton is only seen when the browser renders the page (a server-rendered visit
// has its data): its code loads then (issue 28, decision 089).
const CampaignDetailSkeleton = lazy(
  () =>
    import('@/features/campaign-detail/components/campaign-detail-skeleton').then((m) => ({
      default: m.CampaignDetailSkeleton,
    })),
  '@/features/campaign-detail/components/campaign-detail-skeleton#CampaignDetailSkeleton',
);

// The ledger tab loads its code only when opened, so the campaign page does not grow. The page's
// parts that only some readers see (the other tabs, monthly giving, a refund, a round) bring their
// texts with them (the campaign-parts group, decision 140).
const CampaignLedgerSection = lazy(
  withTexts('campaign-parts', () =>
    import('@/features/transparency/campaign-ledger-section').then((m) => ({
      default: m.CampaignLedgerSection,
    })),
  ),
  '@/features/transparency/campaign-ledger-section#CampaignLedgerSection',
);

// The Donations tab's list loads when the tab is opened: a visitor who reads the story does not
// download it (issue 28, decision 089).
const DonationsList = lazy(
  withTexts('campaign-parts', () =>
    import('@/features/donations/components/donations-list').then((m) => ({ default: m.DonationsList })),
  ),
  '@/features/donations/components/donations-list#DonationsList',
);

// The Updates tab, with the owner's post and edit dialogs, loads only when opened.
const CampaignUpdatesSection = lazy(
  withTexts('campaign-parts', () =>
    import('@/features/campaign-updates/campaign-updates-section').then((m) => ({
      default: m.CampaignUpdatesSection,
    })),
  ),
  '@/features/campaign-updates/campaign-updates-section#CampaignUpdatesSection',
);

const DONATION_PANEL_ID = 'donate';

// Monthly giving (issue 32): the form loads when a donor picks Monthly, the donor's own gifts to
// the campaign only for a signed-in visitor; neither is part of a visitor's first load.
const pledgeParts = withTexts('campaign-parts', () => import('@/features/pledges/campaign-pledge-parts'));
const PledgeForm = lazy(
  () => pledgeParts().then((m) => ({ default: m.PledgeForm })),
  '@/app/pages/campaign-detail-page:pledgeParts#PledgeForm',
);
const CampaignPledges = lazy(
  () => pledgeParts().then((m) => ({ default: m.CampaignPledges })),
  '@/app/pages/campaign-detail-page:pledgeParts#CampaignPledges',
);

// A failed all-or-nothing campaign's refund (the donor's claim, its wallet code later still) loads
// only on such a campaign's page.
const RefundSection = lazy(
  withTexts('campaign-parts', () =>
    import('@/features/refunds/refund-section').then((m) => ({ default: m.RefundSection })),
  ),
  '@/features/refunds/refund-section#RefundSection',
);

// Matching rounds (issue 44): the badge and the donation panel's estimate load only for a
// campaign that is in a round; the page itself carries only the request that says whether it is.
const roundParts = withTexts('campaign-parts', () => import('@/features/rounds/campaign-round-parts'));
const CampaignRoundBadges = lazy(
  () => roundParts().then((m) => ({ default: m.CampaignRoundBadges })),
  '@/features/rounds/campaign-round-parts#CampaignRoundBadges',
);
// "Pay with another token" loads only when a donor opens it (issue 45), with its texts: the swap's
// quote, token list and slippage setting are no part of the campaign page's first load.
const AnotherTokenGift = lazy(
  withTexts('campaign-actions', () =>
    import('@/features/swaps/components/another-token-gift').then((m) => ({ default: m.AnotherTokenGift })),
  ),
  '@/features/swaps/components/another-token-gift#AnotherTokenGift',
);

const RoundEstimateLine = lazy(
  () => roundParts().then((m) => ({ default: m.RoundEstimateLine })),
  '@/features/rounds/campaign-round-parts#RoundEstimateLine',
);

/** A campaign's page: its own view (campaign-detail) around the donation flow (donations), Follow
 *  (notifications) and the Report action (reports), composed here so no feature imports another. */
export function CampaignDetailPage({ id }: { id: string }) {
  const t = useT();
  const { data: campaign, isPending, error, refetch } = useCampaign(id);
  const { data: config } = useQuery(configQueryOptions);
  const walletChainId = useWalletChainId();
  const session = useSession();
  // A recorded donation makes its donor a follower: the Follow button reads it again at once.
  const refreshFollowing = useRefreshFollowing(campaign?.id ?? 0);
  useCampaignEvents(id, campaign?.id);
  // A pushed gift changes these, and the round's figures are asked for again.
  const live = campaign ? `${campaign.raisedAmount}/${campaign.donorCount}` : '';
  const rounds = useCampaignRounds(campaign?.id, live).data?.items ?? [];
  const openRound = rounds.find((round) => round.phase === 'donations');
  // The same head the server writes when it cannot render the page (campaign-pages.ts).
  usePageHead(
    campaign
      ? {
          ...campaignHead(campaign),
          image: {
            ...campaignCardImage(campaign),
            alt: t('{title}: raised of its goal on CrowdVault', { title: campaign.title }),
          },
        }
      : isApiError(error) && error.status === 404
        ? { title: t('Campaign Not Found'), status: 404 }
        : { title: t('Campaign') },
  );

  if (isPending) {
    return (
      <Suspense fallback={null}>
        <CampaignDetailSkeleton />
      </Suspense>
    );
  }
  if (!campaign) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <div className="container-page py-16">
        <EmptyState
          icon={SearchX}
          headingLevel="h2"
          title={notFound ? t('Campaign Not Found') : t('Campaign could not be loaded')}
          description={
            notFound
              ? t("The campaign you're looking for doesn't exist.")
              : t('Please check your connection and try again.')
          }
          action={
            notFound ? (
              <Button asChild>
                <Link href="/discover">{t('Discover Campaigns')}</Link>
              </Button>
            ) : (
              <Button onClick={() => refetch()}>{t('Try again')}</Button>
            )
          }
        />
      </div>
    );
  }

  const isOwner =
    !!session.address && session.address.toLowerCase() === campaign.creator.walletAddress.toLowerCase();
  const allOrNothing = campaign.allOrNothing;
  // An all-or-nothing vault lives on one chain (decision 090); its address elsewhere is unused.
  const vaultChains = (config?.chains ?? []).filter(
    (chain) => !allOrNothing || chain.chainId === allOrNothing.chainId,
  );
  const refund =
    allOrNothing?.state === 'failed' ? (
      <Suspense fallback={null}>
        <RefundSection campaign={campaign} />
      </Suspense>
    ) : null;
  return (
    <div className="container-page py-8 sm:py-12">
      {/* The way back, Follow and Report, the heading, the media, the progress cards, the tabs, the
          donation panel and the cards under it each hydrate in a task of their own after the page's
          frame, so no one task blocks it for all of them (issue 42, decision 133). */}
      <HydrateApart className="mb-4 flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ms-3">
          <Link href="/discover">
            <ArrowLeft aria-hidden />
            {t('All campaigns')}
          </Link>
        </Button>
        <div className="flex items-center gap-1">
          <FollowButton campaignId={campaign.id} isOwner={isOwner} />
          <ReportButton campaign={campaign} />
        </div>
      </HydrateApart>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <HydrateApart>
            <CampaignMedia campaign={campaign} />
          </HydrateApart>
          <HydrateApart>
            <CampaignHeading campaign={campaign} />
          </HydrateApart>
          {rounds.length > 0 && (
            <Suspense fallback={null}>
              <CampaignRoundBadges rounds={rounds} />
            </Suspense>
          )}
          {/* On phones the progress comes before the story; on wide screens it heads the side column. */}
          <HydrateApart className="lg:hidden">
            <ProgressCard campaign={campaign} chains={config?.chains} />
          </HydrateApart>
          {refund && <div className="lg:hidden">{refund}</div>}
          <HydrateApart>
            <CampaignTabs
              campaign={campaign}
              updates={
                <Suspense fallback={null}>
                  <CampaignUpdatesSection campaignId={campaign.id} isOwner={isOwner} />
                </Suspense>
              }
              donations={
                <Suspense fallback={<DonationsListSkeleton />}>
                  <DonationsList campaignId={campaign.id} />
                </Suspense>
              }
              ledger={
                <Suspense fallback={null}>
                  <CampaignLedgerSection campaignId={campaign.id} />
                </Suspense>
              }
            />
          </HydrateApart>
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('Campaign funding')}>
          <HydrateApart className="hidden lg:block">
            <ProgressCard campaign={campaign} chains={config?.chains} />
          </HydrateApart>
          {refund && <div className="hidden lg:block">{refund}</div>}
          <div id={DONATION_PANEL_ID} className="scroll-mt-20">
            <HydrateApart>
              <WalletDonationPanel
                campaign={campaign}
                refreshFollowing={refreshFollowing}
                monthly={PledgeForm}
                anotherToken={AnotherTokenGift}
                matching={
                  openRound &&
                  ((gift) => (
                    <Suspense fallback={null}>
                      <RoundEstimateLine round={openRound} campaignId={campaign.id} live={live} {...gift} />
                    </Suspense>
                  ))
                }
              />
            </HydrateApart>
          </div>
          {session.status === 'signed-in' && (
            <Suspense fallback={null}>
              <CampaignPledges campaignId={campaign.id} />
            </Suspense>
          )}
          <HydrateApart className="contents">
            <WalletCard
              address={campaign.walletAddress}
              chains={vaultChains}
              allOrNothing={Boolean(allOrNothing)}
              vaultOwnedByOther={(campaign.vaultOwners ?? []).length > 0}
              isOwner={isOwner}
              awaitingApproval={!campaign.isApproved}
              rejected={campaign.moderation?.approval === 'rejected'}
              closed={campaign.isApproved && !donationAvailability(campaign).open}
              payment={
                config && !allOrNothing && donationAvailability(campaign).open
                  ? {
                      chains: config.chains,
                      defaultChainId: defaultChainId(config, walletChainId),
                      currency: campaign.currency,
                    }
                  : null
              }
            />
            <CreatorCard creator={campaign.creator} vaultOwners={campaign.vaultOwners} />
          </HydrateApart>
        </aside>
      </div>
      {donationAvailability(campaign).open && <DonateBar panelId={DONATION_PANEL_ID} />}
    </div>
  );
}
