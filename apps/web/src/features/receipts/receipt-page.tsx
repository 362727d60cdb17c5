import { receiptHead } from '@crowdvault/shared/receipt-head';
import { FileDown, Printer, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { swappedText, useSwapRateText } from '@/components/donations/given-as';
import { YearlyStatement } from '@/components/donations/yearly-statement';
import { EmptyState } from '@/components/layout/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/use-session';
import { downloadFile } from '@/lib/http/download-file';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { usePageHead } from '@/lib/page-meta';
import { useReceipt } from './api/get-receipt';

/** Decision 091's sentence (PLAIN_TRANSFER_NOTE, packages/shared), marked for the web catalogue;
 *  receipt-page.test.tsx holds the two together. */
export const PLAIN_TRANSFER_TEXT = msg(
  "Money sent straight to the vault's address does not count and is not refunded: it goes to the creator with the rest.",
);

/** "2026-11-20 10:00:00": a chain moment in UTC, as the row's label says. */
const utcMoment = (value: string) => value.replace('T', ' ').replace(/\.\d+Z$/, '');

function Row({
  label,
  children,
  mono = false,
}: {
  label: string;
  children: React.ReactNode;
  mono?: boolean;
}) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-0 sm:grid-cols-[10rem_1fr] print:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-sm break-all' : 'font-medium break-words'}>{children}</dd>
    </div>
  );
}

