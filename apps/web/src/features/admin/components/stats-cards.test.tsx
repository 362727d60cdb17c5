import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configQueryOptions } from '@/lib/config/app-config';
import { createQueryClient } from '@/lib/query-client';
import { configWithChains } from '@/test/chains';
import { StatsCards } from './stats-cards';
import { adminStats } from './test-utils';

const STATS = adminStats({
  totalRaised: {
    stablecoinTotal: '1771.5',
    byCurrency: [
      { currency: 'USDT', chainId: 31337, amount: '1740.5' },
      { currency: 'DAI', chainId: 31337, amount: '3' },
      { currency: 'USDT', chainId: 31338, amount: '28' },
    ],
  },
  totalCampaigns: 3,
  activeCampaigns: 2,
  totalUsers: 4,
});

describe('StatsCards', () => {
  it('gives each network its own line of amounts under Total Raised when they come from two', () => {
    const client = createQueryClient();
    client.setQueryData(configQueryOptions.queryKey, configWithChains());
    render(
      <QueryClientProvider client={client}>
        <StatsCards stats={STATS} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('$1,771.50')).toBeInTheDocument();
    expect(screen.getByText('Local Chain: 1,740.50 USDT · 3.00 DAI')).toBeInTheDocument();
    expect(screen.getByText('Local L2: 28.00 USDT')).toBeInTheDocument();
  });
});
