import type { Campaign } from '@crowdvault/shared/api/campaign';
import type {
  CampaignWallet,
  CreateDonationBody,
  Donation,
  DonationRequestBody,
  DonationTransaction,
} from '@crowdvault/shared/api/donation';
import type { GaslessDonationResponse, GaslessMethod } from '@crowdvault/shared/api/gasless-donation';
import { receiptPath } from '@crowdvault/shared/receipt-path';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { campaignQueryKey } from '@/lib/campaigns/get-campaign';
import { apiGet, apiPost } from '@/lib/http/api-client';
import { isApiError } from '@/lib/http/api-error';
import { withTexts } from '@/lib/i18n/i18n';
import type { PreparedGift } from '@/lib/swap-gift-part';
import { useTransactor } from '@/lib/wallet/use-transactor';
import { campaignDonationsQueryKey } from './api/get-campaign-donations';
import { gaslessStatusQueryKey } from './api/get-gasless-status';

/** What the donation panel asks for. Not an API payload: amount and token travel on the chain,
 *  and POST /api/donations (CreateDonationBody) carries only the hash, message and flag. */
/** A gift the vault builds (all or nothing, another token): its code and its texts, once asked for. */
const loadVaultGift = withTexts('campaign-actions', () => import('./send-vault-donation'));
const loadToasts = withTexts('campaign-actions', () => import('./donation-toasts'));
/** Shows one of the donation's toasts once its texts are in (a failed load shows none: the panel
 *  itself says how the gift went). */
const showToast = (pick: (toasts: typeof import('./donation-toasts')) => void) =>
  void loadToasts().then(pick, () => undefined);

export interface DonationRequest {
  /** Decimal amount in the token's units ("25", "0.5"). */
  amount: string;
  message: string;
  isAnonymous: boolean;
  /** The token (or native coin) to give with, as the chosen chain lists it. */
  symbol: string;
  /** The served chain to pay on (decision 060): the wallet is moved there before anything is sent.
   *  Left out: the primary chain. */
  chainId?: number;
  /** Give without gas this way (one signature, the platform's relayer sends it); null or left
   *  out: a normal transfer from the wallet. */
  gasless?: GaslessMethod | null;
  /** A gift whose transaction the API built for a quote (another token swapped on the way,
   *  decision 135): sent as it is, after its approvals. */
  prepared?: PreparedGift['prepared'];
}

/** A donation that went through, for the panel's thank-you: what was given, its receipt (null
 *  while it is not recorded yet) and whether the donor now follows the campaign. */
export interface DonationDone {
  amount: string;
  symbol: string;
  receipt: string | null;
  following: boolean;
}

function askToConnect(onConnected?: () => void) {
  showToast((toasts) => toasts.toastConnectFirst());
  openWalletModal({ onConnected });
}

/** Gives from the connected wallet: transfer, receipt, then POST /api/donations. Resolves true
 *  when the transfer went through (the form may be cleared), false when nothing was sent. The
 *  one place that checks the donor's wallet: the session here, the wallet's own connection in
 *  sendDonation (WalletNotConnectedError), both answered alike. `step` drives the Donate button. */
