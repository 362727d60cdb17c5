import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { Badge } from '@/components/ui/badge';

/** SPEC.md §2: 'Approved' or 'Pending Review'; 'Rejected' once a moderator turned it down. */
export function ApprovalBadge({ approval }: { approval: AdminCampaign['approval'] }) {
  if (approval === 'approved') return <Badge variant="secondary">Approved</Badge>;
  if (approval === 'rejected') return <Badge variant="destructive">Rejected</Badge>;
  return <Badge variant="warning">Pending Review</Badge>;
}
