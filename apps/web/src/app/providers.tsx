import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SessionRestorer } from '@/features/auth/session-restorer';
import { WalletModalHost } from '@/features/auth/wallet-modal';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRestorer />
      {children}
      <WalletModalHost />
      <Toaster />
    </QueryClientProvider>
  );
}
