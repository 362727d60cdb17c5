import type { Campaign } from '@crowdvault/shared/api/campaign';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';
import type { ClosedReason, DonationAvailability } from '../lib/donation-availability';

type Closed = Extract<DonationAvailability, { open: false }>;

const TONES = {
  info: { icon: CheckCircle2, className: 'border-border bg-muted/60' },
  warning: { icon: Info, className: 'border-warning/50 bg-warning/10' },
  danger: { icon: AlertTriangle, className: 'border-destructive/40 bg-destructive/10' },
} as const;

/**
 * Why a campaign takes no donations, and the disabled button that stands in for Donate (SPEC.md
 * §4's words). A part of its own, loaded only for a closed campaign, with its texts (the
 * campaign-parts group, decision 140): an open campaign's first load carries none of them.
 */
export function DonationClosedNotice({
  availability,
  campaign,
}: {
  availability: Closed;
  campaign: Pick<Campaign, 'raisedAmount' | 'currency' | 'moderation'>;
}) {
  const t = useT();
  const format = useFormat();
  const { icon: Icon, className } = TONES[availability.tone];
  const words = (reason: ClosedReason): { button: string; title: string; description: string } => {
    switch (reason) {
      case 'completed':
        return {
          button: t('Campaign Completed'),
          title: t('Campaign Completed'),
          description: t('This campaign has been successfully completed. Final amount raised: {raised}.', {
            raised: format.amount(campaign.raisedAmount, campaign.currency),
          }),
        };
      case 'paused':
        return {
          button: t('Campaign Paused'),
          title: t('Campaign Paused'),
          description: t('This campaign is temporarily paused and is not accepting donations right now.'),
        };
      case 'flagged':
        return {
          button: t('Campaign Flagged'),
          title: t('Campaign Flagged'),
          description: t('This campaign is under review and is not accepting donations.'),
        };
      case 'ended':
      case 'failed':
        return {
          button: t('Campaign Ended'),
          title: t('Campaign Ended'),
          description:
            reason === 'failed'
              ? t(
                  'This all-or-nothing campaign did not reach its goal by its deadline and no longer accepts donations.',
                )
              : t('This campaign has reached its end date and no longer accepts donations.'),
        };
      case 'rejected': {
        // The reason comes only to the campaign's creator and moderators (the server leaves it out
        // for everyone else).
        const given = campaign.moderation?.reason;
        const label = given ? t(MODERATION_REASON_TEXTS[given.code]) : '';
        const why = given?.text ? t('{reason}: {details}', { reason: label, details: given.text }) : label;
        return {
          button: t('Campaign Rejected'),
          title: t('Campaign Rejected'),
          description: why
            ? t('A moderator rejected this campaign ({reason}). It does not accept donations.', {
                reason: why,
              })
            : t('This campaign was not approved and does not accept donations.'),
        };
      }
      case 'awaiting-review':
        return {
          button: t('Awaiting Review'),
          title: t('Awaiting Review'),
          description: t(
            'This campaign has been submitted and is awaiting review. It will accept donations once it is approved, usually within 24 hours.',
          ),
        };
      case 'unavailable':
        return {
          button: t('Unavailable'),
          title: t('Campaign Unavailable'),
          description: t('This campaign is not currently accepting donations.'),
        };
    }
  };
  const { button, title, description } = words(availability.reason);
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className={cn('flex gap-3 rounded-lg border p-4', className)}>
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <Button disabled size="lg" className="w-full">
        {button}
      </Button>
    </div>
  );
}
