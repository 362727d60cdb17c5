import type { LedgerEntry } from '@crowdvault/shared/api/transparency';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Networks } from '../use-networks';
import { LedgerTable } from './ledger-table';

const DONOR = '0x00000000000000000000000000000000000000d1';
const CREATOR = '0x00000000000000000000000000000000000000c1';
const entry = (kind: LedgerEntry['kind'], logIndex: number): LedgerEntry => ({
  kind,
  campaignId: 5,
  chainId: 11155111,
  transactionHash: `0x${String(logIndex).padStart(64, '0')}`,
  logIndex,
  blockNumber: '10',
  timestamp: '2026-11-20T10:00:00.000Z',
  symbol: 'USDT',
  tokenAddress: '0x00000000000000000000000000000000000000e1',
  decimals: 6,
  amount: '10',
  fee: kind === 'withdrawal' ? '0.25' : null,
  payout: kind === 'withdrawal' ? '9.75' : null,
  recipient: kind === 'withdrawal' ? CREATOR : null,
  donorAddress: kind === 'withdrawal' ? null : DONOR,
});

const networks = (explorers: Record<number, string | null>): Networks => ({
  count: Object.keys(explorers).length,
  nameOf: (chainId) => (chainId === 137 ? 'Polygon' : chainId === 11155111 ? 'Sepolia' : `Chain ${chainId}`),
  explorerFor: (chainId) => explorers[chainId] ?? null,
});

describe('LedgerTable', () => {
  it("links donor and recipient addresses and hashes to the chain's explorer", () => {
    render(
      <Router>
        <LedgerTable
          entries={[entry('donation', 1), entry('withdrawal', 2)]}
          networks={networks({ 11155111: 'https://sepolia.etherscan.io' })}
        />
      </Router>,
    );
    const [donation, withdrawal] = screen.getAllByRole('row').slice(1);
    expect(within(donation!).getByRole('link', { name: '0x0000...00d1' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/address/${DONOR}`,
    );
    expect(within(withdrawal!).getByRole('link', { name: '0x0000...00c1' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/address/${CREATOR}`,
    );
    expect(within(withdrawal!).getByRole('link', { name: /^0x00000000\.\.\.$/ })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/0x${'2'.padStart(64, '0')}`,
    );
  });

  it('links nothing to an explorer on the local chain', () => {
    render(
      <Router>
        <LedgerTable
          entries={[entry('donation', 1), entry('withdrawal', 2)]}
          networks={networks({ 31337: null })}
        />
      </Router>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Receipt']);
    expect(screen.getByText('0x0000...00d1')).toHaveAttribute('title', DONOR);
  });

  it("names each row's network and links it to that network's own explorer", () => {
    render(
      <Router>
        <LedgerTable
          entries={[entry('donation', 1), { ...entry('donation', 2), chainId: 137, decimals: 6 }]}
          networks={networks({ 11155111: 'https://sepolia.etherscan.io', 137: 'https://polygonscan.com' })}
        />
      </Router>,
    );
    expect(screen.getByRole('columnheader', { name: 'Network' })).toBeInTheDocument();
    const [sepolia, polygon] = screen.getAllByRole('row').slice(1);
    expect(within(sepolia!).getByRole('cell', { name: 'Sepolia' })).toBeInTheDocument();
    expect(within(polygon!).getByRole('cell', { name: 'Polygon' })).toBeInTheDocument();
    expect(within(polygon!).getByRole('link', { name: '0x0000...00d1' })).toHaveAttribute(
      'href',
      `https://polygonscan.com/address/${DONOR}`,
    );
  });
});
