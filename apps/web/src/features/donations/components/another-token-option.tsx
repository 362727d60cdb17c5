import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import { ArrowLeftRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import type { TransactionStep } from '@/lib/wallet/use-transactor';
import type { DonationRequest } from '../use-donate';

/** The gift the swap part has quoted, which the panel's Donate button sends as it is. */
export type SwapGiftReady = Required<Pick<DonationRequest, 'amount' | 'symbol' | 'prepared'>>;

/** "Pay with another token" (issue 45): the swap feature's part, composed by app/. */
export type AnotherTokenPart = ComponentType<{
  campaign: Campaign;
  chain: ChainConfig | undefined;
  step: TransactionStep;
  onReady: (gift: SwapGiftReady | null) => void;
  onClose: () => void;
  /** The panel's amount check, in the reader's locale. */
  checkAmount: (input: {
    amount: string;
    symbol: string;
    decimals?: number;
    balance?: bigint;
  }) => string | null;
  /** A balance as the panel shows one, in the reader's locale. */
  formatBalance: (value: bigint, decimals: number, symbol: string) => string;
}>;

/** Opens the swap part in place of the amount: its code loads only then. */
export function AnotherTokenButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="-mt-2 h-auto self-start px-0"
      onClick={onClick}
      data-testid="pay-with-another-token"
    >
      <ArrowLeftRight aria-hidden />
      {t('Pay with another token')}
    </Button>
  );
}
