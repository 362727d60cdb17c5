import type { AdminCampaign } from '@crowdvault/shared/api/admin';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';

/** SPEC.md §2: 'Approved' or 'Pending Review'; 'Rejected' once a moderator turned it down. */
export function ApprovalBadge({ approval }: { approval: AdminCampaign['approval'] }) {
  const t = useT();
  if (approval === 'approved') return <Badge variant="secondary">{t('Approved')}</Badge>;
  if (approval === 'rejected') return <Badge variant="destructive">{t('Rejected')}</Badge>;
  return <Badge variant="warning">{t('Pending Review')}</Badge>;
}
