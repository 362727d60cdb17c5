import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { useT } from '@/lib/i18n/i18n';
import { DetailSection, FactList } from './detail-section';
import { CopyableAddress } from './wallet-address';

/** The Creator tab: who runs the campaign. */
export function CampaignCreatorTab({ campaign }: { campaign: AdminCampaignDetail }) {
  const t = useT();
  const { creator } = campaign;
  return (
    <DetailSection title={t('Creator')}>
      <FactList
        facts={[
          { label: t('Username'), value: creator.username },
          {
            label: t('Wallet'),
            value: <CopyableAddress address={creator.walletAddress} label={t('Copy creator address')} />,
          },
          {
            label: t('Bio'),
            value: creator.bio ? <span dir="auto">{creator.bio}</span> : t('No bio'),
          },
        ]}
      />
    </DetailSection>
  );
}