export function useDonate(
  campaign: Pick<Campaign, 'id' | 'walletAddress'> & Partial<Pick<Campaign, 'fundingModel'>>,
  options: {
    /** After a recorded donation: reads whether the donor now follows the campaign (the page
     *  hands in the Follow button's refresh, so it shows Unfollow at once). */
    refreshFollowing?: () => Promise<boolean>;
  } = {},
) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { step, transact } = useTransactor();
  const [done, setDone] = useState<DonationDone | null>(null);
  const refreshFollowing = useRef(options.refreshFollowing);
  refreshFollowing.current = options.refreshFollowing;
  // A donation that asked the visitor to connect first; sent once the session is signed in.
  const [resume, setResume] = useState<DonationRequest | null>(null);

  // The server's answer to a gasless donation: it has recorded the donation itself.
  const relayed = useRef<GaslessDonationResponse | null>(null);

  const record = useCallback(
    async (hash: string, request: DonationRequest) => {
      const body: CreateDonationBody = {
        campaignId: campaign.id,
        transactionHash: hash,
        message: request.message || null,
        isAnonymous: request.isAnonymous,
        chainId: request.chainId,
      };
      let recorded: Donation | null = null;
      try {
        // A gasless donation came back recorded; one whose receipt was slow is claimed as usual.
        recorded =
          relayed.current?.transactionHash === hash && relayed.current.donation
            ? relayed.current.donation
            : await apiPost<Donation>('/donations', body, { silent: true });
        showToast((toasts) => toasts.toastDonated());
      } catch (error) {
        console.warn('POST /api/donations failed after the transfer', error);
        showToast((toasts) => toasts.toastNotRecorded());
      }
      const [following] = await Promise.all([
        // Recording it made the donor a follower: the Follow button says so at once.
        recorded && refreshFollowing.current ? refreshFollowing.current() : Promise.resolve(false),
        queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaign.id) }),
        queryClient.invalidateQueries({ queryKey: campaignDonationsQueryKey(campaign.id) }),
        // The header's balance chip (useTokenBalance) and the panel's balances.
        queryClient.invalidateQueries({ queryKey: ['token-balance'] }),
        queryClient.invalidateQueries({ queryKey: gaslessStatusQueryKey }),
      ]);
      setDone({
        amount: request.amount,
        symbol: request.symbol,
        receipt: recorded?.transactionHash ? receiptPath(recorded) : null,
        following,
      });
    },
    [campaign.id, queryClient],
  );

  const donate = useCallback(
    async (request: DonationRequest): Promise<boolean> => {
      setDone(null);
      const from = session.address;
      if (session.status !== 'signed-in' || !from) {
        askToConnect(() => setResume(request));
        return false;
      }
      if (!session.user) {
        showToast((toasts) => toasts.toastUserNotFound());
        return false;
      }
      const hash = await transact(
        async (onHash) => {
          if (request.prepared) {
            const { sendPreparedDonation } = await loadVaultGift();
            return sendPreparedDonation(
              { ...request.prepared, amount: request.amount, symbol: request.symbol, from },
              onHash,
            );
          }
          if (campaign.fundingModel === 'all_or_nothing') {
            // The vault counts only its own donate(): the API builds it, with the approvals first.
            const body: DonationRequestBody = {
              token: request.symbol,
              amount: request.amount,
              from,
              ...(request.chainId !== undefined && { chainId: request.chainId }),
            };
            const transaction = await apiPost<DonationTransaction>(`/campaigns/${campaign.id}/donate`, body);
            const { sendPreparedDonation } = await loadVaultGift();
            return sendPreparedDonation(
              { transaction, amount: request.amount, symbol: request.symbol, from },
              onHash,
            );
          }
          const vault =
            campaign.walletAddress ??
            (await apiGet<CampaignWallet>(`/campaigns/${campaign.id}/wallet`)).walletAddress;
          if (request.gasless) {
            const { sendGaslessDonation } = await import('./send-gasless-donation');
            relayed.current = null;
            const response = await sendGaslessDonation(
              {
                campaignId: campaign.id,
                to: vault,
                amount: request.amount,
                symbol: request.symbol,
                method: request.gasless,
                from,
                message: request.message || null,
                isAnonymous: request.isAnonymous,
                chainId: request.chainId,
              },
              onHash,
            );
            relayed.current = response;
            return response.transactionHash;
          }
          const { sendDonation } = await import('./send-donation');
          return sendDonation(
            { to: vault, amount: request.amount, symbol: request.symbol, from, chainId: request.chainId },
            onHash,
          );
        },
        {
          onError: (error) => {
            // The API client has already shown its toast for a failed vault lookup.
            if (isApiError(error)) return true;
            if (!(error instanceof Error) || error.name !== 'WalletNotConnectedError') return false;
            askToConnect(() => setResume(request));
            return true;
          },
          onConfirmed: (confirmed) => record(confirmed, request),
        },
      );
      return hash !== null;
    },
    [campaign.id, campaign.walletAddress, campaign.fundingModel, session, transact, record],
  );

  useEffect(() => {
    if (!resume || session.status !== 'signed-in') return;
    setResume(null);
    void donate(resume);
  }, [resume, session.status, donate]);

  const dismissDone = useCallback(() => setDone(null), []);
  return { donate, step, done, dismissDone };
}
