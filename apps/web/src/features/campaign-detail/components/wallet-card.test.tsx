import type { ChainConfig } from '@crowdvault/shared/api/config';
import { parseTokenTransferUri } from '@crowdvault/shared/payment-link';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n';
import { LOCAL_CHAIN, LOCAL_L2, POLYGON } from '@/test/chains';
import { WalletCard } from './wallet-card';

const AWAITING_APPROVAL_WALLET_TEXT =
  'The wallet address appears once this campaign is approved. The chain cannot refuse a transfer: anything sent to its vault before then stays there, counts as a donation to this campaign, cannot be refunded by CrowdVault, and only the creator can withdraw it.';
const CLOSED_WALLET_TEXT =
  'This campaign is not taking donations now, so its wallet is not offered for transfers. The chain cannot refuse one: anything sent to this address anyway stays in the vault, cannot be refunded by CrowdVault, and only the creator can withdraw it.';
const REJECTED_WALLET_TEXT =
  'This campaign was not approved, so its wallet is not offered for transfers. The chain cannot refuse one: anything sent to its vault anyway stays there, cannot be refunded by CrowdVault, and only the creator can withdraw it.';
const ALL_OR_NOTHING_WALLET_TEXT =
  "Only donations made with the Donate button count toward the goal and can be refunded. Money sent straight to the vault's address does not count and is not refunded: it goes to the creator with the rest.";

const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const ETHEREUM: ChainConfig = {
  chainId: 1,
  chainName: 'Ethereum',
  rpcUrl: 'https://eth.example/rpc',
  explorerUrl: 'https://etherscan.io',
  explorerName: 'Etherscan',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [
    { symbol: 'USDT' as const, address: USDT, decimals: 6 },
    { symbol: 'DAI' as const, address: DAI, decimals: 18 },
  ],
  confirmations: 3,
  safeContracts: null,
};
const PAYMENT = { chains: [ETHEREUM], defaultChainId: 1, currency: 'DAI' };

