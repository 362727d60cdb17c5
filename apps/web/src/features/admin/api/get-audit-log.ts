import type { AuditEntry, AuditQuery } from '@crowdvault/shared/api/admin';
import { adminKeys } from './admin-keys';
import { usePageQuery } from './fetch-page';

export type AuditFilters = Pick<AuditQuery, 'action' | 'targetType' | 'limit' | 'offset'>;

/** `GET /api/admin/audit`: one page of the audit log, newest first. */
export function useAuditLog(filters: AuditFilters) {
  return usePageQuery<AuditEntry>(adminKeys.audit(filters), '/admin/audit', filters);
}
