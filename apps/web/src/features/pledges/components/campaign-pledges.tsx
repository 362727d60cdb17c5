import { cadenceWord } from '@crowdvault/shared/pledge-words';
import { useSession } from '@/lib/auth/use-session';
import { useChains } from '@/lib/config/chains';
import { pollWhileDue, useMyPledges } from '../api/pledges';
import { isRunning } from '../lib/pledge-status';
import { PledgeItem } from './pledge-item';

/** On a campaign's page, the signed-in donor's running gifts to it, each with Cancel (issue 32).
 *  Nothing is drawn for anyone else. */
export function CampaignPledges({ campaignId }: { campaignId: number }) {
  const { address } = useSession();
  const { data } = useMyPledges(address, pollWhileDue);
  const { nameOf } = useChains();
  const mine = data?.filter((pledge) => pledge.campaignId === campaignId && isRunning(pledge)) ?? [];
  if (mine.length === 0) return null;
  // Named by their period when they share one; a weekly and a monthly gift together are recurring.
  const words = new Set(mine.map((pledge) => cadenceWord(pledge.cadence)));
  const gifts = `${words.size === 1 ? [...words][0] : 'recurring'} ${mine.length === 1 ? 'gift' : 'gifts'}`;
  return (
    <section
      aria-label={`Your ${gifts} to this campaign`}
      className="flex flex-col gap-4 rounded-md border bg-muted/40 p-3"
    >
      <h3 className="text-sm font-semibold">Your {gifts} here</h3>
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
