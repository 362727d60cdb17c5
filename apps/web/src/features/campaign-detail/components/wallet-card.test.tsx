import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AWAITING_APPROVAL_WALLET_TEXT, WalletCard } from './wallet-card';

const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

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
});
