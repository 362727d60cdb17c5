/**
 * Every page of the web app, in wouter's pattern syntax (`:param` is one segment, a trailing `/*?`
 * anything below or nothing). One table for two readers: the web app's router draws each page at
 * its path, and the server answers 200 for a path here and 404 for any other (issue 39: a hand-kept
 * second list on the server drifted and sent every verification mail's link to a 404).
 */
export const PAGE_PATHS = {
  home: '/',
  discover: '/discover',
  campaigns: '/campaigns',
  create: '/create',
  createCampaign: '/create-campaign',
  campaignsCreate: '/campaigns/create',
  campaignLedger: '/campaign/:id/ledger',
  campaign: '/campaign/:id',
  campaignsAlias: '/campaigns/:id',
  dashboard: '/dashboard/*?',
  transparency: '/transparency',
  rounds: '/rounds',
  round: '/rounds/:id',
  receipt: '/receipt/:chainId/:txHash/:logIndex',
  verifyEmail: '/verify-email',
  unsubscribe: '/email/unsubscribe',
  devMailbox: '/dev/mailbox',
  pledgeCancel: '/pledges/:id/cancel',
  about: '/about',
  howItWorks: '/how-it-works',
  faq: '/faq',
  token: '/token',
  whitepaper: '/whitepaper',
  terms: '/terms',
  privacy: '/privacy',
  admin: '/admin/*?',
  connect: '/connect',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

function patternOf(path: string): RegExp {
  const wildcard = path.endsWith('/*?');
  const base = wildcard ? path.slice(0, -3) : path;
  const body = base
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`),
    )
    .join('/');
  return new RegExp(`^${body}${wildcard ? '(?:/.*)?' : ''}$`);
}

const PATTERNS = Object.values(PAGE_PATHS).map(patternOf);

/** Whether the web app has a page at this URL (its query and trailing slashes aside). */
export function isPagePath(url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  return PATTERNS.some((pattern) => pattern.test(path));
}
