import type { TransparencySummary } from '@crowdvault/shared/api/transparency';
import { DataTable } from '@/components/data/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import type { Networks } from '../use-networks';
import { amountColumns } from './amount-columns';
import { PageSection } from './page-section';

/** The platform's totals split by network (issue 25): each network's share, which add up exactly
 *  to the figures above. */
export function NetworkTotalsTable({
  summary,
  networks,
}: {
  summary: TransparencySummary;
  networks: Networks;
}) {
  const format = useFormat();
  const t = useT();
  return (
    <PageSection id="networks-heading" title={t('By network')}>
      <DataTable label={t('Totals by network')} columns={[t('Network'), ...amountColumns(t, t('Donations'))]}>
        {summary.chains.map((chain) => (
          <TableRow key={chain.chainId}>
            <TableCell className="font-medium whitespace-nowrap">{networks.nameOf(chain.chainId)}</TableCell>
            <TableCell className="text-end tabular-nums">{format.usd(chain.totalRaisedUsd)}</TableCell>
            <TableCell className="text-end tabular-nums">{format.usd(chain.totalWithdrawnUsd)}</TableCell>
            <TableCell className="text-end tabular-nums">{format.usd(chain.totalFeesUsd)}</TableCell>
            <TableCell className="text-end tabular-nums">{format.count(chain.donationCount)}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </PageSection>
  );
}
