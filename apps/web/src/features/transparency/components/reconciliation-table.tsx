import type { Reconciliation } from '@crowdvault/shared/api/transparency';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { noteSentence, reasonSentence } from './reconciliation-sentences';

/** donated − withdrawn (− refunded, all or nothing) = balance on the chain, per token, with every
 *  mismatch explained. `label` names the table where several networks each have one. */
export function ReconciliationTable({
  reconciliation,
  label,
}: {
  reconciliation: Reconciliation;
  label?: string;
}) {
  const format = useFormat();
  const t = useT();
  const shown = reconciliation.lines.filter(
    (line) => line.status !== 'ok' || line.donated !== '0' || line.onChain !== '0',
  );
  // Only all-or-nothing vaults that missed their goal pay refunds: the column shows where one did.
  const refunds = shown.some((line) => line.refunded !== '0');
  // Only a campaign a matching round paid has a match: the column shows where one did.
  const matches = shown.some((line) => line.matched !== '0');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {sentenceParts(t, msg('Balances read from the chain at block {block}'), {
          block: <span className="font-medium text-foreground">{reconciliation.blockNumber}</span>,
        })}
        {reconciliation.indexedBlock !== null &&
          ` · ${t('indexer at block {block}', { block: reconciliation.indexedBlock })}`}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('Nothing received yet: every balance is zero.')}</p>
      ) : (
        <Table aria-label={label ?? t('Reconciliation')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('Token')}</TableHead>
              <TableHead className="text-end">{t('Donated')}</TableHead>
              {matches && <TableHead className="text-end">{t('Matched')}</TableHead>}
              <TableHead className="text-end">{t('Withdrawn')}</TableHead>
              {refunds && <TableHead className="text-end">{t('Refunded')}</TableHead>}
              <TableHead className="text-end">{t('Expected')}</TableHead>
              <TableHead className="text-end">{t('On chain')}</TableHead>
              <TableHead>{t('Status')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((line) => (
              <TableRow key={`${line.symbol}:${line.tokenAddress}`} data-status={line.status}>
                <TableCell className="font-medium">
                  {line.symbol}
                  {line.status === 'unlisted' && (
                    <span className="block font-mono text-xs text-muted-foreground">{line.tokenAddress}</span>
                  )}
                </TableCell>
                <TableCell className="text-end tabular-nums">{format.exactDecimal(line.donated)}</TableCell>
                {matches && (
                  <TableCell className="text-end tabular-nums">{format.exactDecimal(line.matched)}</TableCell>
                )}
                <TableCell className="text-end tabular-nums">{format.exactDecimal(line.withdrawn)}</TableCell>
                {refunds && (
                  <TableCell className="text-end tabular-nums">
                    {format.exactDecimal(line.refunded)}
                  </TableCell>
                )}
                <TableCell className="text-end tabular-nums">{format.exactDecimal(line.expected)}</TableCell>
                <TableCell className="text-end tabular-nums">{format.exactDecimal(line.onChain)}</TableCell>
                <TableCell className="min-w-48">
                  {line.status === 'ok' ? (
                    <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                      <CircleCheck className="size-4" aria-hidden /> {t('Balanced')}
                    </span>
                  ) : (
                    <span className="flex flex-col gap-1">
                      <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-400">
                        <CircleAlert className="size-4" aria-hidden />
                        {line.status === 'unlisted'
                          ? t('Unlisted token')
                          : t('Off by {difference}', { difference: format.exactDecimal(line.difference) })}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {line.reason ? reasonSentence(t, format, line.reason) : line.explanation}
                      </span>
                    </span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {reconciliation.notes.map((note, index) => {
        // `noteReasons` runs beside `notes`; the English note stands in where a note has no facts.
        const reason = reconciliation.noteReasons[index];
        return (
          <p key={note} className="text-xs text-muted-foreground">
            {reason ? noteSentence(t, reason) : note}
          </p>
        );
      })}
    </div>
  );
}
