import { AppLayout } from './layout/app-layout';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { ScrollManager } from './scroll-manager';

export function App() {
  return (
    <AppProviders>
      <ScrollManager />
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </AppProviders>
  );
}
