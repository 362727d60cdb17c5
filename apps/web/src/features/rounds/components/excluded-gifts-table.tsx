import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { useState } from 'react';
import { DataTable } from '@/components/data/data-table';
import { Button } from '@/components/ui/button';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { TableCell, TableRow } from '@/components/ui/table';
import { useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { EXCLUSION_REASON_LABELS } from '../lib/round-page-text';
import { tokenAmount } from '../lib/round-text';

/** Rows shown before 'Show all': a round of thousands of gifts stays readable. */
const FIRST_ROWS = 50;

/** Every gift of the published result that did not count, with why (decision 134's reasons): a
 *  campaign sees exactly which of its gifts were left out. */
export function ExcludedGiftsTable({ round }: { round: RoundPage }) {
  const { explorerFor } = useChains();
  const t = useT();
  const format = useFormat();
  const [all, setAll] = useState(false);
  const gifts = round.excludedGifts;
  if (gifts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-8 text-center text-sm text-muted-foreground">
        {t('Every gift in the window counted.')}
      </p>
    );
  }
  const titles = new Map(round.campaigns.map((campaign) => [campaign.campaignId, campaign.title]));
  const shown = all ? gifts : gifts.slice(0, FIRST_ROWS);
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={t('Gifts that did not count')}
        columns={[
          t('Campaign'),
          t('Donor'),
          { header: t('Amount'), className: 'text-end' },
          t('Why not'),
          t('Transaction'),
        ]}
      >
        {shown.map((gift) => {
          const explorerUrl = explorerFor(gift.chainId);
          return (
            <TableRow key={`${gift.chainId}:${gift.txHash}:${gift.logIndex}`} data-testid="excluded-gift">
              <TableCell className="min-w-40">
                {titles.get(gift.campaignId) ?? t('Campaign {id}', { id: gift.campaignId })}
              </TableCell>
              <TableCell className="text-xs">
                <ExplorerLink explorerUrl={explorerUrl} kind="address" value={gift.donor} />
              </TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {tokenAmount(format, gift.amount, round.token.symbol)}
              </TableCell>
              <TableCell className="min-w-56 text-sm">{t(EXCLUSION_REASON_LABELS[gift.reason])}</TableCell>
              <TableCell className="text-xs">
                <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={gift.txHash} />
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>
      {gifts.length > FIRST_ROWS && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setAll(!all)}>
          {all
            ? t('Show the first {count}', { count: format.count(FIRST_ROWS) })
            : t('Show all {count}', { count: format.count(gifts.length) })}
        </Button>
      )}
    </div>
  );
}
