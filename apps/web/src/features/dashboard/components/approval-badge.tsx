import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';

/** SPEC.md §4: 'Approved' or 'Pending Approval'; 'Rejected' once a moderator turned it down
 *  with a reason. */
export function ApprovalBadge({ isApproved, rejected = false }: { isApproved: boolean; rejected?: boolean }) {
  const t = useT();
  if (isApproved) return <Badge variant="secondary">{t('Approved')}</Badge>;
  return rejected ? (
    <Badge variant="destructive">{t('Rejected')}</Badge>
  ) : (
    <Badge variant="warning">{t('Pending Approval')}</Badge>
  );
}
