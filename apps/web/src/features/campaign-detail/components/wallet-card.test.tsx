import { parseTokenTransferUri } from '@crowdvault/shared/payment-link';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AWAITING_APPROVAL_WALLET_TEXT, WalletCard } from './wallet-card';

const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const PAYMENT = {
  chainId: 1,
  chainName: 'Ethereum',
  currency: 'DAI',
  tokens: [
    { symbol: 'USDT' as const, address: USDT, decimals: 6 },
    { symbol: 'DAI' as const, address: DAI, decimals: 18 },
  ],
};

describe('WalletCard', () => {
  it('shows the vault address and its QR code for an approved campaign', () => {
    render(<WalletCard address={VAULT} explorerUrl={null} isOwner={false} />);
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(VAULT);
    expect(screen.getByRole('img', { name: 'QR code of the campaign wallet address' })).toBeInTheDocument();
  });

  it('shows no address or QR code while the campaign awaits approval, and says what a transfer would do', () => {
    render(<WalletCard address={VAULT} explorerUrl="https://etherscan.io" isOwner awaitingApproval />);
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByText(VAULT)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Etherscan/ })).not.toBeInTheDocument();
    expect(screen.getByText(AWAITING_APPROVAL_WALLET_TEXT)).toBeInTheDocument();
  });

  it('builds a payment link for the amount and token chosen, in base units, the campaign currency first', async () => {
    const user = userEvent.setup();
    render(<WalletCard address={VAULT} explorerUrl={null} isOwner={false} payment={PAYMENT} />);
    // The link's form is its own chunk: it arrives after the card.
    expect(await screen.findByLabelText('Token')).toHaveValue('DAI');
    expect(screen.queryByTestId('payment-link-uri')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount'), '12.5');
    const daiUri = screen.getByTestId('payment-link-uri').textContent ?? '';
    expect(parseTokenTransferUri(daiUri)).toEqual({
      token: DAI,
      chainId: 1,
      recipient: VAULT,
      amount: 12_500_000_000_000_000_000n,
    });
    expect(screen.getByRole('link', { name: 'Open in wallet app' })).toHaveAttribute('href', daiUri);

    await user.selectOptions(screen.getByLabelText('Token'), 'USDT');
    expect(screen.getByTestId('payment-link-uri')).toHaveTextContent(
      `ethereum:${USDT}@1/transfer?address=${VAULT}&uint256=12500000`,
    );
  });

  it('draws no link for an amount the token cannot carry, and says why', async () => {
    const user = userEvent.setup();
    render(<WalletCard address={VAULT} explorerUrl={null} isOwner={false} payment={PAYMENT} />);
    await user.selectOptions(await screen.findByLabelText('Token'), 'USDT');
    for (const typed of ['0', 'abc', '1.1234567', '-3']) {
      await user.clear(screen.getByLabelText('Amount'));
      await user.type(screen.getByLabelText('Amount'), typed);
      expect(screen.queryByTestId('payment-link-uri'), typed).not.toBeInTheDocument();
      expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(/at most 6 decimal places/)).toBeInTheDocument();
    }
  });

  it('offers no payment link when the page gives none (campaign not accepting donations) or awaits approval', () => {
    const { unmount } = render(<WalletCard address={VAULT} explorerUrl={null} isOwner={false} />);
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment link')).not.toBeInTheDocument();
    unmount();
    render(
      <WalletCard address={VAULT} explorerUrl={null} isOwner={false} awaitingApproval payment={PAYMENT} />,
    );
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });
});
