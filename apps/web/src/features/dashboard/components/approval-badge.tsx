import { Badge } from '@/components/ui/badge';

/** SPEC.md §4: 'Approved' or 'Pending Approval'; 'Rejected' once a moderator turned it down
 *  with a reason. */
export function ApprovalBadge({ isApproved, rejected = false }: { isApproved: boolean; rejected?: boolean }) {
  if (isApproved) return <Badge variant="secondary">Approved</Badge>;
  return rejected ? (
    <Badge variant="destructive">Rejected</Badge>
  ) : (
    <Badge variant="warning">Pending Approval</Badge>
  );
}
