import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { configQueryOptions } from '@/lib/config/app-config';
import { createQueryClient } from '@/lib/query-client';
import { setWalletChain } from '@/lib/wallet/wallet-chain';
import { configWithChains, LOCAL_CHAIN, LOCAL_L2, POLYGON } from '@/test/chains';
import { donationTokens, useDonationNetwork } from './use-donation-network';

function renderNetwork(config = configWithChains()) {
  const client = createQueryClient();
  client.setQueryData(configQueryOptions.queryKey, config);
  return renderHook(() => useDonationNetwork(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

afterEach(() => setWalletChain(null));

describe('useDonationNetwork', () => {
  it('offers every served chain and starts on the primary when no wallet is connected', () => {
    const { result } = renderNetwork();
    expect(result.current.networks.map((chain) => chain.chainName)).toEqual(['Local Chain', 'Local L2']);
    expect(result.current.chainId).toBe(31337);
  });

  it("starts on the wallet's chain when the deployment serves it, and follows the wallet", () => {
    setWalletChain(31338);
    const { result } = renderNetwork();
    expect(result.current.chainId).toBe(31338);
    act(() => setWalletChain(31337));
    expect(result.current.chainId).toBe(31337);
  });

  it('starts on the primary when the wallet is on a chain the deployment does not serve', () => {
    setWalletChain(1);
    const { result } = renderNetwork();
    expect(result.current.chainId).toBe(31337);
  });

  it("keeps the donor's choice when the wallet moves afterwards", () => {
    setWalletChain(31337);
    const { result } = renderNetwork();
    act(() => result.current.choose(31338));
    expect(result.current.chainId).toBe(31338);
    act(() => setWalletChain(1));
    expect(result.current.chainId).toBe(31338);
  });

  it('has no chain until /api/config has answered', () => {
    const { result } = renderHook(() => useDonationNetwork(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
      ),
    });
    expect(result.current.chainId).toBeUndefined();
    expect(result.current.networks).toEqual([]);
  });
});

describe('donationTokens', () => {
  it("lists the chain's own tokens and native coin, the campaign's currency first", () => {
    expect(donationTokens(LOCAL_L2, 'DAI')).toEqual(['DAI', 'USDT', 'USDC', 'ETH']);
    expect(donationTokens(POLYGON, 'USDC')).toEqual(['USDC', 'POL']);
  });

  it("leaves out a currency the chain does not list, and falls back to the campaign's currency alone", () => {
    expect(donationTokens(POLYGON, 'USDT')).toEqual(['USDC', 'POL']);
    expect(donationTokens(undefined, 'USDT')).toEqual(['USDT']);
    expect(donationTokens(LOCAL_CHAIN, 'USDT')[0]).toBe('USDT');
  });
});
