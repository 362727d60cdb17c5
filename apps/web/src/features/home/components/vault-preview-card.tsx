import { shortenAddress } from '@crowdvault/shared/format';
import { Lock, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';

// A made-up campaign, so its title and category are the page's texts, translated like the rest.
const EXAMPLE = {
  title: msg('Solar panels for Lakeside Community School'),
  category: msg('Education'),
  raised: '18420',
  goal: '25000',
  donors: 312,
  daysLeft: 12,
  vault: '0x7a3F5c2e91B04d8a6E1f0C3b9D27e4A5f8c09c21',
};

/** An illustration of what a campaign looks like on CrowdVault: the vault, its progress and
 *  where the money goes at withdrawal. */
export function VaultPreviewCard() {
  const t = useT();
  const format = useFormat();
  const percent = Math.round((Number(EXAMPLE.raised) / Number(EXAMPLE.goal)) * 100);
  return (
    <figure className="mx-auto w-full max-w-md lg:me-0">
      <div className="relative isolate">
        <div aria-hidden className="absolute -inset-2 -z-10 rotate-3 rounded-3xl bg-primary/10 sm:-inset-3" />
        <Card className="overflow-hidden shadow-xl">
          <div className="flex items-center justify-between gap-3 border-b bg-muted/50 px-5 py-3">
            <span className="flex min-w-0 items-center gap-2 text-xs font-medium text-muted-foreground">
              <Lock className="size-3.5 shrink-0 text-accent" aria-hidden />
              <span className="truncate">
                {t('Vault {address}', { address: shortenAddress(EXAMPLE.vault) })}
              </span>
            </span>
            <Badge variant="success">{t('Active')}</Badge>
          </div>
          <div className="flex flex-col gap-5 p-5 sm:p-6">
            <div className="flex flex-col gap-2">
              <Badge variant="secondary" className="w-fit">
                {t(EXAMPLE.category)}
              </Badge>
              <p className="text-lg leading-snug font-semibold">{t(EXAMPLE.title)}</p>
            </div>
            <div className="flex flex-col gap-2">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-2xl font-bold tracking-tight">
                  {format.amount(EXAMPLE.raised, 'USDT')}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('of {goal}', { goal: format.decimal(EXAMPLE.goal) })}
                </span>
              </p>
              <div className="h-2.5 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
              </div>
              <div className="flex justify-between text-sm text-muted-foreground">
                <span className="flex items-center gap-1.5">
                  <Users className="size-4" aria-hidden />
                  {t('{count, plural, one {# donor} other {# donors}}', { count: EXAMPLE.donors })}
                </span>
                <span>
                  {t('{days, plural, one {# day left} other {# days left}}', { days: EXAMPLE.daysLeft })}
                </span>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 p-3 text-sm">
              <div>
                <p className="text-xs text-muted-foreground">{t('To the creator')}</p>
                <p className="font-semibold">{format.percent(97.5, 1)}</p>
              </div>
              <div>
                <p className="text-xs text-muted-foreground">{t('Platform fee')}</p>
                <p className="font-semibold">{format.percent(2.5, 1)}</p>
              </div>
            </div>
          </div>
        </Card>
      </div>
      <figcaption className="mt-5 text-center text-xs text-muted-foreground">
        {t('Illustration: every campaign raises into its own vault contract.')}
      </figcaption>
    </figure>
  );
}
