import { CalendarClock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth/use-session';
import { useChains } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';
import { pollWhileDue, useMyPledges } from '../api/pledges';
import { PledgeItem } from './pledge-item';

/** My Donations' recurring gifts, weekly and monthly (issue 32; decision 109): every pledge of the signed-in wallet with its state,
 *  next collection and Cancel. Nothing is drawn for a donor without one. */
export function PledgeList() {
  const t = useT();
  const { address } = useSession();
  const pledges = useMyPledges(address, pollWhileDue);
  const { nameOf } = useChains();
  // Nothing while read: most donors have none, and a placeholder that then goes would move the
  // page (the donations list below has its own).
  if (!pledges.data || pledges.data.length === 0) return null;
  return (
    <Card>
      <h2 className="flex items-center gap-2 border-b px-4 py-3 text-base font-semibold">
        <CalendarClock className="size-4 text-primary" aria-hidden />
        {t('Recurring gifts')}
      </h2>
      <ul className="flex flex-col divide-y" aria-label={t('My recurring gifts')}>
        {pledges.data.map((pledge) => (
          <li key={pledge.pledgeId} className="p-4">
            <PledgeItem pledge={pledge} networkName={nameOf(pledge.chainId)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
