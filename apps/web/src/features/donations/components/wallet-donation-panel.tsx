import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { ComponentType, ReactNode } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { findChain } from '@/lib/config/chains';
import { useDonorBalances } from '../api/get-donor-balances';
import { useGaslessStatus } from '../api/get-gasless-status';
import { useDonate } from '../use-donate';
import { useDonationNetwork } from '../use-donation-network';
import type { AnotherTokenPart } from './another-token-option';
import { DonationPanel } from './donation-panel';

/** The donation panel wired to the wallet: the networks the campaign can be paid on (the wallet's
 *  own first choice), whether each token can be given without gas on the chosen one, the signed-in
 *  donor's balances there (plain JSON-RPC reads), and the donation flow (whose wallet code loads
 *  only when a donor confirms). `refreshFollowing` (the page's Follow button) is read again once a
 *  donation is recorded, since it made the donor a follower. */
export function WalletDonationPanel({
  campaign,
  refreshFollowing,
  monthly,
  matching,
  anotherToken,
}: {
  campaign: Campaign;
  refreshFollowing?: () => Promise<boolean>;
  /** The Monthly choice's form (composed by app/: monthly giving is its own feature). */
  monthly?: ComponentType<{ campaign: Campaign; chain: ChainConfig | undefined }>;
  /** The matching round's estimate under the amount (composed by app/). */
  matching?: (gift: { amount: string; symbol: string; chainId: number | undefined }) => ReactNode;
  /** "Pay with another token" (composed by app/: swaps are their own feature). */
  anotherToken?: AnotherTokenPart;
}) {
  const session = useSession();
  const network = useDonationNetwork(campaign.allOrNothing?.chainId);
  const { donate, step, done, dismissDone } = useDonate(campaign, { refreshFollowing });
  // An all-or-nothing vault counts only its own donate(), which the gasless relayer does not call.
  const { data: gasless } = useGaslessStatus(campaign.allOrNothing ? null : (network.chainId ?? null));
  const chain = findChain(network.networks, network.chainId);
  const donor = session.status === 'signed-in' ? session.address : null;
  const { data: balances } = useDonorBalances(donor, chain);
  return (
    <DonationPanel
      campaign={campaign}
      networks={network.networks}
      chainId={network.chainId}
      onChainChange={network.choose}
      walletChainId={network.walletChainId}
      step={step}
      onDonate={donate}
      gasless={campaign.allOrNothing ? undefined : gasless}
      showBalance={donor !== null}
      balances={balances}
      done={done}
      onDismissDone={dismissDone}
      monthly={monthly}
      matching={matching}
      anotherToken={anotherToken}
    />
  );
}
