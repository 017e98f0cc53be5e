// Live events for GraphQL subscriptions, across every RoadReady process on one database.
//
// publish(topic, payload) delivers to this process's subscribers at once and sends the event to
// the other processes: through Redis pub/sub when REDIS_URL is set, else through PostgreSQL
// LISTEN/NOTIFY on DATABASE_URL, else nowhere (PGlite is one process). Subscribers use `pubsub`,
// graphql-yoga's PubSub over the bus's event target, so a subscription field is simply
// `subscribe: (_, args, ctx) => ctx.platform.events.pubsub.subscribe('topic', id)`.
//
// Events are notifications, not a log: a process that is disconnected at the moment of a publish
// misses it. Payloads are JSON and must stay under 8000 bytes once wrapped (PostgreSQL's NOTIFY
// limit), on every transport so that code which works on one deployment works on all: publish an
// id and let the subscriber load the rest.
import { randomUUID } from 'node:crypto';
import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { createPostgresTransport } from './postgres-transport.ts';
import { createRedisTransport } from './redis-transport.ts';

/**
 * Topics are open-ended (modules add their own without editing this file), so the payload type is
 * `any`, as graphql-yoga's own default: a topic is published as `[payload]` or `[id, payload]`
 * (yoga then routes it as "topic:id"). Subscribers cast to the payload type their topic carries.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TopicArgs = Record<string, [any] | [string | number, any]>;
export type EventPubSub = PubSub<TopicArgs>;

export interface EventBus {
  /** Which way events reach other processes. */
  kind: 'memory' | 'postgres' | 'redis';
  /** Delivers to subscribers of `topic` on every process; rejects on a payload too large. */
  publish(topic: string, payload: unknown): Promise<void>;
  pubsub: EventPubSub;
  close(): Promise<void>;
}

/** What a transport carries between processes: serialised envelopes, opaque to it. */
export interface EventTransport {
  send(envelope: string): Promise<void>;
  close(): Promise<void>;
}

export interface EventBusDeps {
  config: Pick<Config, 'REDIS_URL'>;
  db: DbHandle;
  log: Logger;
  /** NOTIFY / Redis channel; tests use their own so parallel runs do not hear each other. */
  channel?: string;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7999;

export class EventPayloadTooLargeError extends Error {
  override name = 'EventPayloadTooLargeError';
}

interface Envelope {
  /** Publishing bus, so it can skip its own events when the transport echoes them back. */
  o: string;
  t: string;
  p: unknown;
}

export async function createEventBus(deps: EventBusDeps): Promise<EventBus> {
  const log = deps.log.child({ component: 'events' });
  const channel = deps.channel ?? 'roadready_events';
  const origin = randomUUID();
  const local = new EventTarget();

  const deliverLocally = (topic: string, payload: unknown) => {
    local.dispatchEvent(new CustomEvent(topic, { detail: payload }));
  };
  const receive = (raw: string) => {
    try {
      const envelope = JSON.parse(raw) as Envelope;
      if (envelope.o !== origin && typeof envelope.t === 'string') {
        deliverLocally(envelope.t, envelope.p);
      }
    } catch (error) {
      log.warn({ err: error }, 'ignored an event that is not a RoadReady envelope');
    }
  };

  let transport: EventTransport | null = null;
  let kind: EventBus['kind'] = 'memory';
  if (deps.config.REDIS_URL) {
    transport = await createRedisTransport({ url: deps.config.REDIS_URL, channel, log, receive });
    kind = 'redis';
  } else if (deps.db.kind === 'postgres') {
    transport = await createPostgresTransport({ db: deps.db, channel, log, receive });
    kind = 'postgres';
  }

  let closed = false;
  async function publish(topic: string, payload: unknown): Promise<void> {
    if (closed) throw new Error('The event bus is closed');
    if (!topic) throw new Error('An event needs a topic');
    const envelope = JSON.stringify({ o: origin, t: topic, p: payload ?? null } satisfies Envelope);
    const bytes = Buffer.byteLength(envelope, 'utf8');
    if (bytes > MAX_EVENT_BYTES) {
      throw new EventPayloadTooLargeError(
        `Event "${topic}" is ${bytes} bytes once serialised; the limit is ${MAX_EVENT_BYTES} ` +
          '(PostgreSQL NOTIFY). Publish an id and let subscribers load the rest.',
      );
    }
    // Local subscribers get the JSON round-trip too, so they see what remote ones see.
    deliverLocally(topic, (JSON.parse(envelope) as Envelope).p);
    await transport?.send(envelope);
  }

  // graphql-yoga's PubSub dispatches CustomEvents on this target and listens on it. Dispatching
  // publishes on the bus (fire-and-forget: PubSub.publish is synchronous); listening is local.
  const eventTarget: EventTarget = {
    addEventListener: (type, callback, options) => local.addEventListener(type, callback, options),
    removeEventListener: (type, callback, options) =>
      local.removeEventListener(type, callback, options),
    dispatchEvent(event) {
      publish(event.type, (event as CustomEvent<unknown>).detail).catch((error: unknown) =>
        log.error({ err: error, topic: event.type }, 'could not publish an event'),
      );
      return true;
    },
  };
  const pubsub: EventPubSub = createPubSub<TopicArgs>({ eventTarget });

  log.debug({ kind, channel }, 'event bus ready');
  return {
    kind,
    publish,
    pubsub,
    async close() {
      if (closed) return;
      closed = true;
      await transport?.close();
    },
  };
}
