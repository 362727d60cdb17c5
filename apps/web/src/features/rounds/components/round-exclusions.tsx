import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { describeModerationReason } from '@crowdvault/shared/moderation';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';

/** What moderators took out of the result in the challenge window, and why. */
export function RoundExclusions({ round }: { round: RoundPage }) {
  const { explorerFor } = useChains();
  const titles = new Map(round.campaigns.map((campaign) => [campaign.campaignId, campaign.title]));
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card text-sm">
      {round.exclusions.map((exclusion) => (
        <li key={exclusion.id} className="flex flex-col gap-1 p-4" data-testid="round-exclusion">
          <p className="font-medium">
            {exclusion.donor ? (
              <>
                Donor{' '}
                <ExplorerLink
                  explorerUrl={explorerFor(round.chainId)}
                  kind="address"
                  value={exclusion.donor}
                />
              </>
            ) : (
              `Campaign: ${titles.get(exclusion.campaignId ?? 0) ?? `Campaign ${exclusion.campaignId}`}`
            )}
          </p>
          <p className="text-muted-foreground">{describeModerationReason(exclusion.reason)}</p>
          <p className="text-xs text-muted-foreground">{formatUtcMoment(exclusion.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
