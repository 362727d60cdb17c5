import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { DetailSection, FactList } from './detail-section';
import { CopyableAddress } from './wallet-address';

/** The Creator tab: who runs the campaign. */
export function CampaignCreatorTab({ campaign }: { campaign: AdminCampaignDetail }) {
  const { creator } = campaign;
  return (
    <DetailSection title="Creator">
      <FactList
        facts={[
          { label: 'Username', value: creator.username },
          {
            label: 'Wallet',
            value: <CopyableAddress address={creator.walletAddress} label="Copy creator address" />,
          },
          { label: 'Bio', value: creator.bio || 'No bio' },
        ]}
      />
    </DetailSection>
  );
}
