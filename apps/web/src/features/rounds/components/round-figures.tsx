import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { FigureList } from '@/components/content/figure-list';
import { capText, roundedAmount } from '../lib/round-text';

/** The round's headline figures: the pool, what is matched so far (or was), the campaigns. */
export function RoundFigures({ round }: { round: RoundPage }) {
  const symbol = round.token.symbol;
  const matched = round.publication?.matched ?? round.estimate?.matched ?? '0';
  const unallocated = round.publication?.unallocated ?? round.estimate?.unallocated ?? '0';
  const cap = capText(round.matchingCapBps);
  const figures = [
    { label: 'Matching pool', value: roundedAmount(round.pool, symbol) },
    {
      label: round.publication ? 'Matched' : 'Estimated match so far',
      value: roundedAmount(matched, symbol),
    },
    { label: 'Campaigns', value: round.campaigns.length.toLocaleString('en-US') },
    /[1-9]/.test(unallocated) || !cap
      ? {
          label: round.publication ? 'Back to the sponsor' : 'Not matched yet',
          value: roundedAmount(unallocated, symbol),
        }
      : { label: 'Cap per campaign', value: `${cap} of the pool` },
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
