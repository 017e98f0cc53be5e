// Events across processes: two buses on one PostgreSQL database (LISTEN/NOTIFY), the listener's
// recovery from a dropped connection, and, with TEST_REDIS_URL, two buses over Redis pub/sub.
// PGlite is one process (its bus is in-process, see event-bus.test.ts), so these need a server.
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type DbHandle, type PostgresHandle } from '../db/client.ts';
import {
  createScratchDatabase,
  onPostgres,
  type ScratchDatabase,
} from '../testing/test-database.ts';
import { createEventBus, type EventBus } from './event-bus.ts';

const log = pino({ level: 'silent' });
const redisUrl = process.env.TEST_REDIS_URL || undefined;

/** Collects what a subscriber receives on `topic`, until stopped. */
function collect(bus: EventBus, topic: string) {
  const received: unknown[] = [];
  const iterator = bus.pubsub.subscribe(topic)[Symbol.asyncIterator]();
  const loop = (async () => {
    for (;;) {
      const result = await iterator.next();
      if (result.done) return;
      received.push(result.value);
    }
  })();
  return {
    received,
    async stop() {
      await iterator.return?.();
      await loop;
    },
  };
}

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('event bus across processes on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  const handles: PostgresHandle[] = [];
  const buses: EventBus[] = [];

  async function openBus() {
    const db = (await openDatabase({ url: scratch.url, maxConnections: 2 })) as PostgresHandle;
    handles.push(db);
    const bus = await createEventBus({ config: {}, db, log });
    buses.push(bus);
    return { db, bus };
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(handles.map((db) => db.close()));
    await scratch?.drop();
  });

  // Two processes on PGlite cannot exist (one process per data directory).
  it.skipIf(!onPostgres())(
    'delivers a publish on one process to subscribers on both, once each',
    async () => {
      const [a, b] = await Promise.all([openBus(), openBus()]);
      expect(a.bus.kind).toBe('postgres');
      const onA = collect(a.bus, 'lessonChanged:l1');
      const onB = collect(b.bus, 'lessonChanged:l1');
      await a.bus.publish('lessonChanged:l1', { id: 'l1', minutes: 90 });
      await until(() => onB.received.length === 1);
      // The publisher's own NOTIFY comes back to it too; it must not deliver twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onA.received).toEqual([{ id: 'l1', minutes: 90 }]);
      expect(onB.received).toEqual([{ id: 'l1', minutes: 90 }]);
      await Promise.all([onA.stop(), onB.stop()]);
    },
  );

  it.skipIf(!onPostgres())('keeps listening after its connection is killed', async () => {
    const [a, b] = await Promise.all([openBus(), openBus()]);
    const onB = collect(b.bus, 'ping');
    // Kill every event listener connection; both buses must reconnect on their own.
    const killed = await a.db.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'roadready-events' and datname = current_database()`,
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    let sent = 0;
    // Publish until one gets through: the listener comes back within a second or so.
    await until(() => {
      if (onB.received.length > 0) return true;
      sent += 1;
      void a.bus.publish('ping', { sent });
      return false;
    }, 10_000).catch(() => {});
    expect(onB.received.length).toBeGreaterThan(0);
    await onB.stop();
  });

  it.skipIf(!onPostgres())(
    'rejects a publish whose payload is too large, before NOTIFY refuses it',
    async () => {
      const { bus } = await openBus();
      await expect(bus.publish('big', 'é'.repeat(4_000))).rejects.toThrow(/limit is 7999/);
    },
  );
});

describe.skipIf(!redisUrl)('event bus across processes on Redis', () => {
  it('delivers a publish on one process to a subscriber on the other', async () => {
    // A channel of its own, so parallel runs on one Redis do not hear each other.
    const channel = `roadready_test_${randomBytes(4).toString('hex')}`;
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl! });
    const db = { kind: 'pglite' } as DbHandle;
    const [a, b] = await Promise.all([
      createEventBus({ config, db, log, channel }),
      createEventBus({ config, db, log, channel }),
    ]);
    try {
      expect(a.kind).toBe('redis');
      const onA = collect(a, 'auditLogAdded');
      const onB = collect(b, 'auditLogAdded');
      await a.publish('auditLogAdded', { id: 'x' });
      await until(() => onB.received.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onA.received).toEqual([{ id: 'x' }]);
      expect(onB.received).toEqual([{ id: 'x' }]);
      await Promise.all([onA.stop(), onB.stop()]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('refuses to start with a clear message when Redis is unreachable', async () => {
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:1' });
    await expect(
      createEventBus({ config, db: { kind: 'pglite' } as DbHandle, log }),
    ).rejects.toThrow(/Could not connect to REDIS_URL/);
  });
});
