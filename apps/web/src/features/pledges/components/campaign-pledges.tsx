import { useSession } from '@/lib/auth/use-session';
import { useChains } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { pollWhileDue, useMyPledges } from '../api/pledges';
import { isRunning } from '../lib/pledge-status';
import { PledgeItem } from './pledge-item';

/** On a campaign's page, the signed-in donor's running gifts to it, each with Cancel (issue 32).
 *  Nothing is drawn for anyone else. */
export function CampaignPledges({ campaignId }: { campaignId: number }) {
  const t = useT();
  const { address } = useSession();
  const { data } = useMyPledges(address, pollWhileDue);
  const { nameOf } = useChains();
  const mine = data?.filter((pledge) => pledge.campaignId === campaignId && isRunning(pledge)) ?? [];
  if (mine.length === 0) return null;
  // Named by their period when they share one; a weekly and a monthly gift together are recurring.
  const cadences = new Set(mine.map((pledge) => pledge.cadence));
  const kind = cadences.size === 1 ? [...cadences][0]! : 'recurring';
  const count = mine.length;
  return (
    <section
      aria-label={t(
        '{kind, select, weekly {{count, plural, one {Your weekly gift to this campaign} other {Your weekly gifts to this campaign}}} monthly {{count, plural, one {Your monthly gift to this campaign} other {Your monthly gifts to this campaign}}} other {{count, plural, one {Your recurring gift to this campaign} other {Your recurring gifts to this campaign}}}}',
        { kind, count },
      )}
      className="flex flex-col gap-4 rounded-md border bg-muted/40 p-3"
    >
      <h3 className="text-sm font-semibold">
        {t(
          '{kind, select, weekly {{count, plural, one {Your weekly gift here} other {Your weekly gifts here}}} monthly {{count, plural, one {Your monthly gift here} other {Your monthly gifts here}}} other {{count, plural, one {Your recurring gift here} other {Your recurring gifts here}}}}',
          { kind, count },
        )}
      </h3>
      {mine.map((pledge) => (
        <PledgeItem
          key={pledge.pledgeId}
          pledge={pledge}
          networkName={nameOf(pledge.chainId)}
          showCampaign={false}
        />
      ))}
    </section>
  );
}
