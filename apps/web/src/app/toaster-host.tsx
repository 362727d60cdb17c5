import { Suspense, useState } from 'react';
import { lazy } from '@/lib/lazy';
import { useToast } from '@/lib/toast/use-toast';

// Radix Toast and its layers are ~10 KB gzipped that no visitor needs until something is said:
// they load with the first toast (issue 15), and stay once loaded.
const Toaster = lazy(
  () => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })),
  '@/components/ui/toaster#Toaster',
);

/** The app's toaster, fetched when the first toast is raised. */
export function ToasterHost() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
