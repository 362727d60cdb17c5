import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { CalendarClock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { useChains } from '@/lib/config/chains';
import { useMyPledges } from '../api/pledges';
import { isRunning } from '../lib/pledge-status';
import { PledgeItem } from './pledge-item';

/** While a running pledge's collection is due (its date has come), its list is read again every
 *  few seconds, so the donor sees it collected without reloading. */
export function pollWhileDue(items: PledgeView[] | undefined, now = Date.now()): number | false {
  const due = items?.some(
    (pledge) => isRunning(pledge) && pledge.nextCollectionAt && Date.parse(pledge.nextCollectionAt) <= now,
  );
  return due ? 5_000 : false;
}

/** My Donations' monthly gifts (issue 32): every pledge of the signed-in wallet with its state,
 *  next collection and Cancel. Nothing is drawn for a donor without one. */
export function PledgeList() {
  const { address } = useSession();
  const pledges = useMyPledges(address, pollWhileDue);
  const { nameOf } = useChains();
  if (pledges.isPending && address) {
    return <Skeleton className="h-28" role="status" aria-label="Loading monthly gifts" />;
  }
  if (!pledges.data || pledges.data.length === 0) return null;
  return (
    <Card>
      <h2 className="flex items-center gap-2 border-b px-4 py-3 text-base font-semibold">
        <CalendarClock className="size-4 text-primary" aria-hidden />
        Monthly gifts
      </h2>
      <ul className="flex flex-col divide-y" aria-label="My monthly gifts">
        {pledges.data.map((pledge) => (
          <li key={pledge.pledgeId} className="p-4">
            <PledgeItem pledge={pledge} networkName={nameOf(pledge.chainId)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
