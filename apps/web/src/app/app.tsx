import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { ScrollManager } from './scroll-manager';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders client={queryClient}>
      <ScrollManager />
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </AppProviders>
  );
}
