import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { capText, tokenAmount } from '../lib/round-text';

/** The round's calendar and rules, as a list of terms: what counts, when, and who sponsors it. */
export function RoundRules({ round }: { round: RoundPage }) {
  const { explorerFor } = useChains();
  const t = useT();
  const format = useFormat();
  const symbol = round.token.symbol;
  const cap = capText(format, round.matchingCapBps);
  const rules: [string, React.ReactNode][] = [
    [
      t('Applications'),
      t('{from} to {to}', {
        from: formatUtcMoment(round.applicationsOpenAt),
        to: formatUtcMoment(round.applicationsCloseAt),
      }),
    ],
    [
      t('Donation window'),
      t('{from} to {to}, by the block times of {network}', {
        from: formatUtcMoment(round.donationsOpenAt),
        to: formatUtcMoment(round.donationsCloseAt),
        network: round.chainName,
      }),
    ],
    [
      t('Challenge window'),
      round.challengeEndsAt
        ? t('Until {moment}', { moment: formatUtcMoment(round.challengeEndsAt) })
        : t('{hours, plural, one {# hour} other {# hours}} from the published result', {
            hours: round.challengeHours,
          }),
    ],
    [
      t('Gifts that count'),
      t('{token} on {network}, to a campaign of the round', { token: symbol, network: round.chainName }),
    ],
    [
      t('Minimum'),
      t("A donor's gifts to one campaign count once they add up to {amount}", {
        amount: tokenAmount(format, round.minimumGift, symbol),
      }),
    ],
    [t('Cap'), cap ? t('At most {cap} of the pool per campaign', { cap }) : t('No cap per campaign')],
    [
      t('Pairwise threshold'),
      t('{amount}: two donors who also give together to other campaigns count for less', {
        amount: tokenAmount(format, round.pairwiseThreshold, symbol),
      }),
    ],
    [
      t('Sponsor'),
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
