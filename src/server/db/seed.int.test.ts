import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../auth/auth.tables.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { listUsStates } from '../modules/states/states.repository.ts';
import { signIn } from '../testing/auth-client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedIfEmpty } from './seed.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('seedIfEmpty', () => {
  it('fills an empty database once, with working demo sign-ins', async () => {
    const seeded = await seedIfEmpty(server.platform);
    expect(seeded).not.toBeNull();
    const roles = seeded!.signIns.map((signIn) => signIn.role);
    expect(roles).toEqual(
      expect.arrayContaining(['Admin', 'Instructor', 'SyncCheckAdmin', 'Trainee', 'Student']),
    );

    const states = await listUsStates(server.platform.db.db);
    expect(states).toHaveLength(57);
    expect(states.filter((state) => state.isSupported).map((state) => state.code)).toEqual([
      'CA',
      'CO',
      'IL',
      'IN',
      'MD',
      'MO',
      'NV',
      'PA',
      'TX',
      'WA',
      'WI',
    ]);

    for (const demo of seeded!.signIns) {
      const result = await signIn(server, demo.email, demo.password);
      expect(result.status, demo.email).toBe(200);
      const viewer = await server.platform.auth.getViewer(new Headers({ cookie: result.cookie! }));
      const expected = DEMO_USERS.find((user) => user.email === demo.email)!;
      expect(viewer?.roles).toEqual(expect.arrayContaining(expected.roles));
      expect(viewer?.roles).toHaveLength(expected.roles.length);
    }

    expect(await seedIfEmpty(server.platform)).toBeNull();
  });

  it('seeds once when two starts race on the same empty database', async () => {
    const other = await startTestServer();
    try {
      const results = await Promise.all([seedIfEmpty(other.platform), seedIfEmpty(other.platform)]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      const rows = await other.platform.db.db.select({ id: users.id }).from(users);
      expect(rows).toHaveLength(DEMO_USERS.length);
    } finally {
      await other.stop();
    }
  });

  it('does nothing when the database already has a user', async () => {
    const other = await startTestServer();
    try {
      await other.platform.auth.createUser({
        email: 'owner@school.test',
        password: DEMO_PASSWORD,
        name: 'Owner',
        roles: ['Admin'],
      });
      expect(await seedIfEmpty(other.platform)).toBeNull();
      expect(await listUsStates(other.platform.db.db)).toHaveLength(0);
      expect((await signIn(other, 'admin@roadready.demo', DEMO_PASSWORD)).status).toBe(401);
    } finally {
      await other.stop();
    }
  });
});
