import type { Campaign } from '@crowdvault/shared/api/campaign';
import { useGaslessStatus } from '../api/get-gasless-status';
import { useDonate } from '../use-donate';
import { useDonationNetwork } from '../use-donation-network';
import { DonationPanel } from './donation-panel';

/** The donation panel wired to the wallet: the networks the campaign can be paid on (the wallet's
 *  own first choice), whether each token can be given without gas on the chosen one, and the
 *  donation flow (whose wallet code loads only when a donor confirms). */
export function WalletDonationPanel({ campaign }: { campaign: Campaign }) {
  const network = useDonationNetwork();
  const { donate, step } = useDonate(campaign);
  const { data: gasless } = useGaslessStatus(network.chainId ?? null);
  return (
    <DonationPanel
      campaign={campaign}
      networks={network.networks}
      chainId={network.chainId}
      onChainChange={network.choose}
      walletChainId={network.walletChainId}
      step={step}
      onDonate={donate}
      gasless={gasless}
    />
  );
}
