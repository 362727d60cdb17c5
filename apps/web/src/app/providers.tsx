import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionRestorer } from '@/features/auth/session-restorer';
import { WalletModalHost } from '@/features/auth/wallet-modal';
import { queryClient } from '@/lib/query-client';
import { ToasterHost } from './toaster-host';

/** `client` is the app's one cache in the browser; the server renders a page with its own. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <SessionRestorer />
      {children}
      <WalletModalHost />
      <ToasterHost />
    </QueryClientProvider>
  );
}
