import type { RoundCampaign, RoundPage } from '@crowdvault/shared/api/rounds';
import { formatUtcMoment } from '@crowdvault/shared/format';
import { Link } from 'wouter';
import { DataTable } from '@/components/data/data-table';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { capText, tokenAmount } from '../lib/round-text';

/** Where one campaign's match stands: an estimate while the round runs; once published, open to
 *  challenge until the window ends, then final; or taken out by a moderator, with why. */
export function campaignStatus(
  campaign: RoundCampaign,
  round: Pick<RoundPage, 'phase' | 'challengeEndsAt'>,
): { label: string; detail: string | null; variant: 'success' | 'secondary' | 'warning' | 'destructive' } {
  if (campaign.excluded) return { label: 'Excluded', detail: campaign.excluded, variant: 'destructive' };
  if (round.phase === 'challenge') {
    return {
      label: 'Open to challenge',
      detail: round.challengeEndsAt ? `Until ${formatUtcMoment(round.challengeEndsAt)}` : null,
      variant: 'warning',
    };
  }
  if (round.phase === 'final' || round.phase === 'paid')
    return { label: 'Final', detail: null, variant: 'success' };
  if (round.phase === 'counting') return { label: 'Being counted', detail: null, variant: 'secondary' };
  return { label: 'Estimate', detail: 'Moves as gifts land', variant: 'secondary' };
}

/** The round's campaigns: donors and gifts that count, the match (estimated or published) and
 *  where it stands. Rows become cards on a phone. */
export function RoundCampaignsTable({ round }: { round: RoundPage }) {
  const symbol = round.token.symbol;
  const published = round.publication !== null;
  if (round.campaigns.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-8 text-center text-sm text-muted-foreground">
        No campaign has been accepted into this round yet.
      </p>
    );
  }
  const cap = capText(round.matchingCapBps);
  const cell = 'max-md:flex max-md:justify-between max-md:gap-4 max-md:py-1';
  const label = 'text-muted-foreground md:hidden';
  return (
    <DataTable
      label="Campaigns in the round"
      stackBelow="md"
      divided
      columns={[
        'Campaign',
        { header: 'Donors counted', className: 'text-right' },
        { header: 'Gifts that count', className: 'text-right' },
        { header: published ? 'Match' : 'Estimated match', className: 'text-right' },
        'Status',
      ]}
    >
      {round.campaigns.map((campaign) => {
        const status = campaignStatus(campaign, round);
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
            <TableCell className={`text-right tabular-nums ${cell}`}>
              <span className={label}>Donors counted</span>
              {campaign.donors.toLocaleString('en-US')}
            </TableCell>
            <TableCell className={`text-right whitespace-nowrap tabular-nums ${cell}`}>
              <span className={label}>Gifts that count</span>
              {tokenAmount(campaign.counted, symbol)}
            </TableCell>
            <TableCell className={`text-right font-semibold whitespace-nowrap tabular-nums ${cell}`}>
              <span className={`font-normal ${label}`}>{published ? 'Match' : 'Estimated match'}</span>
              <span>
                {tokenAmount(campaign.match, symbol)}
                {campaign.capped && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Capped{cap ? ` at ${cap} of the pool` : ''}
                  </span>
                )}
              </span>
            </TableCell>
            <TableCell className={cell}>
              <span className={label}>Status</span>
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
