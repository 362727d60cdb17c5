import type { TransparencySummary } from '@crowdvault/shared/api/transparency';
import { formatAmount } from '@crowdvault/shared/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Networks } from '../use-networks';

const usd = (value: string) => `$${formatAmount(value)}`;

/** The platform's totals split by network (issue 25): each network's share, which add up exactly
 *  to the figures above. */
export function NetworkTotalsTable({
  summary,
  networks,
}: {
  summary: TransparencySummary;
  networks: Networks;
}) {
  return (
    <section aria-labelledby="networks-heading" className="flex flex-col gap-3">
      <h2 id="networks-heading" className="text-xl font-semibold">
        By network
      </h2>
      <Table aria-label="Totals by network">
        <TableHeader>
          <TableRow>
            <TableHead>Network</TableHead>
            <TableHead className="text-right">Raised</TableHead>
            <TableHead className="text-right">Withdrawn</TableHead>
            <TableHead className="text-right">Fees</TableHead>
            <TableHead className="text-right">Donations</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary.chains.map((chain) => (
            <TableRow key={chain.chainId}>
              <TableCell className="font-medium whitespace-nowrap">
                {networks.nameOf(chain.chainId)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{usd(chain.totalRaisedUsd)}</TableCell>
              <TableCell className="text-right tabular-nums">{usd(chain.totalWithdrawnUsd)}</TableCell>
              <TableCell className="text-right tabular-nums">{usd(chain.totalFeesUsd)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {chain.donationCount.toLocaleString('en-US')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
