import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { WalletAddress } from './wallet-address';

const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('WalletAddress', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.restoreAllMocks();
  });

  it("copies the address and says 'Address copied to clipboard!'", async () => {
    const user = userEvent.setup();
    render(<WalletAddress address={VAULT} explorerUrl={null} />);
    await user.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    expect(await navigator.clipboard.readText()).toBe(VAULT);
    expect(getToasts().at(-1)).toMatchObject({
      title: 'Copied!',
      description: 'Address copied to clipboard!',
    });
  });

  it("says 'Failed to copy address to clipboard.' when the clipboard refuses (SPEC.md §8)", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<WalletAddress address={VAULT} explorerUrl={null} />);
    await user.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    expect(getToasts().at(-1)).toMatchObject({
      title: 'Error',
      description: 'Failed to copy address to clipboard.',
      variant: 'destructive',
    });
  });
});
