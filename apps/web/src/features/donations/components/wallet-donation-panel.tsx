import type { Campaign } from '@crowdvault/shared/api/campaign';
import { useGaslessStatus } from '../api/get-gasless-status';
import { useDonate } from '../use-donate';
import { useDonationTokens } from '../use-donation-tokens';
import { DonationPanel } from './donation-panel';

/** The donation panel wired to the wallet: the tokens the chain accepts, whether each can be
 *  given without gas, and the donation flow (whose wallet code loads only when a donor confirms). */
export function WalletDonationPanel({ campaign }: { campaign: Campaign }) {
  const tokens = useDonationTokens(campaign.currency);
  const { donate, step } = useDonate(campaign);
  const { data: gasless } = useGaslessStatus();
  return (
    <DonationPanel campaign={campaign} tokens={tokens} step={step} onDonate={donate} gasless={gasless} />
  );
}
