import { HandCoins, Rocket, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { msg, useT } from '@/lib/i18n/i18n';

const STEPS = [
  {
    icon: Wallet,
    title: msg('Connect Wallet'),
    text: msg('Sign in with your web3 wallet. No forms, no personal data beyond your address.'),
  },
  {
    icon: Rocket,
    title: msg('Create Campaign'),
    text: msg('Tell your story and set a goal. Your campaign gets its own vault address right away.'),
  },
  {
    icon: HandCoins,
    title: msg('Receive Donations'),
    text: msg(
      'Donors give stablecoins from their wallet or straight to your vault. Withdraw whenever you like.',
    ),
  },
] as const;

/** How it works, in three steps. */
export function HowItWorksSteps() {
  const t = useT();
  return (
    <section aria-labelledby="steps-heading" className="container-page py-16 sm:py-20">
      <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
        <h2 id="steps-heading" className="text-3xl font-bold tracking-tight">
          {t('How It Works')}
        </h2>
        <p className="text-muted-foreground">{t('From idea to funded in three steps.')}</p>
      </div>
      <ol className="mt-12 grid gap-8 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative flex flex-col items-center gap-3 text-center">
            <span className="relative flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-md">
              <Icon className="size-7" aria-hidden />
              <span className="absolute -top-2 -end-2 flex size-7 items-center justify-center rounded-full border-2 border-background bg-accent text-xs font-bold text-accent-foreground">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-2 text-lg font-semibold">{t(title)}</h3>
            <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="link">
          <Link href="/how-it-works">{t('Learn more about how it works')}</Link>
        </Button>
      </div>
    </section>
  );
}
