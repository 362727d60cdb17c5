import type { ChainConfig } from '@crowdvault/shared/api/config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keepCampaign } from '@/test/campaign';
import { LOCAL_CHAIN, LOCAL_L2, POLYGON } from '@/test/chains';
import type { DonationRequest } from '../use-donate';
import { DonationPanel } from './donation-panel';

const CAMPAIGN = keepCampaign({ raisedAmount: '10', donorCount: 1 });

/** The panel with its chain held as WalletDonationPanel holds it. */
function Panel({
  networks,
  start,
  walletChainId = null,
  onDonate,
}: {
  networks: ChainConfig[];
  start: number;
  walletChainId?: number | null;
  onDonate: (request: DonationRequest) => Promise<boolean>;
}) {
  const [chainId, setChainId] = useState(start);
  return (
    <DonationPanel
      campaign={CAMPAIGN}
      networks={networks}
      chainId={chainId}
      onChainChange={setChainId}
      walletChainId={walletChainId}
      onDonate={onDonate}
    />
  );
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('DonationPanel: the network', () => {
  it('offers every served network and sends the chosen one with the donation', async () => {
    const onDonate = vi.fn(async () => true);
    render(<Panel networks={[LOCAL_CHAIN, LOCAL_L2]} start={31337} onDonate={onDonate} />);
    const network = screen.getByLabelText('Network');
    expect(optionsOf(network)).toEqual(['Local Chain', 'Local L2']);
    expect(network).toHaveValue('31337');
    await userEvent.selectOptions(network, 'Local L2');
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '12.5', symbol: 'USDT', chainId: 31338 }),
    );
  });

  it("lists the chosen network's own tokens and native coin, keeping a token it also lists", async () => {
    render(<Panel networks={[LOCAL_CHAIN, POLYGON]} start={31337} onDonate={vi.fn()} />);
    expect(optionsOf(screen.getByLabelText('Token'))).toEqual(['USDT', 'USDC', 'DAI', 'ETH']);
    await userEvent.selectOptions(screen.getByLabelText('Token'), 'USDC');
    await userEvent.selectOptions(screen.getByLabelText('Network'), 'Polygon');
    expect(optionsOf(screen.getByLabelText('Token'))).toEqual(['USDC', 'POL']);
    expect(screen.getByLabelText('Token')).toHaveValue('USDC');
    // The header's balance follows the token the donor gives in.
    expect(localStorage.getItem('crowdvault.preferredToken')).toBe('USDC');
  });

  it('falls back to the first token when the chosen network does not list the one picked', async () => {
    const onDonate = vi.fn(async () => true);
    render(<Panel networks={[LOCAL_CHAIN, POLYGON]} start={31337} onDonate={onDonate} />);
    await userEvent.selectOptions(screen.getByLabelText('Token'), 'DAI');
    await userEvent.selectOptions(screen.getByLabelText('Network'), 'Polygon');
    expect(screen.getByLabelText('Token')).toHaveValue('USDC');
    await userEvent.type(screen.getByLabelText('Amount (USDC)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'USDC', chainId: 137 }));
  });

  it('says the wallet will be asked to switch when it is on another network', async () => {
    render(
      <Panel networks={[LOCAL_CHAIN, LOCAL_L2]} start={31337} walletChainId={31337} onDonate={vi.fn()} />,
    );
    expect(screen.queryByTestId('network-switch-hint')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Network'), 'Local L2');
    expect(screen.getByTestId('network-switch-hint')).toHaveTextContent(
      'Your wallet is on Local Chain: it will be asked to switch to Local L2 before sending.',
    );
  });

  it('says so too for a wallet on a network the deployment does not serve', () => {
    render(<Panel networks={[LOCAL_CHAIN, LOCAL_L2]} start={31337} walletChainId={1} onDonate={vi.fn()} />);
    expect(screen.getByTestId('network-switch-hint')).toHaveTextContent(
      'Your wallet is on a network CrowdVault does not serve: it will be asked to switch to Local Chain before sending.',
    );
  });

  it('shows no choice when the deployment serves one network, and still sends its id', async () => {
    const onDonate = vi.fn(async () => true);
    render(<Panel networks={[LOCAL_CHAIN]} start={31337} onDonate={onDonate} />);
    expect(screen.queryByLabelText('Network')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Donate Now' }));
    expect(onDonate).toHaveBeenCalledWith(expect.objectContaining({ chainId: 31337 }));
  });

  it('still says the wallet will be asked to switch when there is only one network', () => {
    render(<Panel networks={[LOCAL_CHAIN]} start={31337} walletChainId={1} onDonate={vi.fn()} />);
    expect(screen.queryByLabelText('Network')).not.toBeInTheDocument();
    expect(screen.getByTestId('network-switch-hint')).toHaveTextContent(
      'Your wallet is on a network CrowdVault does not serve: it will be asked to switch to Local Chain before sending.',
    );
  });

  it('names the network and says the address is the same on each when giving anonymously', async () => {
    render(<Panel networks={[LOCAL_CHAIN, LOCAL_L2]} start={31338} onDonate={vi.fn()} />);
    await userEvent.click(screen.getByLabelText('Donate anonymously'));
    const instructions = await screen.findByTestId('anonymous-instructions');
    expect(instructions).toHaveTextContent('(or USDC, DAI or ETH) on Local L2 from any wallet');
    expect(instructions).toHaveTextContent('The address is the same on every network listed above.');
  });
});
