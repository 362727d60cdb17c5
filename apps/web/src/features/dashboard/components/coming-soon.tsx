import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';

/** Analytics and Settings until their issue lands (SPEC.md §2). */
export function ComingSoon() {
  return (
    <EmptyState
      icon={Sparkles}
      title="Coming Soon!"
      description="This section is on its way. Meanwhile your campaigns, donations and wallets are one click away."
    />
  );
}
