import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import { CopyButton } from '@/components/ui/copy-button';
import { DetailSection, FactList } from './detail-section';

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
            value: (
              <span className="flex items-center gap-1">
                <span className="truncate font-mono text-xs">{creator.walletAddress}</span>
                <CopyButton
                  text={creator.walletAddress}
                  label="Copy creator address"
                  successMessage="Address copied to clipboard!"
                  failureMessage="Failed to copy address to clipboard."
                  compact
                />
              </span>
            ),
          },
          { label: 'Bio', value: creator.bio || 'No bio' },
        ]}
      />
    </DetailSection>
  );
}
