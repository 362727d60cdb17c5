import { Link } from 'wouter';
import { msg, useT } from '@/lib/i18n/i18n';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';

interface FooterLink {
  label: string;
  href: string;
}

const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: msg('Platform'),
    links: [
      { label: msg('Discover'), href: '/discover' },
      { label: msg('Start a campaign'), href: '/create' },
      { label: msg('How it works'), href: '/how-it-works' },
      { label: msg('Matching rounds'), href: '/rounds' },
      { label: msg('Success Stories'), href: '/discover?status=completed' },
    ],
  },
  {
    title: msg('Resources'),
    links: [
      { label: msg('FAQ'), href: '/faq' },
      { label: msg('Whitepaper'), href: '/whitepaper' },
      // Where each goes is what it says: the API reference (OpenAPI) for Documentation, the
      // whitepaper's security features for Security (issue 27).
      { label: msg('Documentation'), href: '/api/docs' },
      { label: msg('Smart Contracts'), href: '/whitepaper#technology' },
      { label: msg('Security'), href: '/whitepaper#security' },
    ],
  },
  {
    title: msg('Community'),
    links: [
      // Only pages that exist: no DAO, forum or social accounts exist to link to (decision 119).
      { label: msg('Token'), href: '/token' },
      { label: msg('Campaign rules'), href: '/terms#creators' },
    ],
  },
  {
    title: msg('Company'),
    links: [
      { label: msg('About'), href: '/about' },
      { label: msg('Terms of Service'), href: '/terms' },
      { label: msg('Privacy Policy'), href: '/privacy' },
    ],
  },
];

function FooterLinkItem({ link }: { link: FooterLink }) {
  const t = useT();
  const className = 'rounded text-sm text-muted-foreground transition-colors hover:text-foreground';
  // The API's pages are the server's, not the app's: a full page load, not a client route.
  if (link.href.startsWith('/api/')) {
    return (
      <a href={link.href} className={className}>
        {t(link.label)}
      </a>
    );
  }
  return (
    <Link href={link.href} className={className}>
      {t(link.label)}
    </Link>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const t = useT();
  return (
    <footer className="border-t bg-muted/40">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 sm:grid-cols-4 lg:grid-cols-[1.5fr_repeat(4,1fr)] lg:gap-8">
        <div className="col-span-2 flex flex-col gap-4 sm:col-span-4 lg:col-span-1">
          <Link
            href="/"
            className="flex w-fit items-center gap-2.5 rounded-lg"
            aria-label={t('CrowdVault home')}
          >
            <LogoMark />
            <span className="text-lg font-bold tracking-tight">
              Crowd<span className="text-primary">Vault</span>
            </span>
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
            {t(
              'Crowdfunding without middlemen. Every campaign raises stablecoins into its own smart-contract vault; a flat 2.5% fee at withdrawal.',
            )}
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold text-foreground">{t(column.title)}</h2>
            <ul className="mt-4 flex flex-col gap-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t('© {year} CrowdVault. All rights reserved.', { year })}</p>
          <p>{t('Non-custodial: funds move only between donors, campaign vaults and creators.')}</p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
