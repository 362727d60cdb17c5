import { Badge } from '@/components/ui/badge';

/** SPEC.md §4: 'Approved' or 'Pending Approval'. */
export function ApprovalBadge({ isApproved }: { isApproved: boolean }) {
  return isApproved ? (
    <Badge variant="secondary">Approved</Badge>
  ) : (
    <Badge variant="warning">Pending Approval</Badge>
  );
}
