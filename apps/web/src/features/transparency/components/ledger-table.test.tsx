import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { CREATOR, DONOR, ledgerEntry } from '../test-fixtures';
import type { Networks } from '../use-networks';
import { LedgerTable } from './ledger-table';

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
          entries={[ledgerEntry('donation', 1), ledgerEntry('withdrawal', 2)]}
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
          entries={[ledgerEntry('donation', 1), ledgerEntry('withdrawal', 2)]}
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
          entries={[ledgerEntry('donation', 1), ledgerEntry('donation', 2, { chainId: 137, decimals: 6 })]}
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
