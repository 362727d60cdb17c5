import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { useState } from 'react';
import { DataTable } from '@/components/data/data-table';
import { Button } from '@/components/ui/button';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { TableCell, TableRow } from '@/components/ui/table';
import { useChains } from '@/lib/config/chains';
import { EXCLUSION_REASON_LABELS, tokenAmount } from '../lib/round-text';

/** Rows shown before 'Show all': a round of thousands of gifts stays readable. */
const FIRST_ROWS = 50;

/** Every gift of the published result that did not count, with why (decision 134's reasons): a
 *  campaign sees exactly which of its gifts were left out. */
export function ExcludedGiftsTable({ round }: { round: RoundPage }) {
  const { explorerFor } = useChains();
  const [all, setAll] = useState(false);
  const gifts = round.excludedGifts;
  if (gifts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-8 text-center text-sm text-muted-foreground">
        Every gift in the window counted.
      </p>
    );
  }
  const titles = new Map(round.campaigns.map((campaign) => [campaign.campaignId, campaign.title]));
  const shown = all ? gifts : gifts.slice(0, FIRST_ROWS);
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label="Gifts that did not count"
        columns={['Campaign', 'Donor', { header: 'Amount', className: 'text-end' }, 'Why not', 'Transaction']}
      >
        {shown.map((gift) => {
          const explorerUrl = explorerFor(gift.chainId);
          return (
            <TableRow key={`${gift.chainId}:${gift.txHash}:${gift.logIndex}`} data-testid="excluded-gift">
              <TableCell className="min-w-40">
                {titles.get(gift.campaignId) ?? `Campaign ${gift.campaignId}`}
              </TableCell>
              <TableCell className="text-xs">
                <ExplorerLink explorerUrl={explorerUrl} kind="address" value={gift.donor} />
              </TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {tokenAmount(gift.amount, round.token.symbol)}
              </TableCell>
              <TableCell className="min-w-56 text-sm">{EXCLUSION_REASON_LABELS[gift.reason]}</TableCell>
              <TableCell className="text-xs">
                <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={gift.txHash} />
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>
      {gifts.length > FIRST_ROWS && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setAll(!all)}>
          {all ? `Show the first ${FIRST_ROWS}` : `Show all ${gifts.length.toLocaleString('en-US')}`}
        </Button>
      )}
    </div>
  );
}
