// Use cases on user accounts that go beyond sign-in: the user list of user management, role
// changes (audited, the user is told by email), and disabling and enabling accounts (audited).
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../../../domain/roles.ts';
import { users } from '../../auth/auth.tables.ts';
import { rolesFromColumn, rolesToColumn, type Viewer } from '../../auth/auth.service.ts';
import { conflict, fromZodIssues, notFound } from '../../graphql/errors.ts';
import { pageWindow, toPage, type Page, type PageArgs } from '../../graphql/paging.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction, type Actor } from '../audit/audit-capture.ts';
import {
  toAuthMeta,
  usersRepository,
  type UserAuthMetaRecord,
  type UserRecord,
} from './users.repository.ts';

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
  platform.auth.forgetViewers();
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

export interface UsersWithRolesQuery {
  /** Words looked for in the name and the email. */
  term?: string | null;
  includeRole?: StaffRole | null;
  excludeRole?: StaffRole | null;
  ids?: readonly string[] | null;
}

/** `usersWithRoles`: every account (staff, students, parents) by name, 40 a page by default. */
export async function searchUsers(
  platform: Pick<Platform, 'db'>,
  query: UsersWithRolesQuery,
  pageArgs: PageArgs,
): Promise<Page<UserAuthMetaRecord>> {
  const window = pageWindow(pageArgs);
  const words = [...new Set((query.term ?? '').trim().split(/\s+/).filter(Boolean))];
  const { rows, totalCount } = await usersRepository.search(
    platform.db.db,
    { words, includeRole: query.includeRole, excludeRole: query.excludeRole, ids: query.ids },
    window,
  );
  return toPage(rows, totalCount, window);
}

/** What better-auth keeps as the ban reason of an account disabled from user management. */
export const DISABLED_REASON = 'Disabled by an administrator';

/**
 * Disables an account: the ban and its audit entry are written in one transaction through the
 * audit recorder, so the log never shows a change that did not happen (or misses one). Once that
 * has committed, better-auth's own `disableUser` revokes every session (it re-applies the same
 * ban, which changes nothing). Should revocation fail, the account is still locked out:
 * `getViewer` refuses banned users on their next request whatever sessions remain.
 * Idempotent; you cannot disable yourself (CONFLICT).
 */
export async function disableUser(
  platform: Platform,
  viewer: Viewer,
  userId: string,
): Promise<UserAuthMetaRecord> {
  if (userId === viewer.userId) {
    // Keeps the school from locking its last Admin out by mistake.
    throw conflict('You cannot disable your own account.');
  }
  const updated = await setBan(platform, viewer, userId, {
    banned: true,
    banReason: DISABLED_REASON,
    banExpires: null,
  });
  try {
    await platform.auth.disableUser(userId, DISABLED_REASON);
  } catch (error) {
    platform.log.error({ err: error, userId }, 'could not revoke the sessions of a disabled user');
  }
  return updated;
}

/** Enables a disabled account again (audited); the user signs in anew. Idempotent. */
export function enableUser(
  platform: Platform,
  viewer: Viewer,
  userId: string,
): Promise<UserAuthMetaRecord> {
  return setBan(platform, viewer, userId, { banned: false, banReason: null, banExpires: null });
}

async function setBan(
  platform: Platform,
  viewer: Viewer,
  userId: string,
  patch: Pick<typeof users.$inferInsert, 'banned' | 'banReason' | 'banExpires'>,
): Promise<UserAuthMetaRecord> {
  const updated = await auditedTransaction(
    platform,
    actorFromViewer(viewer),
    async (_tx, audit) => {
      const result = await audit.update(usersAudit, userId, patch);
      if (!result) throw notFound('User');
      return toAuthMeta(result.after);
    },
  );
  platform.auth.forgetViewers();
  return updated;
}
