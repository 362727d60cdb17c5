import { ArrowRight, Compass, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { FigureList } from '@/components/content/figure-list';
import { Button } from '@/components/ui/button';
import { VaultPreviewCard } from './vault-preview-card';

const HIGHLIGHTS = [
  { value: '2.5%', label: 'flat fee, vs 8\u201112% elsewhere' },
  { value: 'Instant', label: 'payouts, not 3-7 days' },
  { value: 'Global', label: 'anyone with a wallet' },
] as const;

/** The hero: the promise, the two calls to action and an illustrated campaign vault. */
export function HomeHero() {
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
            Non-custodial smart-contract vaults
          </p>
          <h1 className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
            Crowdfunding, <span className="text-primary">Decentralized</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Raise USDT for what matters. Every campaign gets its own vault on-chain: donors give straight from
            their wallet, creators withdraw when they choose, and no one in between ever holds the money.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link href="/create">
                Start Your Campaign
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/discover">
                <Compass aria-hidden />
                Explore Campaigns
              </Link>
            </Button>
          </div>
          <FigureList
            figures={HIGHLIGHTS}
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
