// updateUserRoles end to end: permission, audit entry, outbox job, paging of the audit log and
// the per-request user loader.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { usersRepository } from './users.repository.ts';

const UPDATE_ROLES = `mutation UpdateUserRoles($userId: ID!, $roles: [StaffRole!]!) {
  updateUserRoles(userId: $userId, roles: $roles) { id roles }
}`;

const AUDIT_LOGS = `query AuditLogs($query: AuditLogQuery, $pageQuery: PageQuery) {
  auditLogs(query: $query, pageQuery: $pageQuery) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node {
      id action
      collection { name path }
      updatedBy { id name role user { email } }
      changes { path valueType oldValue newValue }
    } }
  }
}`;

let server: TestServer;
let admin: { userId: string; cookie: string };
let trainee: { userId: string; cookie: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAndSignIn(server, {
    email: 'ada.admin@users.test',
    password: 'a-long-test-password',
    name: 'Ada Admin',
    roles: ['Admin'],
  });
  trainee = await signUpAndSignIn(server, {
    email: 'tom.trainee@users.test',
    password: 'a-long-test-password',
    name: 'Tom Trainee',
    roles: ['Trainee'],
  });
});

afterAll(async () => {
  await server?.stop();
});

const auditFor = (userId: string, cookie = admin.cookie, pageQuery?: Record<string, unknown>) =>
  graphql(
    server,
    {
      query: AUDIT_LOGS,
      variables: {
        query: { collectionName: 'Users', collectionPath: `Users/${userId}` },
        pageQuery,
      },
    },
    cookie,
  );

describe('updateUserRoles', () => {
  it('writes exactly one audit entry with the old and new roles', async () => {
    const response = await graphql(
      server,
      {
        query: UPDATE_ROLES,
        variables: { userId: trainee.userId, roles: ['Trainee', 'Instructor'] },
      },
      admin.cookie,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.['updateUserRoles']).toEqual({
      id: trainee.userId,
      roles: ['Instructor', 'Trainee'],
    });

    const audit = await auditFor(trainee.userId);
    expect(audit.data?.['auditLogs'].totalCount).toBe(1);
    const entry = audit.data?.['auditLogs'].edges[0].node;
    expect(entry).toMatchObject({
      action: 'Update',
      collection: { name: 'Users', path: `Users/${trainee.userId}` },
      updatedBy: {
        id: admin.userId,
        name: 'Ada Admin',
        role: 'Admin',
        user: { email: 'ada.admin@users.test' },
      },
      changes: [
        { path: 'role', valueType: 'String', oldValue: 'Trainee', newValue: 'Instructor,Trainee' },
      ],
    });
  });

  it('writes no audit entry when nothing changes', async () => {
    await graphql(
      server,
      {
        query: UPDATE_ROLES,
        variables: { userId: trainee.userId, roles: ['Instructor', 'Trainee'] },
      },
      admin.cookie,
    );
    expect((await auditFor(trainee.userId)).data?.['auditLogs'].totalCount).toBe(1);
  });

  it('tells the user by email through the outbox job, which runs once', async () => {
    await vi.waitFor(
      async () => {
        const messages = await server.platform.outbox.list({ first: 10, skip: 0 });
        const mine = messages.items.filter((message) => message.to === 'tom.trainee@users.test');
        expect(mine).toHaveLength(1);
        // No SMTP configured: the job keeps the message for staff to read.
        expect(mine[0]).toMatchObject({ status: 'held', attempts: 1 });
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('refuses unknown users, self-demotion and other roles', async () => {
    const unknown = await graphql(
      server,
      { query: UPDATE_ROLES, variables: { userId: 'no-such-user', roles: ['Trainee'] } },
      admin.cookie,
    );
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const selfDemotion = await graphql(
      server,
      { query: UPDATE_ROLES, variables: { userId: admin.userId, roles: ['Trainee'] } },
      admin.cookie,
    );
    expect(errorCode(selfDemotion)).toBe('CONFLICT');
    const byTrainee = await graphql(
      server,
      { query: UPDATE_ROLES, variables: { userId: trainee.userId, roles: ['Admin'] } },
      trainee.cookie,
    );
    expect(errorCode(byTrainee)).toBe('FORBIDDEN');
    expect((await auditFor(trainee.userId)).data?.['auditLogs'].totalCount).toBe(1);
  });
});

describe('auditLogs paging and loading', () => {
  beforeAll(async () => {
    for (const roles of [['Instructor'], ['RegionalManager'], ['Trainee']]) {
      await graphql(
        server,
        { query: UPDATE_ROLES, variables: { userId: trainee.userId, roles } },
        admin.cookie,
      );
    }
  });

  it('pages by cursor and by skip with totalCount and pageInfo', async () => {
    const first = await auditFor(trainee.userId, admin.cookie, { first: 3 });
    const page = first.data?.['auditLogs'];
    expect(page.totalCount).toBe(4);
    expect(page.edges).toHaveLength(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    // Newest first.
    expect(page.edges[0].node.changes[0].newValue).toBe('Trainee');

    const next = await auditFor(trainee.userId, admin.cookie, {
      first: 3,
      after: page.pageInfo.endCursor,
    });
    expect(next.data?.['auditLogs'].edges).toHaveLength(1);
    expect(next.data?.['auditLogs'].pageInfo.hasNextPage).toBe(false);

    const skipped = await auditFor(trainee.userId, admin.cookie, { first: 3, skip: 3 });
    expect(
      skipped.data?.['auditLogs'].edges.map((edge: { node: { id: string } }) => edge.node.id),
    ).toEqual(next.data?.['auditLogs'].edges.map((edge: { node: { id: string } }) => edge.node.id));
  });

  it('loads the authors of a whole page with one user query', async () => {
    const spy = vi.spyOn(usersRepository, 'findByIds');
    try {
      const response = await auditFor(trainee.userId);
      expect(response.data?.['auditLogs'].edges).toHaveLength(4);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]?.[1]).toEqual([admin.userId]);
    } finally {
      spy.mockRestore();
    }
  });

  it('is Admin only', async () => {
    expect(errorCode(await auditFor(trainee.userId, trainee.cookie))).toBe('FORBIDDEN');
  });
});
