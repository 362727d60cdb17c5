import type { LedgerEntry } from '@crowdvault/shared/api/transparency';
import { shortenAddress } from '@crowdvault/shared/format';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import type { Networks } from '../use-networks';
import { TxLink } from './tx-link';

const KIND_LABEL: Record<LedgerEntry['kind'], string> = {
  donation: msg('Donation'),
  direct: msg('Direct send'),
  withdrawal: msg('Withdrawal'),
  refund: msg('Refund'),
  match: msg('Round match'),
};

/** Every recorded transfer of a vault: what, how much, who, and where on which chain (each row
 *  links its own network's explorer). */
export function LedgerTable({ entries, networks }: { entries: LedgerEntry[]; networks: Networks }) {
  const format = useFormat();
  const t = useT();
  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-8 text-center text-sm text-muted-foreground">
        {t('Nothing recorded yet.')}
      </p>
    );
  }
  return (
    <Table aria-label={t('Ledger')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('Type')}</TableHead>
          {networks.count > 1 && <TableHead>{t('Network')}</TableHead>}
          <TableHead className="text-end">{t('Amount')}</TableHead>
          <TableHead>{t('Details')}</TableHead>
          <TableHead>{t('Block')}</TableHead>
          <TableHead>{t('Time (UTC)')}</TableHead>
          <TableHead>{t('Transaction')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const explorerUrl = networks.explorerFor(entry.chainId);
          return (
            <TableRow key={`${entry.chainId}:${entry.transactionHash}:${entry.logIndex}:${entry.kind}`}>
              <TableCell>
                <Badge variant={entry.kind === 'withdrawal' ? 'secondary' : 'outline'}>
                  {t(KIND_LABEL[entry.kind])}
                </Badge>
              </TableCell>
              {networks.count > 1 && (
                <TableCell className="text-xs whitespace-nowrap">{networks.nameOf(entry.chainId)}</TableCell>
              )}
              <TableCell className="text-end font-medium whitespace-nowrap tabular-nums">
                {entry.kind === 'withdrawal' ? '−' : '+'}
                {format.exact(entry.amount, entry.symbol)}
              </TableCell>
              <TableCell className="text-xs text-muted-foreground">
                {entry.kind === 'withdrawal' ? (
                  <span>
                    {sentenceParts(t, msg('{payout} to {recipient}, fee {fee}'), {
                      payout: format.exact(entry.payout ?? '0', entry.symbol),
                      recipient: entry.recipient ? (
                        <ExplorerLink explorerUrl={explorerUrl} kind="address" value={entry.recipient} />
                      ) : (
                        shortenAddress(entry.recipient)
                      ),
                      fee: format.exact(entry.fee ?? '0', entry.symbol),
                    })}
                  </span>
                ) : (
                  <span className="flex flex-wrap items-center gap-x-2">
                    {entry.donorAddress ? (
                      <ExplorerLink explorerUrl={explorerUrl} kind="address" value={entry.donorAddress} />
                    ) : (
                      <span>{t('Anonymous')}</span>
                    )}
                    {entry.kind === 'match' ? (
                      <Link href={`/rounds/${entry.roundId}`} className="text-primary hover:underline">
                        {t('Round {id}', { id: entry.roundId })}
                      </Link>
                    ) : (
                      <Link
                        href={`/receipt/${entry.chainId}/${entry.transactionHash}/${entry.logIndex}`}
                        className="text-primary hover:underline"
                      >
                        {t('Receipt')}
                      </Link>
                    )}
                  </span>
                )}
              </TableCell>
              <TableCell className="tabular-nums">{entry.blockNumber}</TableCell>
              <TableCell className="whitespace-nowrap text-xs">
                {entry.timestamp.slice(0, 16).replace('T', ' ')}
              </TableCell>
              <TableCell className="text-xs">
                <TxLink hash={entry.transactionHash} explorerUrl={explorerUrl} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
