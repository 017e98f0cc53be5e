// Two server processes on one PostgreSQL database behave as one system: a session made through
// one is valid on the other, jobs run once in total, and live events reach subscribers on either.
// PGlite belongs to a single process, so this suite runs on PostgreSQL only (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closePlatform, createPlatform } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import type { Platform } from './platform.ts';
import { signIn } from './testing/auth-client.ts';
import {
  createScratchDatabase,
  onPostgres,
  type ScratchDatabase,
} from './testing/test-database.ts';
import { graphql } from './testing/graphql-client.ts';
import { spawnServerProcess, type ServerProcess } from './testing/server-process.ts';

const PASSWORD = 'a-long-test-password';

const spawnServer = (url: string) => spawnServerProcess({ url });
const stopServer = async (server: ServerProcess | undefined) => server?.stop() ?? null;

/** Reads GraphQL-over-SSE `next` events from a subscription request until `count` arrive. */
async function subscribe(server: ServerProcess, cookie: string, query: string, count: number) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: server.origin,
      cookie,
    },
    body: JSON.stringify({ query }),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const events: unknown[] = [];
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('');
        if (block.includes('event: next') && data) events.push(JSON.parse(data));
        if (events.length >= count) return events;
      }
    }
    return events;
  })();
  return { events: done, cancel: () => controller.abort() };
}

describe.skipIf(!onPostgres())('two server processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let setup: Platform;
  let a: ServerProcess;
  let b: ServerProcess;
  let adminCookie: string;
  let traineeId: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    // The test's own handle on the database: creates the accounts and reads the results.
    setup = await createPlatform(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: scratch.url! }),
    );
    await setup.auth.createUser({
      email: 'admin@multi.test',
      password: PASSWORD,
      name: 'Multi Admin',
      roles: ['Admin'],
    });
    traineeId = (
      await setup.auth.createUser({
        email: 'trainee@multi.test',
        password: PASSWORD,
        name: 'Multi Trainee',
        roles: ['Trainee'],
      })
    ).id;
    [a, b] = await Promise.all([spawnServer(scratch.url!), spawnServer(scratch.url!)]);
    const session = await signIn(a, 'admin@multi.test', PASSWORD);
    expect(session.status).toBe(200);
    adminCookie = session.cookie!;
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    if (setup) await closePlatform(setup);
    await scratch?.drop();
  });

  it('accepts a session created through one process on the other', async () => {
    const onB = await graphql(b, { query: 'query MyId { me { id email } }' }, adminCookie);
    expect(onB.errors).toBeUndefined();
    expect(onB.data?.['me']).toMatchObject({ email: 'admin@multi.test' });
  });

  it('delivers an event published on one process to a subscriber on the other', async () => {
    const subscription = await subscribe(
      b,
      adminCookie,
      'subscription { auditLogAdded { collection { path } changes { path newValue } } }',
      1,
    );
    // Give the subscription a moment to register with LISTEN before publishing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const update = await graphql(
      a,
      {
        query:
          'mutation { updateUserRoles(userId: "' + traineeId + '", roles: [Instructor]) { id } }',
      },
      adminCookie,
    );
    expect(update.errors).toBeUndefined();
    const events = await Promise.race([
      subscription.events,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no event within 10 s')), 10_000),
      ),
    ]);
    subscription.cancel();
    expect(events[0]).toMatchObject({
      data: {
        auditLogAdded: {
          collection: { path: `Users/${traineeId}` },
          changes: [{ path: 'role', newValue: 'Instructor' }],
        },
      },
    });
  });

  it('runs 100 jobs enqueued across both processes exactly once in total', async () => {
    const before = (await setup.outbox.list({ first: 100, skip: 0 })).totalCount;
    for (let index = 0; index < 100; index += 1) {
      const target = index % 2 === 0 ? a : b;
      const roles = index % 2 === 0 ? '[Trainee]' : '[Trainee, RegionalManager]';
      const response = await graphql(
        target,
        { query: `mutation { updateUserRoles(userId: "${traineeId}", roles: ${roles}) { id } }` },
        adminCookie,
      );
      expect(response.errors).toBeUndefined();
    }
    await vi.waitFor(
      async () => {
        const page = await setup.outbox.list({ first: 100, skip: 0, status: 'held' });
        expect(page.totalCount).toBe(before + 100);
      },
      { timeout: 60_000, interval: 500 },
    );
    const all = await setup.outbox.list({ first: 100, skip: 0 });
    expect(all.totalCount).toBe(before + 100);
    expect(all.items.every((message) => message.attempts === 1)).toBe(true);
  }, 120_000);

  it('shuts both processes down gracefully', async () => {
    expect(await stopServer(a)).toBe(0);
    expect(await stopServer(b)).toBe(0);
  });
});
