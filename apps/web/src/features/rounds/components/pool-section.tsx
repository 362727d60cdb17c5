import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { ExplorerLink, explorerHref } from '@/components/ui/explorer-link';
import { useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { tokenAmount } from '../lib/round-text';

/** Phases in which a top-up still counts: the pool is read when the donation window closes. */
const FUNDING = new Set(['upcoming', 'applications', 'donations']);

/**
 * The round's pool contract (decision 139): its address, which anyone (the sponsor's Safe,
 * typically) funds with a plain transfer of the round's token while it still counts, and, once
 * the result is final, how far its payout has come (decision 143). Only for a round with a pool
 * contract; the address is selected by one click, as the recompute command is.
 */
export function PoolSection({ round }: { round: RoundPage }) {
  const t = useT();
  const format = useFormat();
  const { explorerFor } = useChains();
  if (!round.poolAddress) return null;
  const explorerUrl = explorerFor(round.chainId);
  const token = round.token.symbol;
  const funding = FUNDING.has(round.phase);
  const payout = round.payout;
  const href = explorerHref(explorerUrl, 'address', round.poolAddress);
  const facts: [string, React.ReactNode][] = [
    [t('Network'), round.chainName],
    [
      t('Token'),
      <span key="token" className="flex flex-wrap items-center gap-x-2">
        {token}
        <ExplorerLink explorerUrl={explorerUrl} kind="address" value={round.token.address} />
      </span>,
    ],
    [
      t('Sponsor'),
      <ExplorerLink key="sponsor" explorerUrl={explorerUrl} kind="address" value={round.sponsorAddress} />,
    ],
  ];
  if (payout) {
    facts.push([
      t('Payouts start'),
      payout.finalizeAt ? formatUtcMoment(payout.finalizeAt) : t('Once the result is on the pool contract'),
    ]);
    facts.push([
      t('Paid into vaults'),
      t('{paid} of {total}', {
        paid: tokenAmount(format, payout.paid, token),
        total: tokenAmount(format, payout.total, token),
      }),
    ]);
    facts.push([
      t('Returned to the sponsor'),
      payout.leftover === null ? (
        t('What is left, once every match is paid')
      ) : (
        <span key="leftover" className="flex flex-wrap items-center gap-x-2">
          {tokenAmount(format, payout.leftover, token)}
          {payout.leftoverTxHash && (
            <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={payout.leftoverTxHash} />
          )}
        </span>
      ),
    ]);
  }
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="round-pool">
      <p className="text-sm text-muted-foreground">
        {funding
          ? t(
              'Anyone can add to the matching pool: send {token} on {network} to this address, no sign-in needed. What the pool holds when the donation window closes ({closes}) is shared among the campaigns; anything sent later goes back to the sponsor.',
              { token, network: round.chainName, closes: formatUtcMoment(round.donationsCloseAt) },
            )
          : t(
              'The pool contract pays each campaign’s match into its vault once the result is final, and only the amounts of the published result. Whatever is left, and anything sent after the donation window closed, goes back to the sponsor.',
            )}
      </p>
      <h3 className="-mb-2 text-sm font-medium">{t('Pool address')}</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
          {round.poolAddress}
        </code>
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-primary hover:underline"
          >
            {t('View on block explorer')}
          </a>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
        {facts.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="-mt-1 min-w-0 break-words text-muted-foreground sm:mt-0">{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
