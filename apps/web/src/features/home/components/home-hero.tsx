import { ArrowRight, Compass, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { FigureList } from '@/components/content/figure-list';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { VaultPreviewCard } from './vault-preview-card';

/** The hero: the promise, the two calls to action and an illustrated campaign vault. */
export function HomeHero() {
  const t = useT();
  // '2.5%' is a number, not a text: it waits for the locale's number formatting (decision 140).
  const highlights = [
    { value: '2.5%', label: t('flat fee, vs 8\u201112% elsewhere') },
    { value: t('Instant'), label: t('payouts, not 3-7 days') },
    { value: t('Global'), label: t('anyone with a wallet') },
  ];
  return (
    <section className="relative overflow-hidden border-b">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_15%_-10%,var(--color-secondary),transparent),radial-gradient(40rem_24rem_at_95%_10%,color-mix(in_oklch,var(--color-accent)_18%,transparent),transparent)]"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:py-28">
        <div className="flex flex-col items-start">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm sm:text-sm">
            <ShieldCheck className="size-4 text-accent" aria-hidden />
            {t('Non-custodial smart-contract vaults')}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
            {/* Two texts: the second is coloured, and a text cannot hold markup. */}
            {t('Crowdfunding,')} <span className="text-primary">{t('Decentralized')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            {t(
              'Raise USDT for what matters. Every campaign gets its own vault on-chain: donors give straight from their wallet, creators withdraw when they choose, and no one in between ever holds the money.',
            )}
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link href="/create">
                {t('Start Your Campaign')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/discover">
                <Compass aria-hidden />
                {t('Explore Campaigns')}
              </Link>
            </Button>
          </div>
          <FigureList
            figures={highlights}
            className="mt-12 grid w-full max-w-lg grid-cols-3 gap-4 border-t pt-6"
            itemClassName="flex flex-col gap-1"
            labelClassName="text-xs leading-snug text-muted-foreground sm:text-sm"
            valueClassName="order-first text-xl font-bold tracking-tight sm:text-2xl"
          />
        </div>
        <VaultPreviewCard />
      </div>
    </section>
  );
}
