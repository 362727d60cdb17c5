import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { DonationTransaction } from '@crowdvault/shared/api/donation';
import type { SwapPermit } from '@crowdvault/shared/api/swap';
import type { TransactionStep } from '@/lib/wallet/use-transactor';

// What the donation panel (features/donations) and "Pay with another token" (features/swaps) say
// to each other; app/ composes the one into the other, so neither feature imports the other.

/** A gift whose transaction the API built for a quote, ready for the panel's Donate button: what
 *  the donor gives, and the transaction of the quote on screen (exact approvals first in `before`). */
export interface PreparedGift {
  amount: string;
  symbol: string;
  prepared: {
    transaction: DonationTransaction;
    /** The token given: address null for the native coin, sent as the transaction's value. */
    token: { address: string | null; decimals: number };
    /** A token with EIP-2612 permit: one signature instead of the approvals, then one transaction. */
    permit?: SwapPermit;
  };
}

export interface AnotherTokenPartProps {
  campaign: Pick<Campaign, 'id' | 'title' | 'currency'>;
  chain: ChainConfig | undefined;
  /** The donation's step: a failure reads the quote again, a success clears the amount. */
  step: TransactionStep;
  /** The gift the Donate button sends now, or null while there is none to sign. */
  onReady: (gift: PreparedGift | null) => void;
  /** Back to giving the campaign's own token. */
  onClose: () => void;
  /** The donation panel's amount check (decimals, balance) in the reader's locale. */
  checkAmount: (input: {
    amount: string;
    symbol: string;
    decimals?: number;
    balance?: bigint;
  }) => string | null;
  /** A balance as the panel shows one, in the reader's locale. */
  formatBalance: (value: bigint, decimals: number, symbol: string) => string;
}
