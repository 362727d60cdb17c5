import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { capText, tokenAmount } from '../lib/round-text';

/** The round's calendar and rules, as a list of terms: what counts, when, and who sponsors it. */
export function RoundRules({ round }: { round: RoundPage }) {
  const { explorerFor } = useChains();
  const t = useT();
  const symbol = round.token.symbol;
  const cap = capText(round.matchingCapBps);
  const rules: [string, React.ReactNode][] = [
    [
      'Applications',
      `${formatUtcMoment(round.applicationsOpenAt)} to ${formatUtcMoment(round.applicationsCloseAt)}`,
    ],
    [
      'Donation window',
      `${formatUtcMoment(round.donationsOpenAt)} to ${formatUtcMoment(round.donationsCloseAt)}, by the block times of ${round.chainName}`,
    ],
    [
      'Challenge window',
      round.challengeEndsAt
        ? `Until ${formatUtcMoment(round.challengeEndsAt)}`
        : t('{hours, plural, one {# hour} other {# hours}} from the published result', {
            hours: round.challengeHours,
          }),
    ],
    ['Gifts that count', `${symbol} on ${round.chainName}, to a campaign of the round`],
    [
      'Minimum',
      `A donor's gifts to one campaign count once they add up to ${tokenAmount(round.minimumGift, symbol)}`,
    ],
    ['Cap', cap ? `At most ${cap} of the pool per campaign` : 'No cap per campaign'],
    [
      'Pairwise threshold',
      `${tokenAmount(round.pairwiseThreshold, symbol)}: two donors who also give together to other campaigns count for less`,
    ],
    [
      'Sponsor',
      <ExplorerLink
        key="sponsor"
        explorerUrl={explorerFor(round.chainId)}
        kind="address"
        value={round.sponsorAddress}
      />,
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[11rem_1fr] sm:p-6">
      {rules.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="-mt-2 text-muted-foreground sm:mt-0">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
