import {
  adminUserListQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  auditQuerySchema,
  changeRoleSchema,
  changeStatusSchema,
  userIdParamsSchema,
} from '@crowdvault/shared/api/admin';
import { TOTAL_COUNT_HEADER } from '@crowdvault/shared/campaign-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { listAudit } from '../infra/audit-log';
import { assertAuthReady } from '../plugins/auth';
import { changeUserRole, changeUserStatus, listUsers } from '../services/admin/admin-users';
import { requireRole, signedInUser } from '../services/auth/require-user';
import { ADMIN_ERRORS } from './admin-campaigns';

/** User Management (read: staff; change: ADMIN) and the audit log (staff). */
export function registerAdminUserRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('MODERATOR');
  const admin = requireRole('ADMIN');
  const adminAddress = () => app.auth.adminAddress;

  routes.get(
    '/api/admin/users',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Users, searchable and paged; the total in X-Total-Count',
        querystring: adminUserListQuerySchema,
        response: { 200: z.array(adminUserSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const page = await listUsers(db, adminAddress(), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.users;
    },
  );

  routes.patch(
    '/api/admin/users/:userId/role',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: "Change a user's role (never one's own; never the last admin)",
        params: userIdParamsSchema,
        body: changeRoleSchema,
        response: { 200: adminUserSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) =>
      changeUserRole(db, adminAddress(), signedInUser(request).id, request.params.userId, request.body.role),
  );

  routes.patch(
    '/api/admin/users/:userId/status',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Suspend (with a reason) or reactivate a user',
        params: userIdParamsSchema,
        body: changeStatusSchema,
        response: { 200: adminUserSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) =>
      changeUserStatus(
        db,
        adminAddress(),
        signedInUser(request).id,
        request.params.userId,
        request.body.status,
        request.body.reason,
      ),
  );

  routes.get(
    '/api/admin/audit',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Every moderation and admin action, newest first; the total in X-Total-Count',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const page = await listAudit(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.entries;
    },
  );
}
