import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { SessionRestorer } from '@/features/auth/session-restorer';
import { WalletModalHost } from '@/features/auth/wallet-modal';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRestorer />
      {children}
      <WalletModalHost />
      <Toaster />
    </QueryClientProvider>
  );
}
