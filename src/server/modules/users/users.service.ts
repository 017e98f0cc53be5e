// Use cases on user accounts that go beyond sign-in: role changes (Admin only, audited, the user
// is told by email).
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../../../domain/roles.ts';
import { users } from '../../auth/auth.tables.ts';
import { rolesFromColumn, rolesToColumn, type Viewer } from '../../auth/auth.service.ts';
import { conflict, fromZodIssues, notFound } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction, type Actor } from '../audit/audit-capture.ts';
import type { UserRecord } from './users.repository.ts';

/** Users are audited (SPEC §9 collection "Users"); secrets never reach the log. */
export const usersAudit = auditedEntity({
  collection: 'Users',
  table: users,
  id: users.id,
  ignore: ['updatedAt', 'lastActiveAt'],
});

export function actorFromViewer(viewer: Viewer): Actor {
  return { id: viewer.userId, name: viewer.name, role: viewer.roles[0] ?? 'Student' };
}

const updateRolesInput = z.object({
  userId: z.string().min(1, 'is required'),
  roles: z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length),
});

export async function updateUserRoles(
  platform: Platform,
  viewer: Viewer,
  input: { userId: string; roles: string[] },
): Promise<UserRecord> {
  const parsed = updateRolesInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const roles = [...new Set(parsed.data.roles)] as StaffRole[];
  if (parsed.data.userId === viewer.userId && !roles.includes('Admin')) {
    // Keeps the school from locking itself out of user management.
    throw conflict('You cannot remove the Admin role from your own account.');
  }

  const { updated, message } = await auditedTransaction(
    platform,
    actorFromViewer(viewer),
    async (tx, audit) => {
      const result = await audit.update(usersAudit, parsed.data.userId, {
        role: rolesToColumn(roles),
      });
      if (!result) throw notFound('User');
      const after = result.after;
      const before = rolesFromColumn(result.before.role);
      const changed = before.join(',') !== roles.join(',');
      const queued = changed
        ? await platform.outbox.queue(
            {
              to: after.email,
              userId: after.id,
              subject: 'Your RoadReady access has changed',
              text: rolesChangedText(after.name, roles),
            },
            tx,
          )
        : null;
      return { updated: after, message: queued };
    },
  );
  await message?.dispatch();
  return {
    id: updated.id,
    email: updated.email,
    name: updated.name,
    roles: rolesFromColumn(updated.role),
  };
}

function rolesChangedText(name: string, roles: readonly StaffRole[]): string {
  const list = roles.length ? roles.join(', ') : 'no staff roles (student access only)';
  return `Hello ${name},\n\nAn administrator changed your RoadReady roles. You now have: ${list}.\n\nIf you did not expect this, please contact your school's office.\n`;
}
