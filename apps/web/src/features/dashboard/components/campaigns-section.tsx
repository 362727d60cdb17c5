import type { OwnCampaign } from '@crowdvault/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Megaphone, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { CampaignStatusBadge } from '@/components/campaign/campaign-status-badge';
import { FundingModelBadge } from '@/components/campaign/funding-model-badge';
import { EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useSession } from '@/lib/auth/use-session';
import { progressPercent, vaultDaysLeft } from '@/lib/campaigns/campaign-progress';
import { allOrNothingWithdrawal, fundingStateSentence } from '@/lib/campaigns/funding-model';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainNameOf } from '@/lib/config/chains';
import { msg, useLocale, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { MODERATION_REASON_TEXTS } from '@/lib/moderation-reasons';
import { safeLabel } from '@/lib/safe/safe-label';
import { useMyCampaigns } from '../api/get-my-campaigns';
import { formatMoney } from '../lib/money';
import { ApprovalBadge } from './approval-badge';
import { CreateCampaignButton } from './create-campaign-button';
import { LoadError } from './load-error';
import { Placeholders } from './placeholders';

const PREVIEW_LENGTH = 100;

/** The first 100 characters of a description (SPEC.md §9), with an ellipsis when cut. */
export function previewDescription(description: string): string {
  return description.length > PREVIEW_LENGTH
    ? `${description.slice(0, PREVIEW_LENGTH).trimEnd()}...`
    : description;
}

function ModerationNote({ campaign }: { campaign: OwnCampaign }) {
  const t = useT();
  const reason = campaign.moderationReason;
  if (!reason) return null;
  const label = t(MODERATION_REASON_TEXTS[reason.code]);
  return (
    <p className="rounded-lg bg-destructive/10 px-3 py-2 text-xs text-destructive">
      <span className="font-semibold">
        {campaign.isApproved
          ? t('Flagged: {reason}', { reason: label })
          : t('Rejected: {reason}', { reason: label })}
      </span>
      {reason.text && <span className="text-foreground"> — {reason.text}</span>}
    </p>
  );
}

function MyCampaignCard({ campaign }: { campaign: OwnCampaign }) {
  const t = useT();
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  const { address } = useSession();
  const isCreator = address?.toLowerCase() === campaign.creator.walletAddress.toLowerCase();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap gap-1.5">
        {/* While unapproved its review is its status: no green 'Active' beside 'Pending Approval'. */}
        {(campaign.isApproved || campaign.status === 'flagged') && (
          <CampaignStatusBadge status={campaign.status} daysLeft={vaultDaysLeft(campaign)} />
        )}
        {campaign.status !== 'flagged' && (
          <ApprovalBadge
            isApproved={campaign.isApproved}
            rejected={!campaign.isApproved && campaign.moderationReason !== null}
          />
        )}
        <FundingModelBadge fundingModel={campaign.fundingModel} fundingState={campaign.fundingState} />
        {campaign.safe && (
          <Badge variant="outline" title={campaign.safe.address} data-testid="campaign-safe">
            {safeLabel(campaign.safe)}
          </Badge>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-base leading-snug font-semibold break-words">
          <Link href={`/campaign/${campaign.id}`} className="hover:underline">
            {campaign.title}
          </Link>
        </h2>
        <p className="text-sm break-words text-muted-foreground">
          {previewDescription(campaign.description)}
        </p>
      </div>
      <ModerationNote campaign={campaign} />
      <AllOrNothingNote campaign={campaign} />
      <div className="mt-auto flex flex-col gap-2">
        <Progress
          value={percent}
          aria-label={t('{percent}% funded', { percent: Math.floor(percent) })}
          className="h-1.5"
        />
        <p className="text-xs text-muted-foreground tabular-nums">
          {sentenceParts(t, msg('{raised} raised of {goal}'), {
            raised: (
              <span className="font-semibold text-foreground">
                {formatMoney(campaign.raisedAmount, campaign.currency)}
              </span>
            ),
            goal: formatMoney(campaign.goalAmount, campaign.currency),
          })}
        </p>
        <NetworkSplit campaign={campaign} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            href={`/campaigns/${campaign.id}`}
            aria-label={t('View details of {title}', { title: campaign.title })}
          >
            {t('View Details')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        {/* A Safe's other owners see the campaign too; only its creator edits it. */}
        {isCreator && (
          <Button asChild variant="ghost" size="sm">
            <Link
              href={`/dashboard/campaigns/${campaign.id}/edit`}
              aria-label={t('Edit {title}', { title: campaign.title })}
            >
              <Pencil aria-hidden />
              {t('Edit')}
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

/** An all-or-nothing campaign's deadline and what its creator may withdraw now. */
function AllOrNothingNote({ campaign }: { campaign: OwnCampaign }) {
  const words = { t: useT(), locale: useLocale() };
  const vault = campaign.allOrNothing;
  if (!vault) return null;
  const rule = allOrNothingWithdrawal(words, vault, campaign.currency);
  return (
    <p className="rounded-lg bg-muted px-3 py-2 text-xs" data-testid="all-or-nothing-note">
      {fundingStateSentence(words, vault.state, vault.deadline)}
      {rule && <span className="mt-1 block text-muted-foreground">{rule.reason}</span>}
    </p>
  );
}

/** Where the raised amount was given, per network (decision 060), where the deployment serves more
 *  than one; the parts add up to the total. */
function NetworkSplit({ campaign }: { campaign: OwnCampaign }) {
  const t = useT();
  const { data: config } = useQuery(configQueryOptions);
  const parts = campaign.raisedByChain ?? [];
  if (!config || config.chains.length < 2 || parts.length === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums"
      aria-label={t('Raised by network')}
    >
      {parts.map((part) => (
        <li key={part.chainId}>
          {t('{network}: {amount}', {
            network: chainNameOf(config, part.chainId),
            amount: formatMoney(part.raisedAmount, campaign.currency),
          })}
        </li>
      ))}
    </ul>
  );
}

/** My Campaigns: every own campaign, pending and rejected ones included. */
export function CampaignsSection() {
  const t = useT();
  const campaigns = useMyCampaigns();
  if (campaigns.isPending) {
    return (
      <Placeholders
        count={3}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        itemClassName="h-64 rounded-xl"
      />
    );
  }
  if (!campaigns.data)
    return <LoadError what={msg('Your campaigns')} onRetry={() => void campaigns.refetch()} />;
  if (campaigns.data.length === 0) {
    return (
      <EmptyState
        icon={Megaphone}
        title={t('No campaigns yet.')}
        description={t('Start a campaign and raise stablecoins into its own vault.')}
        action={<CreateCampaignButton />}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {campaigns.data.map((campaign) => (
        <li key={campaign.id} className="flex">
          <MyCampaignCard campaign={campaign} />
        </li>
      ))}
    </ul>
  );
}
