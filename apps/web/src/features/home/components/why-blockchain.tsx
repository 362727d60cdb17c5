import { Eye, Globe2, Percent, Zap } from 'lucide-react';
import { msg, useT } from '@/lib/i18n/i18n';

const POINTS = [
  {
    icon: Eye,
    title: msg('Full Transparency'),
    text: msg(
      'Every donation is a public transfer into the campaign’s own vault. Anyone can verify where the money is.',
    ),
  },
  {
    icon: Percent,
    title: msg('Lower Fees'),
    text: msg(
      'A flat 2.5% platform fee, taken by the vault at withdrawal, against 8-12% on traditional platforms.',
    ),
  },
  {
    icon: Globe2,
    title: msg('Global Access'),
    text: msg('Anyone with a wallet can give or raise, from any country, without a bank account or card.'),
  },
  {
    icon: Zap,
    title: msg('Instant Payouts'),
    text: msg(
      'Creators withdraw when they choose, in one transaction, instead of waiting 3-7 days. No middlemen hold the funds.',
    ),
  },
] as const;

/** The four reasons to raise on-chain. */
export function WhyBlockchain() {
  const t = useT();
  return (
    <section aria-labelledby="why-heading" className="border-y bg-muted/40">
      <div className="container-page py-16 sm:py-20">
        <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
          <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
            {t('Why Blockchain Crowdfunding?')}
          </h2>
          <p className="text-muted-foreground">
            {t('Smart contracts do what intermediaries used to: hold the money, keep the books and pay out.')}
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
