// User management end to end: usersWithRoles (filters, auth meta, paging), disableUser and
// enableUser with their audit entries, and a role change applying to the user's next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { users } from '../../auth/auth.tables.ts';
import { eq } from 'drizzle-orm';

const USERS_WITH_ROLES = `query UsersWithRoles($query: UsersWithRolesInput, $pageQuery: PageQuery) {
  usersWithRoles(query: $query, pageQuery: $pageQuery) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id email name roles isTwoFactorEnabled isDisabled lastActive } }
  }
}`;

const UPDATE_ROLES = `mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {
  updateUserRoles(userId: $userId, roles: $roles) { id roles }
}`;

const DISABLE = `mutation DisableUser($userId: ID!) {
  disableUser(userId: $userId) { id isDisabled }
}`;

const ENABLE = `mutation EnableUser($userId: ID!) {
  enableUser(userId: $userId) { id isDisabled }
}`;

const AUDIT_LOGS = `query AuditLogs($query: AuditLogQuery) {
  auditLogs(query: $query) {
    totalCount
    edges { node { action collection { name path } updatedBy { id name role }
      changes { path oldValue newValue } } }
  }
}`;

const ME = `query GetMyself { me { id email roles } }`;

const PASSWORD = 'a-long-test-password';

let server: TestServer;
let admin: { userId: string; cookie: string };
let manager: { userId: string; cookie: string };
let trainee: { userId: string; cookie: string };
let student: { userId: string; cookie: string };

beforeAll(async () => {
  server = await startTestServer();
  const account = (
    email: string,
    name: string,
    roles: Parameters<typeof signUpAndSignIn>[1]['roles'],
  ) => signUpAndSignIn(server, { email, password: PASSWORD, name, roles });
  admin = await account('ada@manage.test', 'Ada Admin', ['Admin']);
  manager = await account('rita@manage.test', 'Rita Regional', ['RegionalManager', 'Trainee']);
  trainee = await account('tom@manage.test', 'Tom Trainee', ['Trainee']);
  student = await account('sam.student@manage.test', 'Sam Student', []);
});

afterAll(async () => {
  await server?.stop();
});

const listUsers = async (
  query: Record<string, unknown> = {},
  pageQuery?: Record<string, unknown>,
  cookie = admin.cookie,
) => graphql(server, { query: USERS_WITH_ROLES, variables: { query, pageQuery } }, cookie);

const names = (response: Awaited<ReturnType<typeof listUsers>>): string[] =>
  response.data?.['usersWithRoles'].edges.map((edge: { node: { name: string } }) => edge.node.name);

const userAudit = (userId: string) =>
  graphql(
    server,
    { query: AUDIT_LOGS, variables: { query: { collectionPath: `Users/${userId}` } } },
    admin.cookie,
  );

