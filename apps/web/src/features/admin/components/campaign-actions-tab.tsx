import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { configQueryOptions } from '@/lib/config/app-config';
import { useT } from '@/lib/i18n/i18n';
import { ApprovalActions } from './approval-actions';
import { DetailSection } from './detail-section';
import { SampleDonorsTool } from './sample-donors-tool';
import { StatusChange } from './status-change';

/** The Actions tab: status, approval and (ADMIN, local chain only) the sample-donor tool. */
export function CampaignActionsTab({ campaign }: { campaign: AdminCampaignDetail }) {
  const t = useT();
  const { data: config } = useQuery(configQueryOptions);
  const session = useSession();
  // The config lists dev accounts only where the chain is local, the one place samples can be minted.
  const sampleDonorsAvailable = session.isAdmin && config?.devAccounts !== undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailSection
        title={t('Status')}
        description={t('Any status may be set; flagging asks for a reason.')}
      >
        <StatusChange campaign={campaign} />
      </DetailSection>
      <DetailSection title={t('Approval')} description={t('Only approved campaigns are listed on Discover.')}>
        <ApprovalActions campaign={campaign} />
      </DetailSection>
      {sampleDonorsAvailable && (
        <div className="lg:col-span-2">
          <DetailSection
            title={t('Add Sample Donors')}
            description={t(
              'Sends real test-token donations to the vault, each from a new address that belongs to nobody, with the tokens minted for it; labelled Sample. No one’s wallet pays, and no sample shows in anyone’s My Donations.',
            )}
          >
            <SampleDonorsTool campaign={campaign} />
          </DetailSection>
        </div>
      )}
    </div>
  );
}
