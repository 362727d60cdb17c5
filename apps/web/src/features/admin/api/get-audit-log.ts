import type { AuditEntry, AuditQuery } from '@crowdvault/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { fetchPage } from './fetch-page';

export type AuditFilters = Pick<AuditQuery, 'action' | 'targetType' | 'limit' | 'offset'>;

/** `GET /api/admin/audit`: one page of the audit log, newest first. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => fetchPage<AuditEntry>('/admin/audit', { ...filters }, signal),
    placeholderData: keepPreviousData,
  });
}
