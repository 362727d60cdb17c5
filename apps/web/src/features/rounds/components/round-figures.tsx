import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { FigureList } from '@/components/content/figure-list';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { capText, roundedAmount } from '../lib/round-text';

/** The round's headline figures: the pool, what is matched so far (or was), the campaigns. */
export function RoundFigures({ round }: { round: RoundPage }) {
  const t = useT();
  const format = useFormat();
  const symbol = round.token.symbol;
  const matched = round.publication?.matched ?? round.estimate?.matched ?? '0';
  const unallocated = round.publication?.unallocated ?? round.estimate?.unallocated ?? '0';
  const cap = capText(format, round.matchingCapBps);
  const figures = [
    { label: t('Matching pool'), value: roundedAmount(format, round.pool, symbol) },
    {
      label: round.publication ? t('Matched') : t('Estimated match so far'),
      value: roundedAmount(format, matched, symbol),
    },
    { label: t('Campaigns'), value: format.count(round.campaigns.length) },
    /[1-9]/.test(unallocated) || !cap
      ? {
          label: round.publication ? t('Back to the sponsor') : t('Not matched yet'),
          value: roundedAmount(format, unallocated, symbol),
        }
      : { label: t('Cap per campaign'), value: t('{cap} of the pool', { cap }) },
  ];
  return (
    <FigureList
      figures={figures}
      card
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
      itemClassName="flex flex-col gap-1 p-4"
      labelClassName="text-sm text-muted-foreground"
      valueClassName="text-xl font-semibold tabular-nums sm:text-2xl"
    />
  );
}
