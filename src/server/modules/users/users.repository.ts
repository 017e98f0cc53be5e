// The only place that reads the user table for GraphQL. Accounts themselves are created and
// signed in by better-auth (src/server/auth); roles are the admin plugin's comma-separated list.
// Writes go through the audit recorder (users.service.ts), so each one is logged.
import { and, asc, count, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/roles.ts';
import { containsPattern } from '../../../domain/student-search-term.ts';
import { rolesFromColumn } from '../../auth/auth.service.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** What user management shows of an account (SPEC §3 auth meta). */
export interface UserAuthMetaRecord extends UserRecord {
  isTwoFactorEnabled: boolean;
  isDisabled: boolean;
  lastActive: Date | null;
}

export interface UserFilter {
  /** Words that must each appear in the name or the email (any case). */
  words?: readonly string[];
  includeRole?: StaffRole | null;
  excludeRole?: StaffRole | null;
  /** Only these accounts (a picker showing the accounts it has chosen). */
  ids?: readonly string[] | null;
}

type UserRow = typeof users.$inferSelect;

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: rolesFromColumn(row.role),
});

export const toAuthMeta = (row: UserRow): UserAuthMetaRecord => ({
  ...toRecord(row),
  isTwoFactorEnabled: row.twoFactorEnabled === true,
  // The same test AuthService.getViewer applies: a banned account has no working session.
  isDisabled: row.banned === true,
  lastActive: row.lastActiveAt,
});

/**
 * The role column holds "Admin,Trainee"; wrapping both sides in commas matches whole roles only
 * (so "Admin" never matches "SyncCheckAdmin"). Role names contain no LIKE wildcards.
 */
const hasRole = (role: StaffRole): SQL =>
  sql`(',' || coalesce(${users.role}, '') || ',') like ${`%,${role},%`}`;

function where(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.includeRole) conditions.push(hasRole(filter.includeRole));
  if (filter.excludeRole) conditions.push(not(hasRole(filter.excludeRole)));
  if (filter.ids) conditions.push(inArray(users.id, [...filter.ids]));
  for (const word of filter.words ?? []) {
    const pattern = containsPattern(word);
    const either = or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`);
    if (either) conditions.push(either);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Name without case, in byte order: one order on PGlite and every PostgreSQL server. */
const sortKey = sql`lower(${users.name}) collate "C"`;

// An object rather than loose functions so tests can count calls (N+1 checks).
export const usersRepository = {
  async findByIds(db: Executor, ids: readonly string[]): Promise<UserRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map(toRecord);
  },

  async findAuthMeta(db: Executor, id: string): Promise<UserAuthMetaRecord | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ? toAuthMeta(row) : null;
  },

  /** One page of accounts by name, and how many match in all. */
  async search(
    db: Executor,
    filter: UserFilter,
    window: PageWindow,
  ): Promise<{ rows: UserAuthMetaRecord[]; totalCount: number }> {
    const condition = where(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(condition)
        .orderBy(asc(sortKey), asc(users.email), asc(users.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(users).where(condition),
    ]);
    return { rows: rows.map(toAuthMeta), totalCount: total?.value ?? 0 };
  },
};
