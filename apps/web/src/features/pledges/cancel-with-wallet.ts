// The wallet half of cancelling a pledge, loaded only when a donor presses Cancel.
import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { signTypedData } from 'wagmi/actions';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';
import { fetchCancellation, postCancel } from './api/pledges';

/** Has the pledge's own wallet sign CancelPledge (a message: no gas) and hands it to the server,
 *  which stops collecting at once and relays the cancellation on chain. */
export async function cancelWithWallet(pledge: Pick<PledgeView, 'pledgeId' | 'chainId' | 'terms'>) {
  const { wagmi, account } = await requireConnectedWallet(pledge.terms.donor, pledge.chainId);
  const { typedData } = await fetchCancellation(pledge.pledgeId, null);
  const signature = await signTypedData(wagmi, {
    account,
    ...(typedData as Parameters<typeof signTypedData>[1]),
  });
  return postCancel(pledge.pledgeId, { signature });
}