describe('usersWithRoles', () => {
  it('lists every account by name with its auth meta', async () => {
    const response = await listUsers();
    expect(response.errors).toBeUndefined();
    expect(response.data?.['usersWithRoles'].totalCount).toBe(4);
    expect(names(response)).toEqual(['Ada Admin', 'Rita Regional', 'Sam Student', 'Tom Trainee']);
    const rita = response.data?.['usersWithRoles'].edges[1].node;
    expect(rita).toMatchObject({
      id: manager.userId,
      email: 'rita@manage.test',
      roles: ['RegionalManager', 'Trainee'],
      isTwoFactorEnabled: false,
      isDisabled: false,
    });
    // Signing in is not activity; the first request made with the session is.
    const ada = response.data?.['usersWithRoles'].edges[0].node;
    expect(Date.now() - Date.parse(ada.lastActive)).toBeLessThan(60_000);
  });

  it('reports two-factor as the account has it', async () => {
    await server.platform.db.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(eq(users.id, trainee.userId));
    const response = await listUsers({ term: 'tom' });
    expect(response.data?.['usersWithRoles'].edges[0].node.isTwoFactorEnabled).toBe(true);
    // Back off, so the sign-ins below need no one-time code.
    await server.platform.db.db
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(eq(users.id, trainee.userId));
  });

  it('filters by a role to include and one to exclude, matching whole roles only', async () => {
    expect(names(await listUsers({ includeRole: 'Trainee' }))).toEqual([
      'Rita Regional',
      'Tom Trainee',
    ]);
    expect(
      names(await listUsers({ includeRole: 'Trainee', excludeRole: 'RegionalManager' })),
    ).toEqual(['Tom Trainee']);
    // Accounts without any role (students, parents) are kept by an exclusion.
    expect(names(await listUsers({ excludeRole: 'Trainee' }))).toEqual([
      'Ada Admin',
      'Sam Student',
    ]);
    // "Admin" is not part of "SyncCheckAdmin".
    await graphql(
      server,
      { query: UPDATE_ROLES, variables: { userId: trainee.userId, roles: ['SyncCheckAdmin'] } },
      admin.cookie,
    );
    expect(names(await listUsers({ includeRole: 'Admin' }))).toEqual(['Ada Admin']);
    await graphql(
      server,
      { query: UPDATE_ROLES, variables: { userId: trainee.userId, roles: ['Trainee'] } },
      admin.cookie,
    );
  });

  it('finds words in the name or the email, any case, wildcards taken literally', async () => {
    expect(names(await listUsers({ term: 'REGIONAL' }))).toEqual(['Rita Regional']);
    expect(names(await listUsers({ term: 'sam.student@' }))).toEqual(['Sam Student']);
    expect(names(await listUsers({ term: 'manage.test ada' }))).toEqual(['Ada Admin']);
    expect(names(await listUsers({ term: '%' }))).toEqual([]);
    expect(names(await listUsers({ term: 'to_' }))).toEqual([]);
    expect(names(await listUsers({ term: '   ' }))).toHaveLength(4);
  });

  it('lists only the accounts asked for by id', async () => {
    expect(names(await listUsers({ ids: [trainee.userId, admin.userId, 'no-such-user'] }))).toEqual(
      ['Ada Admin', 'Tom Trainee'],
    );
    expect(names(await listUsers({ ids: [] }))).toEqual([]);
  });

  it('pages by first/skip and by cursor with totalCount', async () => {
    const first = await listUsers({}, { first: 3 });
    expect(names(first)).toEqual(['Ada Admin', 'Rita Regional', 'Sam Student']);
    expect(first.data?.['usersWithRoles'].pageInfo.hasNextPage).toBe(true);
    const next = await listUsers(
      {},
      { first: 3, after: first.data?.['usersWithRoles'].pageInfo.endCursor },
    );
    expect(names(next)).toEqual(['Tom Trainee']);
    expect(names(await listUsers({}, { first: 2, skip: 3 }))).toEqual(['Tom Trainee']);
  });

  it('is Admin only', async () => {
    expect(errorCode(await listUsers({}, undefined, manager.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await listUsers({}, undefined, student.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await listUsers({}, undefined, null as unknown as string))).toBe(
      'NOT_SIGNED_IN',
    );
  });
});

describe('disableUser and enableUser', () => {
  it('disables an account, ends its sessions and audits the change once', async () => {
    const before = await graphql(server, { query: ME }, trainee.cookie);
    expect(before.data?.['me'].id).toBe(trainee.userId);

    const disabled = await graphql(
      server,
      { query: DISABLE, variables: { userId: trainee.userId } },
      admin.cookie,
    );
    expect(disabled.errors).toBeUndefined();
    expect(disabled.data?.['disableUser']).toEqual({ id: trainee.userId, isDisabled: true });

    // The old session is gone and the account cannot sign in again.
    expect(errorCode(await graphql(server, { query: ME }, trainee.cookie))).toBe('NOT_SIGNED_IN');
    const again = await signIn(server, 'tom@manage.test', PASSWORD);
    expect(again.cookie).toBeNull();

    const audit = await userAudit(trainee.userId);
    const entries = audit.data?.['auditLogs'].edges.map((edge: { node: unknown }) => edge.node);
    const banEntries = entries.filter((entry: { changes: { path: string }[] }) =>
      entry.changes.some((change) => change.path === 'banned'),
    );
    expect(banEntries).toHaveLength(1);
    expect(banEntries[0]).toMatchObject({
      action: 'Update',
      collection: { name: 'Users', path: `Users/${trainee.userId}` },
      updatedBy: { id: admin.userId, name: 'Ada Admin', role: 'Admin' },
    });
    expect(banEntries[0].changes).toContainEqual({
      path: 'banned',
      oldValue: 'false',
      newValue: 'true',
    });

    // Disabling twice changes nothing and logs nothing more.
    await graphql(server, { query: DISABLE, variables: { userId: trainee.userId } }, admin.cookie);
    expect((await userAudit(trainee.userId)).data?.['auditLogs'].totalCount).toBe(
      audit.data?.['auditLogs'].totalCount,
    );
    const listed = await listUsers({ term: 'tom' });
    expect(listed.data?.['usersWithRoles'].edges[0].node.isDisabled).toBe(true);
  });

  it('enables the account again, audited, and it can sign in', async () => {
    const countBefore = (await userAudit(trainee.userId)).data?.['auditLogs'].totalCount;
    const enabled = await graphql(
      server,
      { query: ENABLE, variables: { userId: trainee.userId } },
      admin.cookie,
    );
    expect(enabled.data?.['enableUser']).toEqual({ id: trainee.userId, isDisabled: false });
    const audit = await userAudit(trainee.userId);
    expect(audit.data?.['auditLogs'].totalCount).toBe(countBefore + 1);
    expect(audit.data?.['auditLogs'].edges[0].node.changes).toContainEqual({
      path: 'banned',
      oldValue: 'true',
      newValue: 'false',
    });
    const signedIn = await signIn(server, 'tom@manage.test', PASSWORD);
    expect(signedIn.status).toBe(200);
    trainee = { userId: trainee.userId, cookie: signedIn.cookie! };
    expect((await graphql(server, { query: ME }, trainee.cookie)).data?.['me'].id).toBe(
      trainee.userId,
    );
  });

  it('refuses yourself, unknown accounts and non-Admins', async () => {
    const self = await graphql(
      server,
      { query: DISABLE, variables: { userId: admin.userId } },
      admin.cookie,
    );
    expect(errorCode(self)).toBe('CONFLICT');
    expect((await graphql(server, { query: ME }, admin.cookie)).data?.['me'].id).toBe(admin.userId);
    const unknown = await graphql(
      server,
      { query: DISABLE, variables: { userId: 'no-such-user' } },
      admin.cookie,
    );
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const byManager = await graphql(
      server,
      { query: DISABLE, variables: { userId: trainee.userId } },
      manager.cookie,
    );
    expect(errorCode(byManager)).toBe('FORBIDDEN');
    const enableByManager = await graphql(
      server,
      { query: ENABLE, variables: { userId: trainee.userId } },
      manager.cookie,
    );
    expect(errorCode(enableByManager)).toBe('FORBIDDEN');
  });
});

describe('a role change applies to the next request', () => {
  it('refuses a demoted Admin as FORBIDDEN with the same session', async () => {
    const deputy = await signUpAndSignIn(server, {
      email: 'dee@manage.test',
      password: PASSWORD,
      name: 'Dee Deputy',
      roles: ['Admin', 'Trainee'],
    });
    const allowed = await listUsers({}, undefined, deputy.cookie);
    expect(allowed.errors).toBeUndefined();

    const demoted = await graphql(
      server,
      { query: UPDATE_ROLES, variables: { userId: deputy.userId, roles: ['Trainee'] } },
      admin.cookie,
    );
    expect(demoted.data?.['updateUserRoles'].roles).toEqual(['Trainee']);

    expect(errorCode(await listUsers({}, undefined, deputy.cookie))).toBe('FORBIDDEN');
    // Still signed in, with the new roles.
    const me = await graphql(server, { query: ME }, deputy.cookie);
    expect(me.data?.['me'].roles).toEqual(['Trainee']);
  });
});
