// Statements issued side by side inside a transaction take turns on its one connection
// (`OneQueryAtATimeClient` in client.ts) instead of piling up in pg's own queue, which pg
// deprecates with a warning. The check is for PostgreSQL: on PGlite no pg client is involved and
// the test passes trivially.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { lessonsRepository } from '../modules/lessons/lessons.repository.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const QUEUED_QUERY_WARNING = 'when the client is already executing a query';

it('runs reads issued together inside a transaction one at a time on its connection, without pg warning', async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on('warning', onWarning);
  // pg warns once per process, so also count statements handed to a connection still running one.
  const running = new WeakMap<object, number>();
  let overlapping = 0;
  const { query } = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      const before = running.get(this) ?? 0;
      if (before > 0) overlapping += 1;
      running.set(this, before + 1);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result as never;
  });
  const handle = server.platform.db;
  try {
    const [views, sums, numbered] = await Promise.all([
      // A lesson's view reads three tables with Promise.all: inside a transaction, on one connection.
      handle.transaction((tx) => lessonsRepository.views(tx, [randomUUID()])),
      handle.transaction((tx) =>
        Promise.all([1, 2, 3, 4].map((n) => tx.execute(sql`select ${n}::int + 1 as sum`))),
      ),
      // Named column-selecting reads on the pool, at the same time.
      Promise.all(
        [1, 2, 3, 4].map((n) =>
          handle.readRows({ name: 'client_test_numbered', text: 'select $1::int as n' }, [n]),
        ),
      ),
    ]);
    expect(views).toEqual([]);
    const rows = sums.map((result) => (result as { rows: { sum: unknown }[] }).rows);
    expect(rows.map(([row]) => Number(row!.sum))).toEqual([2, 3, 4, 5]);
    expect(numbered).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }], [{ n: 4 }]]);
  } finally {
    process.off('warning', onWarning);
  }
  // Warnings are emitted on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings.filter((message) => message.includes(QUEUED_QUERY_WARNING))).toEqual([]);
  expect(overlapping).toBe(0);
});
