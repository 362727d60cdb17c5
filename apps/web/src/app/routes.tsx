import { PAGE_PATHS } from '@crowdvault/shared/page-paths';
import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { ConnectWalletPrompt } from '@/components/layout/connect-wallet-prompt';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { PageLoader } from '@/components/layout/page-loader';
import { ProtectedRoute } from '@/lib/auth/protected-route';
import { markPageReady } from '@/lib/hydration';
import { withTexts } from '@/lib/i18n/i18n';
import { lazy, whenPartsLoaded } from '@/lib/lazy';

// Every page is its own chunk, so a visitor of one public page downloads only that page, and its
// texts come in its group's (withTexts; decision 140): a visitor downloads only their own pages' texts.
const HomePage = lazy(
  withTexts('home', () => import('@/features/home/home-page').then((m) => ({ default: m.HomePage }))),
  '@/features/home/home-page#HomePage',
);
const DiscoverPage = lazy(
  withTexts('home', () =>
    import('@/features/discover/discover-page').then((m) => ({ default: m.DiscoverPage })),
  ),
  '@/features/discover/discover-page#DiscoverPage',
);
const CampaignDetailPage = lazy(
  withTexts('campaign', () =>
    import('./pages/campaign-detail-page').then((m) => ({ default: m.CampaignDetailPage })),
  ),
  '@/app/pages/campaign-detail-page#CampaignDetailPage',
);
const CreateCampaignPage = lazy(
  withTexts('dashboard', () =>
    import('@/features/create-campaign/create-campaign-page').then((m) => ({
      default: m.CreateCampaignPage,
    })),
  ),
  '@/features/create-campaign/create-campaign-page#CreateCampaignPage',
);
const DashboardPage = lazy(
  withTexts('dashboard', () => import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  '@/app/pages/dashboard-page#DashboardPage',
);
const AdminArea = lazy(
  withTexts('admin', () => import('./pages/admin-area').then((m) => ({ default: m.AdminArea }))),
  '@/app/pages/admin-area#AdminArea',
);
const ConnectPage = lazy(
  withTexts('dashboard', () =>
    import('@/features/connect/connect-page').then((m) => ({ default: m.ConnectPage })),
  ),
  '@/features/connect/connect-page#ConnectPage',
);
const AboutPage = lazy(
  withTexts('about', () =>
    import('@/features/static-pages/about-page').then((m) => ({ default: m.AboutPage })),
  ),
  '@/features/static-pages/about-page#AboutPage',
);
const HowItWorksPage = lazy(
  withTexts('guide', () =>
    import('@/features/static-pages/how-it-works-page').then((m) => ({ default: m.HowItWorksPage })),
  ),
  '@/features/static-pages/how-it-works-page#HowItWorksPage',
);
const FaqPage = lazy(
  withTexts('faq', () => import('@/features/static-pages/faq-page').then((m) => ({ default: m.FaqPage }))),
  '@/features/static-pages/faq-page#FaqPage',
);
const TokenPage = lazy(
  withTexts('token', () =>
    import('@/features/static-pages/token-page').then((m) => ({ default: m.TokenPage })),
  ),
  '@/features/static-pages/token-page#TokenPage',
);
const WhitepaperPage = lazy(
  withTexts('whitepaper', () =>
    import('@/features/static-pages/whitepaper-page').then((m) => ({ default: m.WhitepaperPage })),
  ),
  '@/features/static-pages/whitepaper-page#WhitepaperPage',
);
const TermsPage = lazy(
  withTexts('legal', () =>
    import('@/features/static-pages/terms-page').then((m) => ({ default: m.TermsPage })),
  ),
  '@/features/static-pages/terms-page#TermsPage',
);
const TransparencyPage = lazy(
  withTexts('pages', () =>
    import('@/features/transparency/transparency-page').then((m) => ({ default: m.TransparencyPage })),
  ),
  '@/features/transparency/transparency-page#TransparencyPage',
);
const CampaignLedgerPage = lazy(
  withTexts('pages', () =>
    import('@/features/transparency/campaign-ledger-page').then((m) => ({ default: m.CampaignLedgerPage })),
  ),
  '@/features/transparency/campaign-ledger-page#CampaignLedgerPage',
);
const RoundsPage = lazy(
  withTexts('rounds', () => import('@/features/rounds/rounds-page').then((m) => ({ default: m.RoundsPage }))),
  '@/features/rounds/rounds-page#RoundsPage',
);
const RoundPage = lazy(
  withTexts('rounds', () => import('@/features/rounds/round-page').then((m) => ({ default: m.RoundPage }))),
  '@/features/rounds/round-page#RoundPage',
);
const ReceiptPage = lazy(
  withTexts('pages', () =>
    import('@/features/receipts/receipt-page').then((m) => ({ default: m.ReceiptPage })),
  ),
  '@/features/receipts/receipt-page#ReceiptPage',
);
const VerifyEmailPage = lazy(
  withTexts('pages', () =>
    import('@/features/email/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
  ),
  '@/features/email/verify-email-page#VerifyEmailPage',
);
const UnsubscribePage = lazy(
  withTexts('pages', () =>
    import('@/features/email/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
  ),
  '@/features/email/unsubscribe-page#UnsubscribePage',
);
const DevMailboxPage = lazy(
  withTexts('pages', () =>
    import('@/features/email/dev-mailbox-page').then((m) => ({ default: m.DevMailboxPage })),
  ),
  '@/features/email/dev-mailbox-page#DevMailboxPage',
);
const PledgeCancelPage = lazy(
  withTexts('pages', () =>
    import('@/features/pledges/pledge-cancel-page').then((m) => ({ default: m.PledgeCancelPage })),
  ),
  '@/features/pledges/pledge-cancel-page#PledgeCancelPage',
);
const PrivacyPage = lazy(
  withTexts('legal', () =>
    import('@/features/static-pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
  ),
  '@/features/static-pages/privacy-page#PrivacyPage',
);

/** Marks the document once the page's content has committed in the browser: for a page the server
 *  rendered (decision 055), once React has hydrated it and its controls answer. Browser tests wait
 *  for it before they type or click. */
function PageReady() {
  // Once no lazy part's chunk is loading: Preact, unlike React, commits a page whose lazy parts
  // are still on their way (lib/lazy.ts).
  useEffect(() => whenPartsLoaded(markPageReady), []);
  return null;
}

/** The admin area nests its own routes under this base (PAGE_PATHS.admin without its wildcard). */
const ADMIN_BASE = PAGE_PATHS.admin.slice(0, -'/*?'.length);

/** The route table of SPEC.md §2, at the paths of the shared PAGE_PATHS, which the server answers
 *  200 for (every page there, and no other, must be drawn here). Order matters: the first match
 *  wins. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path={PAGE_PATHS.home} component={HomePage} />
        <Route path={PAGE_PATHS.discover} component={DiscoverPage} />
        <Route path={PAGE_PATHS.campaigns} component={DiscoverPage} />
        <Route path={PAGE_PATHS.create} component={CreateCampaignPage} />
        <Route path={PAGE_PATHS.createCampaign} component={CreateCampaignPage} />
        <Route path={PAGE_PATHS.campaignsCreate} component={CreateCampaignPage} />
        <Route path={PAGE_PATHS.campaignLedger}>{(params) => <CampaignLedgerPage id={params.id} />}</Route>
        <Route path={PAGE_PATHS.campaign}>{(params) => <CampaignDetailPage id={params.id} />}</Route>
        <Route path={PAGE_PATHS.campaignsAlias}>{(params) => <CampaignDetailPage id={params.id} />}</Route>
        <Route path={PAGE_PATHS.dashboard}>
          {(params) => (
            <ProtectedRoute signedOut={<ConnectWalletPrompt />}>
              <DashboardPage rest={params['*']} />
            </ProtectedRoute>
          )}
        </Route>
        <Route path={PAGE_PATHS.transparency} component={TransparencyPage} />
        <Route path={PAGE_PATHS.rounds} component={RoundsPage} />
        <Route path={PAGE_PATHS.round}>{(params) => <RoundPage id={params.id} />}</Route>
        <Route path={PAGE_PATHS.receipt}>
          {(params) => (
            <ReceiptPage chainId={params.chainId} txHash={params.txHash} logIndex={params.logIndex} />
          )}
        </Route>
        <Route path={PAGE_PATHS.verifyEmail} component={VerifyEmailPage} />
        <Route path={PAGE_PATHS.unsubscribe} component={UnsubscribePage} />
        <Route path={PAGE_PATHS.devMailbox} component={DevMailboxPage} />
        <Route path={PAGE_PATHS.pledgeCancel}>{(params) => <PledgeCancelPage id={params.id} />}</Route>
        <Route path={PAGE_PATHS.about} component={AboutPage} />
        <Route path={PAGE_PATHS.howItWorks} component={HowItWorksPage} />
        <Route path={PAGE_PATHS.faq} component={FaqPage} />
        <Route path={PAGE_PATHS.token} component={TokenPage} />
        <Route path={PAGE_PATHS.whitepaper} component={WhitepaperPage} />
        <Route path={PAGE_PATHS.terms} component={TermsPage} />
        <Route path={PAGE_PATHS.privacy} component={PrivacyPage} />
        <Route path={ADMIN_BASE} nest>
          <AdminArea />
        </Route>
        <Route path={PAGE_PATHS.connect} component={ConnectPage} />
        <Route component={NotFoundPage} />
      </Switch>
      <PageReady />
    </Suspense>
  );
}
