import type { SafeMultisigTx, SafeTxStatus } from '@crowdvault/shared/api/safe';
import { shortenAddress } from '@crowdvault/shared/format';
import { Check, Circle, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { Progress } from '@/components/ui/progress';
import { StatusBadge, type StatusLook } from '@/components/ui/status-badge';
import { activeFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import type { SafeAction, SafePending } from '../use-safe-queue';

const STATUS: Record<SafeTxStatus, StatusLook> = {
  AWAITING_CONFIRMATIONS: { label: msg('Awaiting signatures'), tone: 'warning' },
  AWAITING_EXECUTION: { label: msg('Ready to execute'), tone: 'success' },
  EXECUTING: { label: msg('Executing'), tone: 'warning' },
  EXECUTED: { label: msg('Executed'), tone: 'success' },
  FAILED: { label: msg('Failed'), tone: 'destructive' },
  REJECTED: { label: msg('Rejected'), tone: 'outline' },
  REPLACED: { label: msg('Replaced'), tone: 'outline' },
  STALE: { label: msg('Stale'), tone: 'outline' },
};

const isOpen = (status: SafeTxStatus) =>
  status === 'AWAITING_CONFIRMATIONS' || status === 'AWAITING_EXECUTION';

/**
 * One proposed withdrawal from a Safe: amount and recipient, "k of n signed" with each owner and
 * whether they signed, and what the signed-in owner can do now: Sign (when they have not), Reject
 * (while open; another owner's signatures are then void, which it says), and once at the threshold
 * Execute from their wallet or without gas (the relayer).
 * A stale proposal (the Safe's nonce moved past it) says so and offers nothing.
 */
export function SafeProposalItem({
  tx,
  me,
  explorerUrl,
  pending,
  onAction,
}: {
  tx: SafeMultisigTx;
  /** The signed-in wallet. */
  me: string;
  explorerUrl: string | null;
  pending: SafePending | null;
  onAction: (action: Exclude<SafeAction, 'propose'>, tx: SafeMultisigTx) => void;
}) {
  const t = useT();
  const signed = new Set(tx.confirmations.map((confirmation) => confirmation.owner.toLowerCase()));
  const isMe = (owner: string) => owner.toLowerCase() === me.toLowerCase();
  const iSigned = signed.has(me.toLowerCase());
  const open = isOpen(tx.status);
  const busy = pending !== null;
  const doing = (action: SafeAction) => pending?.safeTxHash === tx.safeTxHash && pending.action === action;
  const count = Math.min(tx.confirmations.length, tx.confirmationsRequired);
  const label = activeFormat().exact(tx.withdrawal.amount, tx.withdrawal.symbol);
  const recipient = shortenAddress(tx.withdrawal.recipient);
  const button = (
    action: Exclude<SafeAction, 'propose'>,
    text: string,
    variant: 'default' | 'outline' | 'ghost',
  ) => (
    <Button
      size="sm"
      variant={variant}
      disabled={busy}
      onClick={() => onAction(action, tx)}
      aria-label={t('{action}: {amount} to {recipient}', { action: text, amount: label, recipient })}
    >
      {doing(action) && <Loader2 className="animate-spin" aria-hidden />}
      {text}
    </Button>
  );

  return (
    <li
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0"
      data-testid="safe-proposal"
      data-status={tx.status}
      aria-label={t('Proposal of {amount}', { amount: label })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold tabular-nums">{label}</p>
          <p className="text-xs text-muted-foreground">
            {sentenceParts(
              t,
              isMe(tx.proposer)
                ? msg('to {recipient} · proposed by you · {date} · nonce {nonce}')
                : msg('to {recipient} · proposed by {proposer} · {date} · nonce {nonce}'),
              {
                recipient: (
                  <span className="font-mono" title={tx.withdrawal.recipient}>
                    {recipient}
                  </span>
                ),
                proposer: <span className="font-mono">{shortenAddress(tx.proposer)}</span>,
                date: activeFormat().date(tx.submissionDate),
                nonce: tx.nonce,
              },
            )}
          </p>
        </div>
        <StatusBadge {...STATUS[tx.status]} data-testid="safe-proposal-status" />
      </div>
      {tx.status === 'STALE' && (
        <p className="text-sm text-muted-foreground">
          {t(
            'The Safe has already executed another transaction with nonce {nonce}: this one can no longer run. Propose it again if it is still wanted.',
            { nonce: tx.nonce },
          )}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium" data-testid="safe-progress">
            {t('{count} of {required} signed', { count, required: tx.confirmationsRequired })}
          </span>
          {tx.transactionHash && (
            <ExplorerLink
              explorerUrl={explorerUrl}
              kind="tx"
              value={tx.transactionHash}
              className="text-xs text-primary"
            />
          )}
        </div>
        <Progress
          value={(count / tx.confirmationsRequired) * 100}
          aria-label={t('{count} of {required} signatures', { count, required: tx.confirmationsRequired })}
          className="h-1.5"
        />
        <ul className="flex flex-col gap-0.5 text-xs" aria-label={t('Owners')}>
          {tx.owners.map((owner) => (
            <li key={owner} className="flex items-center gap-1.5">
              {signed.has(owner.toLowerCase()) ? (
                <Check className="size-3.5 text-success" aria-hidden />
              ) : (
                <Circle className="size-3.5 text-muted-foreground" aria-hidden />
              )}
              <span className="font-mono" title={owner}>
                {shortenAddress(owner)}
              </span>
              {isMe(owner) && <span className="text-muted-foreground">{t('(you)')}</span>}
              <span className={signed.has(owner.toLowerCase()) ? 'text-success' : 'text-muted-foreground'}>
                {signed.has(owner.toLowerCase()) ? t('signed') : t('not yet')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {open && (
        <div className="flex flex-wrap gap-2">
          {!iSigned &&
            button('sign', t('Sign'), tx.status === 'AWAITING_CONFIRMATIONS' ? 'default' : 'outline')}
          {tx.status === 'AWAITING_EXECUTION' && (
            <>
              {button('direct', t('Execute'), 'default')}
              {button('relayer', t('Execute without gas'), 'outline')}
            </>
          )}
          {button('reject', t('Reject'), 'ghost')}
        </div>
      )}
      {open && tx.confirmations.some((confirmation) => !isMe(confirmation.owner)) && (
        <p className="text-xs text-muted-foreground">
          {t(
            'Any owner may reject it: its signatures are then void, and the withdrawal needs {required} signatures again as a new proposal.',
            { required: tx.confirmationsRequired },
          )}
        </p>
      )}
    </li>
  );
}
