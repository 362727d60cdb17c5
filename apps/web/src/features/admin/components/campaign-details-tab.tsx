import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import type { Category, FundingState } from '@crowdvault/shared/constants';
import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import { CATEGORY_LABELS } from '@/components/campaign/category-label';
import { formatDeadline } from '@/lib/campaigns/funding-model';
import { useChains } from '@/lib/config/chains';
import { type Format, useFormat } from '@/lib/i18n/format';
import { msg, type Translate, useT } from '@/lib/i18n/i18n';
import { reasonText } from '../lib/reason-text';
import { STATUS_LABELS } from '../lib/status-change';
import { CampaignPhotosSection } from './campaign-photos-section';
import { DetailSection, FactList } from './detail-section';
import { CopyableAddress } from './wallet-address';

/** An all-or-nothing vault's state (FUNDING_STATE_LABELS' English), marked for the catalogue. */
const VAULT_STATE_TEXTS: Record<FundingState, string> = {
  funding: msg('Funding'),
  succeeded: msg('Succeeded'),
  failed: msg('Failed'),
};

/** The funding model and, for all or nothing, what its vault fixed and where it stands (issue 29):
 *  neither goal nor deadline can be changed, also not by an admin. */
function fundingFacts(
  campaign: AdminCampaignDetail,
  nameOf: (chainId: number) => string,
  t: Translate,
  format: Format,
): { label: string; value: string }[] {
  const vault = campaign.allOrNothing;
  if (!vault) return [{ label: t('Funding model'), value: t('Keep what you raise') }];
  const money = (amount: string) => format.amount(amount, campaign.currency);
  const refunded = formatUnits(
    parseUnits(vault.refunds.claimed, 18) + parseUnits(vault.refunds.pushed, 18),
    18,
  );
  return [
    { label: t('Funding model'), value: t('All or nothing (goal and deadline fixed in the vault)') },
    { label: t('Vault state'), value: t(VAULT_STATE_TEXTS[vault.state]) },
    { label: t('Network'), value: nameOf(vault.chainId) },
    // Fixed in UTC on purpose (the vault's own deadline, the same minute for everyone: decision 140).
    { label: t('Deadline'), value: formatDeadline(vault.deadline) },
    { label: t('Counted'), value: money(vault.countedAmount) },
    { label: t('Not counted (plain transfers)'), value: money(vault.uncountedAmount) },
    ...(vault.state === 'failed'
      ? [
          {
            label: t('Refunds'),
            value: t(
              '{refunded} paid to {refundedCount, plural, one {# donor} other {# donors}} · {owed} owed to {owedCount}',
              {
                refunded: money(refunded),
                refundedCount: vault.refunds.donorsRefunded,
                owed: money(vault.refunds.outstanding),
                owedCount: format.count(vault.refunds.donorsOutstanding),
              },
            ),
          },
        ]
      : []),
    // Pushes the watcher gave up on (decision 112): the donors were told in the bell.
    ...(vault.state === 'failed' && vault.refunds.donorsPushRefused > 0
      ? [
          {
            label: t('Refunds not pushed'),
            value: t(
              "{count, plural, one {# donor's token} other {# donors' tokens}} refused our pushes: they must claim to another address",
              { count: vault.refunds.donorsPushRefused },
            ),
          },
        ]
      : []),
  ];
}

const APPROVAL_LABELS: Record<AdminCampaignDetail['approval'], string> = {
  approved: msg('Approved'),
  pending: msg('Pending Review'),
  rejected: msg('Rejected'),
};

/** Its status, except that a campaign nobody approved is not live, whatever its stored status says. */
function statusFact(campaign: AdminCampaignDetail, t: Translate): string {
  if (campaign.isApproved || campaign.status !== 'active') return t(STATUS_LABELS[campaign.status]);
  return campaign.approval === 'rejected' ? t('Not live: rejected') : t('Not live until approved');
}

/** The Details tab: what the campaign says about itself, and its moderation state. */
export function CampaignDetailsTab({ campaign }: { campaign: AdminCampaignDetail }) {
  const t = useT();
  const format = useFormat();
  const chains = useChains();
  return (
    <div className="flex flex-col gap-6">
      <DetailSection title={t('Campaign')}>
        <FactList
          facts={[
            {
              label: t('Category'),
              // A category the labels do not know (an old one) is shown as stored.
              value: CATEGORY_LABELS[campaign.category as Category]
                ? t(CATEGORY_LABELS[campaign.category as Category])
                : campaign.category,
            },
            { label: t('Location'), value: campaign.location ?? t('Global') },
            { label: t('Status'), value: statusFact(campaign, t) },
            { label: t('Approval'), value: t(APPROVAL_LABELS[campaign.approval]) },
            { label: t('Goal'), value: format.amount(campaign.goalAmount, campaign.currency) },
            ...fundingFacts(campaign, chains.nameOf, t, format),
            { label: t('Created'), value: format.date(campaign.createdAt) },
            { label: t('Ends'), value: format.date(campaign.endDate) },
            { label: t('Open reports'), value: format.count(campaign.openReports) },
            {
              label: t('Vault'),
              value: campaign.walletAddress ? (
                <CopyableAddress address={campaign.walletAddress} label={t('Copy vault address')} />
              ) : (
                t('None')
              ),
            },
            {
              label: t('Moderation reason'),
              value: campaign.moderationReason ? reasonText(campaign.moderationReason, t) : t('None'),
            },
          ]}
        />
      </DetailSection>
      <CampaignPhotosSection campaign={campaign} />
      <DetailSection title={t('Description')}>
        <p className="text-sm" dir="auto">
          {campaign.description}
        </p>
      </DetailSection>
      <DetailSection title={t('Story')}>
        <p className="max-h-96 overflow-y-auto text-sm whitespace-pre-line" dir="auto">
          {campaign.story}
        </p>
      </DetailSection>
    </div>
  );
}
