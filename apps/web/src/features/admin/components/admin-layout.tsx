import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { useSession } from '@/lib/auth/use-session';
import { useT } from '@/lib/i18n/i18n';
import { useAdminStats } from '../api/get-admin-stats';
import { ADMIN_SECTIONS, type AdminSection } from '../lib/sections';
import { AdminNav } from './admin-nav';

/** The admin area's frame: heading with the viewer's role, the tabs, then the screen. */
export function AdminLayout({
  section,
  title,
  children,
}: {
  section: AdminSection;
  /** Overrides the section title (the campaign detail shows the campaign's). */
  title?: string;
  children: ReactNode;
}) {
  const t = useT();
  const session = useSession();
  const { data: stats } = useAdminStats();
  const info = ADMIN_SECTIONS[section];
  const role = session.user?.role ?? 'ADMIN';
  return (
    // At least a viewport tall: sections fill in as their data arrives, the footer stays below.
    <div className="container-page flex min-h-dvh flex-col gap-6 py-8 sm:gap-8 sm:py-10">
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            {t('Admin')}
            <Badge variant={role === 'ADMIN' ? 'default' : 'secondary'}>
              {role === 'ADMIN' ? t('Admin') : t('Moderator')}
            </Badge>
          </span>
        }
        title={title ?? t(info.title)}
        subtitle={title ? undefined : t(info.subtitle)}
      />
      <AdminNav section={section} openReports={stats?.openReports} />
      {children}
    </div>
  );
}
