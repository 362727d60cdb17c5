import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { reasonText } from '../lib/reason-text';

/** What moderators took out of the result in the challenge window, and why. */
export function RoundExclusions({ round }: { round: RoundPage }) {
  const { explorerFor } = useChains();
  const t = useT();
  const titles = new Map(round.campaigns.map((campaign) => [campaign.campaignId, campaign.title]));
  return (
    <ul className="flex flex-col divide-y rounded-xl border bg-card text-sm">
      {round.exclusions.map((exclusion) => (
        <li key={exclusion.id} className="flex flex-col gap-1 p-4" data-testid="round-exclusion">
          <p className="font-medium">
            {exclusion.donor ? (
              <>
                {t('Donor')}{' '}
                <ExplorerLink
                  explorerUrl={explorerFor(round.chainId)}
                  kind="address"
                  value={exclusion.donor}
                />
              </>
            ) : (
              t('Campaign: {title}', {
                title:
                  titles.get(exclusion.campaignId ?? 0) ?? t('Campaign {id}', { id: exclusion.campaignId }),
              })
            )}
          </p>
          <p className="text-muted-foreground">{reasonText(t, exclusion.reason)}</p>
          <p className="text-xs text-muted-foreground">{formatUtcMoment(exclusion.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
