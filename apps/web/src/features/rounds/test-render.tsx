import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { configQueryOptions } from '@/lib/config/app-config';
import { configWithChains } from '@/test/chains';

/** Renders a rounds screen with what the app gives it: the served chains in the cache, what `seed`
 *  adds, and a router for its links. */
export function renderRoundsUi(ui: ReactNode, seed?: (client: QueryClient) => void) {
  // As the app's client (lib/query-client.ts): what is in the cache is not asked again.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(configQueryOptions.queryKey, configWithChains());
  seed?.(client);
  render(
    <QueryClientProvider client={client}>
      <Router>{ui}</Router>
    </QueryClientProvider>,
  );
}

/** The server answers every request with `status` and `body`; the stub tells what was sent. */
export function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The server refuses every request with `status` and `message`, as the API words a refusal. */
export const serverRefuses = (status: number, message: string) =>
  serverAnswers(status, { statusCode: status, message });
