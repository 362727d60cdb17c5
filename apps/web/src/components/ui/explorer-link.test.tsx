import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExplorerLink, explorerHref } from './explorer-link';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

describe('ExplorerLink', () => {
  it('links a transaction and an address to their explorer pages', () => {
    render(
      <>
        <ExplorerLink explorerUrl="https://sepolia.etherscan.io/" kind="tx" value={HASH} />
        <ExplorerLink explorerUrl="https://sepolia.etherscan.io/" kind="address" value={ADDRESS} />
      </>,
    );
    const tx = screen.getByRole('link', { name: `${HASH.slice(0, 10)}...` });
    expect(tx).toHaveAttribute('href', `https://sepolia.etherscan.io/tx/${HASH}`);
    expect(tx).toHaveAttribute('target', '_blank');
    expect(tx).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '0x1234...5678' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/address/${ADDRESS}`,
    );
  });

  it('shows plain text, with the whole value in its title, on a chain without an explorer', () => {
    render(<ExplorerLink explorerUrl={null} kind="address" value={ADDRESS} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('0x1234...5678')).toHaveAttribute('title', ADDRESS);
    expect(explorerHref(null, 'tx', HASH)).toBeNull();
  });
});
