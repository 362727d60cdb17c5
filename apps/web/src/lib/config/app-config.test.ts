import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { configQueryOptions, loadAppConfig } from './app-config';

const CONFIG = { chainId: 31337, chainName: 'Local Anvil', explorerUrl: null, tokens: [] };

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('loadAppConfig', () => {
  it('fetches /api/config once and shares it with the hooks', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(CONFIG), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([loadAppConfig(), loadAppConfig()]);
    expect(first).toEqual(CONFIG);
    expect(second).toEqual(CONFIG);
    expect(await loadAppConfig()).toEqual(CONFIG);
    expect(queryClient.getQueryData(configQueryOptions.queryKey)).toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('tries again on the next call after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(CONFIG), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadAppConfig()).rejects.toThrow();
    expect(await loadAppConfig()).toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