/** `/receipt/:chainId/:txHash/:logIndex`: a donation's receipt, printable and as PDF. */
export function ReceiptPage({
  chainId,
  txHash,
  logIndex,
}: {
  chainId: string;
  txHash: string;
  logIndex: string;
}) {
  const path = `${chainId}/${txHash}/${logIndex}`;
  const { data: receipt, isPending, isError } = useReceipt(path);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const session = useSession();
  const format = useFormat();
  const t = useT();
  const swapRateText = useSwapRateText(receipt?.swapped, receipt?.amount ?? '0', receipt?.symbol ?? '');
  // Previews as "10 USDT to <campaign>" with its cover (decision 123); an unknown receipt is a 404,
  // which the server answers with this page.
  // "10 USDT" in the page's title and preview, as given (its places), in the reader's digits.
  const gift = receipt
    ? `${format.decimal(receipt.amount, receipt.amount.split('.')[1]?.length ?? 0)} ${receipt.symbol}`
    : '';
  usePageHead(
    receipt
      ? (() => {
          const head = receiptHead(receipt);
          const values = { gift, campaign: receipt.campaign.title };
          return {
            ...head,
            title: t('{gift} to {campaign}', values),
            description: t(
              "A donation of {gift} to {campaign} on {network}, {date}, recorded on the blockchain and sent to the campaign's own vault.",
              { ...values, network: receipt.chainName, date: receipt.timestamp.slice(0, 10) },
            ),
            image: head.image && {
              ...head.image,
              alt: t('{title}: raised of its goal on CrowdVault', { title: receipt.campaign.title }),
            },
            breadcrumbs: head.breadcrumbs?.map((crumb, index) =>
              index === 1 ? { ...crumb, name: t('Donation receipt') } : crumb,
            ),
          };
        })()
      : isError
        ? {
            title: t('Receipt not found'),
            description: t('No recorded donation matches this link.'),
            status: 404,
          }
        : { title: t('Donation receipt') },
  );
  if (isPending) {
    return (
      <div className="container-page py-12">
        <Skeleton className="mx-auto h-96 max-w-2xl" aria-hidden />
      </div>
    );
  }
  const isOwnReceipt =
    session.status === 'signed-in' &&
    !!receipt?.donorAddress &&
    receipt.donorAddress.toLowerCase() === session.address?.toLowerCase();
  if (isError || !receipt) {
    return (
      <div className="container-page py-16">
        <EmptyState
          icon={SearchX}
          headingLevel="h2"
          title={t('Receipt not found')}
          description={t('No recorded donation matches this link.')}
        />
      </div>
    );
  }
  const amount = format.exact(receipt.amount, receipt.symbol);
  return (
    <div className="container-page py-8 sm:py-12 print:py-0">
      <article
        className="mx-auto max-w-2xl rounded-xl border bg-card p-6 sm:p-8 print:border-0 print:p-0"
        aria-labelledby="receipt-heading"
      >
        <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">CrowdVault</p>
            <h1 id="receipt-heading" className="text-2xl font-bold">
              {t('Donation receipt')}
            </h1>
          </div>
          <p className="text-3xl font-bold tabular-nums" data-testid="receipt-amount">
            {amount}
          </p>
        </header>
        <dl>
          <Row label={t('Campaign')}>
            <Link href={`/campaign/${receipt.campaign.id}`} className="hover:underline">
              {receipt.campaign.title}
            </Link>
          </Row>
          <Row label={t('Donor')} mono={receipt.donorAddress !== null}>
            {receipt.donorAddress ?? t('Anonymous')}
            {receipt.isAnonymous && receipt.viewerIsDonor && (
              <span className="mt-1 block font-sans text-xs font-normal text-muted-foreground">
                {t('Given anonymously: only you see your address here.')}
              </span>
            )}
          </Row>
          <Row label={t('Date (UTC)')}>{utcMoment(receipt.timestamp)}</Row>
          <Row label={t('Network')}>
            {t('{network} (chain id {id})', { network: receipt.chainName, id: receipt.chainId })}
          </Row>
          <Row label={t('Block')}>{receipt.blockNumber}</Row>
          <Row label={t('Transaction')} mono>
            {receipt.explorerUrl ? (
              <a
                href={`${receipt.explorerUrl}/tx/${receipt.transactionHash}`}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                {receipt.transactionHash}
              </a>
            ) : (
              receipt.transactionHash
            )}
          </Row>
          {receipt.tokenAddress && (
            <Row label={t('Token contract')} mono>
              {receipt.tokenAddress}
            </Row>
          )}
          {/* A swap-gift (issue 45): what the donor gave, and the rate it was swapped at. */}
          {receipt.swapped && (
            <>
              <Row label={t('Given as')}>
                <span data-testid="receipt-given-as">{swappedText(receipt.swapped, format)}</span>
              </Row>
              {swapRateText && (
                <Row label={t('Rate')}>
                  <span data-testid="receipt-rate">{swapRateText}</span>
                </Row>
              )}
              {receipt.swapped.token.address && (
                <Row label={t('Given token contract')} mono>
                  {receipt.swapped.token.address}
                </Row>
              )}
            </>
          )}
          <Row label={t('Campaign vault')} mono>
            {receipt.vaultAddress}
          </Row>
          {/* All or nothing (decision 101): a plain transfer the vault did not count, or the refund
              that paid this donor's gifts in this token back. */}
          {receipt.counted === false && (
            <Row label={t('Counted toward the goal')}>
              {t('No. {note}', { note: t(PLAIN_TRANSFER_TEXT) })}
            </Row>
          )}
          {receipt.refund && (
            <>
              <Row label={t('Refunded')}>
                {receipt.refund.method === 'pushed'
                  ? t('{amount} (all this donor gave in {token}), sent back on {moment} UTC', {
                      amount: format.exact(receipt.refund.amount, receipt.symbol),
                      token: receipt.symbol,
                      moment: utcMoment(receipt.refund.timestamp),
                    })
                  : t('{amount} (all this donor gave in {token}), claimed on {moment} UTC', {
                      amount: format.exact(receipt.refund.amount, receipt.symbol),
                      token: receipt.symbol,
                      moment: utcMoment(receipt.refund.timestamp),
                    })}
              </Row>
              <Row label={t('Refund transaction')} mono>
                {receipt.explorerUrl ? (
                  <a
                    href={`${receipt.explorerUrl}/tx/${receipt.refund.transactionHash}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:underline"
                  >
                    {receipt.refund.transactionHash}
                  </a>
                ) : (
                  receipt.refund.transactionHash
                )}
              </Row>
            </>
          )}
        </dl>
        <p className="mt-6 text-xs text-muted-foreground">
          {t(
            "This receipt restates a transfer recorded on the blockchain; the transaction is the proof. The donation went to the campaign's own vault contract.",
          )}
        </p>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            {t('Print')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setDownloadError(null);
              downloadFile(
                `/receipts/${path}/pdf`,
                `crowdvault-receipt-${receipt.transactionHash.slice(0, 10)}-${receipt.logIndex}.pdf`,
              ).catch(() => setDownloadError(t('The PDF could not be made. Please try again.')));
            }}
          >
            <FileDown aria-hidden />
            {t('Download PDF')}
          </Button>
        </div>
        {downloadError && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {downloadError}
          </p>
        )}
        {/* The donor's own receipt leads to the whole year's statement too. */}
        {isOwnReceipt && (
          <YearlyStatement
            className="mt-6 border-t pt-6 print:hidden"
            years={[new Date(receipt.timestamp).getUTCFullYear()]}
          />
        )}
      </article>
    </div>
  );
}