// The lazy parts' texts (decision 140) compile once per run: in before the first test looks.
beforeAll(() => loadI18n('en', 'campaign-parts'), 120_000);
describe('WalletCard', () => {
  it('shows the vault address and its QR code for an approved campaign', () => {
    render(<WalletCard address={VAULT} chains={[LOCAL_CHAIN]} isOwner={false} />);
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(VAULT);
    expect(screen.getByRole('img', { name: 'QR code of the campaign wallet address' })).toBeInTheDocument();
  });

  it('shows no address or QR code while the campaign awaits approval, and says what a transfer would do', async () => {
    render(<WalletCard address={VAULT} chains={[ETHEREUM]} isOwner awaitingApproval />);
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByText(VAULT)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Etherscan/ })).not.toBeInTheDocument();
    // The notices are a part of their own, with their texts (decision 140): they arrive after the card.
    expect(await screen.findByText(AWAITING_APPROVAL_WALLET_TEXT)).toBeInTheDocument();
  });

  it('tells of a rejected campaign that it was not approved, not that its address comes once approved', async () => {
    render(<WalletCard address={VAULT} chains={[ETHEREUM]} isOwner awaitingApproval rejected />);
    expect(screen.queryByTestId('wallet-address')).not.toBeInTheDocument();
    expect(await screen.findByText(REJECTED_WALLET_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(AWAITING_APPROVAL_WALLET_TEXT)).not.toBeInTheDocument();
  });

  it("says the vault's owner named below withdraws from a Safe-owned vault, not only the creator", async () => {
    const { unmount } = render(
      <WalletCard address={VAULT} chains={[ETHEREUM]} isOwner awaitingApproval vaultOwnedByOther />,
    );
    const text = await screen.findByTestId('wallet-awaiting-approval');
    expect(text).toHaveTextContent(
      "only the vault's owner named below can withdraw it (for a Safe, its owners together)",
    );
    expect(text).not.toHaveTextContent('only the creator');
    unmount();
    render(<WalletCard address={VAULT} chains={[LOCAL_CHAIN]} isOwner={false} vaultOwnedByOther />);
    expect(screen.getByText(/A smart-contract vault/)).toHaveTextContent(
      'A smart-contract vault: only its owner named below can withdraw (for a Safe, its owners together), and 2.5% goes to the platform at withdrawal.',
    );
  });

  it('invites no transfer to a campaign that takes no donations (paused, flagged, ended), and says so', async () => {
    render(<WalletCard address={VAULT} chains={[LOCAL_CHAIN]} isOwner={false} closed />);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy wallet address' })).not.toBeInTheDocument();
    expect(await screen.findByText(CLOSED_WALLET_TEXT)).toBeInTheDocument();
    // The address stays readable: the vault is public, only the invitation goes.
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(VAULT);
  });

  it('offers no transfer to an all-or-nothing vault (no QR code, copy or payment link) and says why', async () => {
    render(<WalletCard address={VAULT} chains={[ETHEREUM]} isOwner={false} payment={PAYMENT} allOrNothing />);
    expect(await screen.findByText(ALL_OR_NOTHING_WALLET_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy wallet address' })).not.toBeInTheDocument();
    // The address stays readable (and looked up on its one network's explorer): nothing invites a send.
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(VAULT);
    // The networks list is its own chunk (decision 089): it arrives after the card.
    expect(await screen.findByRole('link', { name: 'View on Etherscan' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    // The all-or-nothing notice is a lazy part of its own (its texts load with it).
    expect(await screen.findByText(/only once the goal is reached in time/)).toBeInTheDocument();
  });

  it('builds a payment link for the amount and token chosen, in base units, the campaign currency first', async () => {
    const user = userEvent.setup();
    render(<WalletCard address={VAULT} chains={[ETHEREUM]} isOwner={false} payment={PAYMENT} />);
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
    render(<WalletCard address={VAULT} chains={[ETHEREUM]} isOwner={false} payment={PAYMENT} />);
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
    const { unmount } = render(<WalletCard address={VAULT} chains={[LOCAL_CHAIN]} isOwner={false} />);
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment link')).not.toBeInTheDocument();
    unmount();
    render(
      <WalletCard address={VAULT} chains={[ETHEREUM]} isOwner={false} awaitingApproval payment={PAYMENT} />,
    );
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('links the one explorer as SPEC.md words it', () => {
    render(<WalletCard address={VAULT} chains={[ETHEREUM]} isOwner={false} />);
    expect(screen.getByRole('link', { name: 'View on Etherscan' })).toHaveAttribute(
      'href',
      `https://etherscan.io/address/${VAULT}`,
    );
    expect(screen.queryByTestId('vault-networks')).not.toBeInTheDocument();
  });

  it('says the address is the same on every network, naming them, with each explorer and no dead link', () => {
    render(<WalletCard address={VAULT} chains={[ETHEREUM, POLYGON, LOCAL_L2]} isOwner={false} />);
    expect(screen.getByTestId('vault-networks')).toHaveTextContent(
      'The same address on every supported network: Ethereum, Polygon and Local L2.',
    );
    expect(screen.getByRole('link', { name: 'View on Etherscan (Ethereum)' })).toHaveAttribute(
      'href',
      `https://etherscan.io/address/${VAULT}`,
    );
    expect(screen.getByRole('link', { name: 'View on PolygonScan (Polygon)' })).toHaveAttribute(
      'href',
      `https://polygonscan.com/address/${VAULT}`,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByTestId('no-explorer')).toHaveTextContent('Local L2 has no block explorer');
  });

  it("names a single network's own explorer, not Etherscan, on a chain that is not Ethereum", () => {
    const base: ChainConfig = {
      ...ETHEREUM,
      chainId: 8453,
      chainName: 'Base',
      explorerUrl: 'https://basescan.org',
      explorerName: 'Basescan',
    };
    render(<WalletCard address={VAULT} chains={[base]} isOwner={false} />);
    expect(screen.getByRole('link', { name: 'View on Basescan' })).toHaveAttribute(
      'href',
      `https://basescan.org/address/${VAULT}`,
    );
    expect(screen.queryByText(/Etherscan/)).not.toBeInTheDocument();
  });

  it('links no explorer for a single local network, and says where its transfers are listed', () => {
    render(<WalletCard address={VAULT} chains={[LOCAL_CHAIN]} isOwner={false} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('no-explorer')).toHaveTextContent(
      'Local Chain has no block explorer: the Donations tab lists every transfer to this address.',
    );
  });

  it('says local networks have no explorer instead of linking one', () => {
    render(<WalletCard address={VAULT} chains={[LOCAL_CHAIN, LOCAL_L2]} isOwner={false} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('no-explorer')).toHaveTextContent(
      'Local Chain and Local L2 have no block explorer: the Donations tab lists every transfer to this address.',
    );
  });

  it("builds the payment link on the chosen network, with @chainId and that network's decimals", async () => {
    const user = userEvent.setup();
    render(
      <WalletCard
        address={VAULT}
        chains={[LOCAL_CHAIN, LOCAL_L2]}
        isOwner={false}
        payment={{ chains: [LOCAL_CHAIN, LOCAL_L2], defaultChainId: 31338, currency: 'USDT' }}
      />,
    );
    // The wallet's network (or the primary) is offered first.
    expect(await screen.findByLabelText('Network')).toHaveValue('31338');
    await user.type(screen.getByLabelText('Amount'), '2.5');
    const usdt = LOCAL_L2.tokens[0]!.address;
    // TestUSDT has 18 decimals on Local L2.
    expect(parseTokenTransferUri(screen.getByTestId('payment-link-uri').textContent ?? '')).toEqual({
      token: usdt,
      chainId: 31338,
      recipient: VAULT,
      amount: 2_500_000_000_000_000_000n,
    });
    expect(screen.getByTestId('payment-link-uri')).toHaveTextContent(`ethereum:${usdt}@31338/transfer?`);
    expect(screen.getByText(/Send it on Local L2 only\./)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Network'), 'Local Chain');
    expect(screen.getByTestId('payment-link-uri')).toHaveTextContent(
      `ethereum:${usdt}@31337/transfer?address=${VAULT}&uint256=2500000`,
    );
    expect(
      screen.getByRole('img', { name: /payment link for 2\.5 USDT on Local Chain/ }),
    ).toBeInTheDocument();
  });

  it('keeps the token when the network lists it, and takes the first one it lists otherwise', async () => {
    const user = userEvent.setup();
    render(
      <WalletCard
        address={VAULT}
        chains={[ETHEREUM, POLYGON]}
        isOwner={false}
        payment={{ chains: [ETHEREUM, POLYGON], defaultChainId: 1, currency: 'DAI' }}
      />,
    );
    expect(await screen.findByLabelText('Token')).toHaveValue('DAI');
    await user.selectOptions(screen.getByLabelText('Network'), 'Polygon');
    expect(screen.getByLabelText('Token')).toHaveValue('USDC');
    await user.type(screen.getByLabelText('Amount'), '1');
    expect(screen.getByTestId('payment-link-uri')).toHaveTextContent('@137/transfer?');
  });
});
