import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_CHAIN } from '@/test/chains';
import { withdrawal } from '../test-fixtures';
import { WithdrawalHistory } from './withdrawal-history';

const HASH = `0x${'ab'.repeat(32)}`;

const row = withdrawal;

const cellsOf = (name: RegExp) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('WithdrawalHistory', () => {
  it('lists campaign, amount, status, date and the 10-character hash', () => {
    render(<WithdrawalHistory withdrawals={[row({})]} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Campaign',
      'Amount',
      'Status',
      'Date',
      'Tx Hash',
    ]);
    expect(cellsOf(/Clean water/)).toEqual([
      'Clean water',
      '100.00\u00A0USDT',
      'Completed',
      'Mar 5, 2026',
      `${HASH.slice(0, 10)}...`,
    ]);
  });

  it('colours pending yellow, completed green and failed red', () => {
    render(
      <WithdrawalHistory
        withdrawals={[
          row({ id: 'a', status: 'pending', campaign: { id: 1, title: 'Alpha', currency: 'USDT' } }),
          row({ id: 'b', status: 'completed', campaign: { id: 2, title: 'Beta', currency: 'USDT' } }),
          row({
            id: 'c',
            status: 'failed',
            failureReason: 'reverted',
            campaign: { id: 3, title: 'Gamma', currency: 'USDT' },
          }),
        ]}
      />,
    );
    const badge = (title: string, label: string) =>
      within(screen.getByRole('row', { name: new RegExp(title) })).getByText(label);
    expect(badge('Alpha', 'Pending')).toHaveClass('bg-warning/20');
    expect(badge('Beta', 'Completed')).toHaveClass('text-success');
    expect(badge('Gamma', 'Failed')).toHaveClass('text-destructive');
  });

  it('shows N/A without a hash and links the hash to the explorer when the chain has one', () => {
    const { rerender } = render(
      <WithdrawalHistory withdrawals={[row({ transactionHash: null, status: 'pending' })]} />,
    );
    expect(cellsOf(/Clean water/)[4]).toBe('N/A');
    const chains = [{ ...LOCAL_CHAIN, explorerUrl: 'https://etherscan.io' }];
    rerender(<WithdrawalHistory withdrawals={[row({})]} chains={chains} />);
    expect(screen.getByRole('link', { name: `${HASH.slice(0, 10)}...` })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${HASH}`,
    );
  });

  it('says so when there is no withdrawal yet', () => {
    render(<WithdrawalHistory withdrawals={[]} />);
    expect(screen.getByText('No withdrawal history.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('WithdrawalHistory on several networks (decision 083)', () => {
  it('names each row’s network and links its hash to that network’s explorer', () => {
    const chains = [
      { chainId: 31337, chainName: 'Local Anvil', explorerUrl: null },
      { chainId: 8453, chainName: 'Base', explorerUrl: 'https://basescan.org' },
    ] as Parameters<typeof WithdrawalHistory>[0]['chains'];
    render(
      <WithdrawalHistory
        withdrawals={[
          row({ id: 'a', campaign: { id: 1, title: 'Alpha', currency: 'USDT' } }),
          row({
            id: 'b',
            chainId: 8453,
            method: 'gasless',
            campaign: { id: 2, title: 'Beta', currency: 'USDT' },
          }),
        ]}
        chains={chains}
      />,
    );
    expect(cellsOf(/Alpha/)[0]).toBe('AlphaLocal Anvil');
    expect(cellsOf(/Beta/)[0]).toBe('BetaBase · Gasless');
    expect(within(screen.getByRole('row', { name: /Beta/ })).getByRole('link')).toHaveAttribute(
      'href',
      `https://basescan.org/tx/${HASH}`,
    );
  });
});
