import type { Withdrawal } from '@crowdvault/shared/api/withdrawal';
import { formatDate, shortenHash } from '@crowdvault/shared/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '../lib/money';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

function TxHash({ hash, explorerUrl }: { hash: string | null; explorerUrl: string | null }) {
  const text = shortenHash(hash);
  if (!hash) return <span className="text-muted-foreground">{text}</span>;
  if (!explorerUrl) {
    return (
      <span className="font-mono" title={hash}>
        {text}
      </span>
    );
  }
  return (
    <a
      href={`${explorerUrl}/tx/${hash}`}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded font-mono text-primary hover:underline"
      title={hash}
    >
      {text}
    </a>
  );
}

/** Withdrawal History (SPEC.md §2): Campaign, Amount, Status, Date, Tx Hash. */
export function WithdrawalHistory({
  withdrawals,
  explorerUrl,
}: {
  withdrawals: Withdrawal[];
  explorerUrl: string | null;
}) {
  if (withdrawals.length === 0) {
    return <p className="px-6 py-12 text-center text-sm text-muted-foreground">No withdrawal history.</p>;
  }
  return (
    <Table aria-label="Withdrawal history" className="max-sm:block">
      <TableHeader className="max-sm:hidden">
        <TableRow className="hover:bg-transparent">
          <TableHead>Campaign</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Tx Hash</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-sm:block">
        {withdrawals.map((row) => (
          <TableRow
            key={row.id}
            // Phones: title and amount, then status, date and hash on one line.
            className="max-sm:grid max-sm:grid-cols-[auto_auto_minmax(0,1fr)] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3 max-sm:[&>td]:p-0!"
          >
            <TableCell className="max-sm:col-span-2 sm:max-w-48 sm:min-w-32">
              <p className="line-clamp-2 font-medium">{row.campaign.title}</p>
              {row.method === 'gasless' && <p className="text-xs text-muted-foreground">Gasless</p>}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums max-sm:row-start-1 max-sm:col-start-3">
              <span className="font-semibold">{formatMoney(row.amount, row.currency)}</span>
            </TableCell>
            <TableCell>
              <span title={row.failureReason ?? undefined}>
                <WithdrawalStatusBadge status={row.status} />
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {formatDate(row.createdAt)}
            </TableCell>
            <TableCell className="text-xs whitespace-nowrap max-sm:text-right">
              <TxHash hash={row.transactionHash} explorerUrl={explorerUrl} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
