// Carries events between processes through PostgreSQL LISTEN/NOTIFY. LISTEN needs one session
// for good, so it gets a dedicated client outside the pool; NOTIFY goes through the pool. A lost
// listener connection is replaced with backoff, and a heartbeat catches connections that died
// without a word (a restarted server, a dropped network path).
import pg from 'pg';
import type { PostgresHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { EventTransport } from './event-bus.ts';

export interface PostgresTransportOptions {
  db: PostgresHandle;
  channel: string;
  log: Logger;
  receive: (envelope: string) => void;
  heartbeatMs?: number;
}

const HEARTBEAT_TIMEOUT_MS = 10_000;
const MAX_RECONNECT_DELAY_MS = 30_000;

export async function createPostgresTransport(
  options: PostgresTransportOptions,
): Promise<EventTransport> {
  const { db, channel, log, receive } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: db.connectionString,
      application_name: 'roadready-events',
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) receive(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
  }

  function lost(which: pg.Client, error: Error) {
    // Both 'error' and 'end' arrive for one loss; a client not yet (or no longer) current is moot.
    if (closed || which !== client) return;
    client = null;
    which.end().catch(() => {});
    log.warn({ err: error }, 'event listener connection lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 250 * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(
        () => log.info('event listener reconnected'),
        (error: unknown) => {
          log.warn({ err: error, retryInMs: delay * 2 }, 'event listener could not reconnect');
          scheduleReconnect();
        },
      );
    }, delay);
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat timed out')), HEARTBEAT_TIMEOUT_MS);
    });
    Promise.race([current.query('select 1'), timeout])
      .catch((error: unknown) =>
        lost(current, error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => clearTimeout(timer));
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  try {
    await connect();
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }

  return {
    async send(envelope) {
      await db.pool.query('select pg_notify($1, $2)', [channel, envelope]);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
