// The only place that reads the user table for GraphQL. Accounts themselves are created and
// signed in by better-auth (src/server/auth); roles are the admin plugin's comma-separated list.
import { inArray } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/roles.ts';
import { rolesFromColumn } from '../../auth/auth.service.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor } from '../../db/client.ts';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

const toRecord = (row: typeof users.$inferSelect): UserRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: rolesFromColumn(row.role),
});

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
};
