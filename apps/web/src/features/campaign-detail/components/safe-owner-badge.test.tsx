import type { SafeInfo } from '@crowdvault/shared/api/safe';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SafeOwnerBadge from './safe-owner-badge';

const SAFE = '0x1111111111111111111111111111111111111111';
const OWNERS = [
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
];

function renderBadge(answer: SafeInfo | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['safe-info', 31337, SAFE], answer);
  render(
    <QueryClientProvider client={client}>
      <SafeOwnerBadge
        owner={{ chainId: 31337, walletAddress: SAFE, username: null }}
        networks="Local Anvil"
        fallback={<span>0x1111...1111 on Local Anvil</span>}
      />
    </QueryClientProvider>,
  );
}

describe('SafeOwnerBadge on the campaign page', () => {
  it("says 'Managed by a 2-of-3 Safe' and opens on the owners' addresses", async () => {
    renderBadge({
      address: SAFE,
      chainId: 31337,
      owners: OWNERS,
      threshold: 2,
      nonce: '1',
      version: '1.4.1',
    });
    const summary = screen.getByText('Managed by a 2-of-3 Safe');
    expect(screen.getByRole('list', { name: 'Safe owners', hidden: true })).not.toBeVisible();
    await userEvent.click(summary);
    const owners = within(screen.getByRole('list', { name: 'Safe owners' })).getAllByRole('listitem');
    expect(owners.map((owner) => owner.textContent)).toEqual(OWNERS);
    expect(screen.getByText(/only when 2 of these 3 owners have signed/)).toBeInTheDocument();
  });

  it('keeps the plain owner line when the owner is not a Safe', () => {
    renderBadge(null);
    expect(screen.getByText('0x1111...1111 on Local Anvil')).toBeInTheDocument();
    expect(screen.queryByTestId('safe-badge')).toBeNull();
  });
});
