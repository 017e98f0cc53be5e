// Carries events between processes through Redis pub/sub (REDIS_URL). A subscribed connection
// can do nothing else, hence two connections. ioredis reconnects and re-subscribes by itself.
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { EventTransport } from './event-bus.ts';

export interface RedisTransportOptions {
  url: string;
  channel: string;
  log: Logger;
  receive: (envelope: string) => void;
}

const CONNECT_TIMEOUT_MS = 10_000;

export async function createRedisTransport(
  options: RedisTransportOptions,
): Promise<EventTransport> {
  const { channel, log, receive } = options;
  const settings = {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // A publish waits through a short outage, then fails instead of queueing forever.
    maxRetriesPerRequest: 3,
    connectionName: 'roadready-events',
  };
  const publisher = new Redis(options.url, settings);
  const subscriber = new Redis(options.url, settings);
  for (const connection of [publisher, subscriber]) {
    // One warning per outage: ioredis reports every failed reconnect.
    let warned = false;
    connection.on('error', (error: Error) => {
      if (!warned) log.warn({ err: error }, 'Redis connection error; reconnecting');
      warned = true;
    });
    connection.on('ready', () => {
      if (warned) log.info('Redis connection restored');
      warned = false;
    });
  }
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) receive(message);
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to REDIS_URL for events: ${reason}`, { cause: error });
  }

  return {
    async send(envelope) {
      await publisher.publish(channel, envelope);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
