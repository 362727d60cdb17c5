import { Badge } from '@/components/ui/badge';

/** SPEC.md §2: 'Approved' or 'Pending Review'. */
export function ApprovalBadge({ isApproved }: { isApproved: boolean }) {
  return isApproved ? (
    <Badge variant="secondary">Approved</Badge>
  ) : (
    <Badge variant="warning">Pending Review</Badge>
  );
}
