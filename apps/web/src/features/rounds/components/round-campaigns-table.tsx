import type { RoundCampaign, RoundPage, RoundPayoutFailure } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DataTable } from '@/components/data/data-table';
import { Badge } from '@/components/ui/badge';
import { ExplorerLink } from '@/components/ui/explorer-link';
import { TableCell, TableRow } from '@/components/ui/table';
import { useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { msg, type Translate, useT } from '@/lib/i18n/i18n';
import { capText, tokenAmount } from '../lib/round-text';

type Status = {
  label: string;
  detail: ReactNode;
  variant: 'success' | 'secondary' | 'warning' | 'destructive';
};

/** Why the pool did not pay a campaign's match (decision 139's reasons), as the round page says it. */
const PAYOUT_FAILURES: Record<RoundPayoutFailure, string> = {
  vault_not_succeeded: msg('Paid if the campaign reaches its all-or-nothing goal by {until}'),
  transfer_failed: msg('The token refused the transfer into the vault; tried again until {until}'),
  not_in_result: msg('Not in the result the pool holds'),
  over_total: msg('Beyond the total the pool may pay'),
  over_balance: msg('Beyond what the pool holds'),
  expired: msg('Not paid before the pool returned what was left to the sponsor'),
};

/** Once the result is final: the campaign's match on its way into its vault (decision 143) —
 *  paid with its transaction, pending, or failed with the pool's reason. */
function payoutStatus(
  campaign: RoundCampaign,
  round: Pick<RoundPage, 'payout'>,
  t: Translate,
  explorerUrl: string | null,
): Status | null {
  const payout = campaign.payout;
  if (!payout) return null;
  if (payout.state === 'paid') {
    return {
      label: t('Paid into the vault'),
      detail: payout.txHash ? (
        <span className="flex items-center gap-1">
          {payout.paidAt && <span>{formatUtcMoment(payout.paidAt)} ·</span>}
          <ExplorerLink explorerUrl={explorerUrl} kind="tx" value={payout.txHash} />
        </span>
      ) : null,
      variant: 'success',
    };
  }
  if (payout.state === 'failed') {
    const until = payout.retryUntil ? formatUtcMoment(payout.retryUntil) : '';
    return {
      label: payout.retryUntil ? t('Payout waiting') : t('Payout failed'),
      detail: payout.reason ? t(PAYOUT_FAILURES[payout.reason], { until }) : null,
      variant: payout.retryUntil ? 'warning' : 'destructive',
    };
  }
  const starts = round.payout?.finalizeAt;
  return {
    label: t('Payout pending'),
    detail:
      starts && Date.parse(starts) > Date.now()
        ? t('Payouts start {moment}', { moment: formatUtcMoment(starts) })
        : t('Being paid by the pool contract'),
    variant: 'secondary',
  };
}

/** Where one campaign's match stands: an estimate while the round runs; once published, open to
 *  challenge until the window ends, then final, then its payout; or taken out by a moderator, with
 *  why. */
export function campaignStatus(
  campaign: RoundCampaign,
  round: Pick<RoundPage, 'phase' | 'challengeEndsAt' | 'payout'>,
  t: Translate,
  explorerUrl: string | null = null,
): Status {
  if (campaign.excluded) return { label: t('Excluded'), detail: campaign.excluded, variant: 'destructive' };
  if (round.phase === 'final' || round.phase === 'paid') {
    const payout = payoutStatus(campaign, round, t, explorerUrl);
    if (payout) return payout;
  }
  if (round.phase === 'challenge') {
    return {
      label: t('Open to challenge'),
      detail: round.challengeEndsAt
        ? t('Until {moment}', { moment: formatUtcMoment(round.challengeEndsAt) })
        : null,
      variant: 'warning',
    };
  }
  if (round.phase === 'final' || round.phase === 'paid')
    return { label: t('Final'), detail: null, variant: 'success' };
  if (round.phase === 'counting') return { label: t('Being counted'), detail: null, variant: 'secondary' };
  return { label: t('Estimate'), detail: t('Moves as gifts land'), variant: 'secondary' };
}

/** The round's campaigns: donors and gifts that count, the match (estimated or published) and
 *  where it stands. Rows become cards on a phone. */
export function RoundCampaignsTable({ round }: { round: RoundPage }) {
  const t = useT();
  const format = useFormat();
  const { explorerFor } = useChains();
  const explorerUrl = explorerFor(round.chainId);
  const symbol = round.token.symbol;
  const published = round.publication !== null;
  if (round.campaigns.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-8 text-center text-sm text-muted-foreground">
        {t('No campaign has been accepted into this round yet.')}
      </p>
    );
  }
  const cap = capText(format, round.matchingCapBps);
  const cell = 'max-md:flex max-md:justify-between max-md:gap-4 max-md:py-1';
  const label = 'text-muted-foreground md:hidden';
  return (
    <DataTable
      label={t('Campaigns in the round')}
      stackBelow="md"
      divided
      columns={[
        t('Campaign'),
        { header: t('Donors counted'), className: 'text-end' },
        { header: t('Gifts that count'), className: 'text-end' },
        { header: published ? t('Match') : t('Estimated match'), className: 'text-end' },
        t('Status'),
      ]}
    >
      {round.campaigns.map((campaign) => {
        const status = campaignStatus(campaign, round, t, explorerUrl);
        return (
          <TableRow
            key={campaign.campaignId}
            className="max-md:block max-md:py-3 max-md:[&>td]:px-0!"
            data-testid="round-campaign"
          >
            <TableCell className="font-medium max-md:block max-md:pb-2">
              <Link href={`/campaign/${campaign.campaignId}`} className="hover:underline">
                {campaign.title}
              </Link>
            </TableCell>
            <TableCell className={`text-end tabular-nums ${cell}`}>
              <span className={label}>{t('Donors counted')}</span>
              {format.count(campaign.donors)}
            </TableCell>
            <TableCell className={`text-end whitespace-nowrap tabular-nums ${cell}`}>
              <span className={label}>{t('Gifts that count')}</span>
              {tokenAmount(format, campaign.counted, symbol)}
            </TableCell>
            <TableCell className={`text-end font-semibold whitespace-nowrap tabular-nums ${cell}`}>
              <span className={`font-normal ${label}`}>{published ? t('Match') : t('Estimated match')}</span>
              <span>
                {tokenAmount(format, campaign.match, symbol)}
                {campaign.capped && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {cap ? t('Capped at {cap} of the pool', { cap }) : t('Capped')}
                  </span>
                )}
              </span>
            </TableCell>
            <TableCell className={cell}>
              <span className={label}>{t('Status')}</span>
              <span className="flex flex-col items-end gap-0.5 md:items-start">
                <Badge variant={status.variant}>{status.label}</Badge>
                {status.detail && <span className="text-xs text-muted-foreground">{status.detail}</span>}
              </span>
            </TableCell>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
