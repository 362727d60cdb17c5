import { goalToCents } from '@crowdvault/shared/api/create-campaign';
import { splitPlatformFee } from '@crowdvault/shared/fee';
import { formatUnits } from '@crowdvault/shared/format';
import { Info } from 'lucide-react';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';

/** The 2.5% fee and what the creator receives for the goal as typed (exact, in cents). */
export function FeeInfo({ goal, currency }: { goal: string; currency: string }) {
  const t = useT();
  const format = useFormat();
  const cents = goalToCents(goal || '0');
  const split = cents === null ? null : splitPlatformFee(cents);
  // Exact, in the reader's locale ("1.234,56 USDT"): the cents as a decimal string, never a float.
  const show = (value: bigint) => format.amount(formatUnits(value, 2), currency, 2);
  return (
    <section
      aria-labelledby="fee-heading"
      className="flex gap-3 rounded-xl border border-primary/30 bg-secondary/60 p-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="flex flex-1 flex-col gap-3">
        <h2 id="fee-heading" className="font-semibold">
          {t('Platform Fee Information')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t(
            'CrowdVault charges a 2.5% platform fee on funds raised. The campaign vault deducts it automatically when you withdraw; there are no other fees.',
          )}
        </p>
        {split && cents !== 0n && (
          <dl
            className="grid gap-2 rounded-lg bg-card p-3 text-sm sm:grid-cols-3"
            data-testid="fee-breakdown"
          >
            <div>
              <dt className="text-xs text-muted-foreground">{t('If you reach your goal')}</dt>
              <dd className="font-semibold">{show(cents ?? 0n)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('Platform fee (2.5%)')}</dt>
              <dd className="font-semibold">{show(split.fee)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('You receive')}</dt>
              <dd className="font-semibold text-primary">{show(split.payout)}</dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
