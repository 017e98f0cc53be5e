// The event bus within one process (the embedded database's case): delivery through yoga's
// PubSub, topic ids, the payload limit shared by every transport, and closing.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { createEventBus, EventPayloadTooLargeError, MAX_EVENT_BYTES } from './event-bus.ts';

const log = pino({ level: 'silent' });
// The in-process bus never touches the database.
const db = { kind: 'pglite' } as DbHandle;

async function next<T>(iterator: AsyncIterator<T>): Promise<T> {
  const result = await Promise.race([
    iterator.next(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no event within 2 s')), 2_000),
    ),
  ]);
  return result.value as T;
}

describe('event bus in one process', () => {
  it('delivers a publish to pubsub subscribers of the topic only', async () => {
    const bus = await createEventBus({ config: {}, db, log });
    expect(bus.kind).toBe('memory');
    const mine = bus.pubsub.subscribe('lessonChanged')[Symbol.asyncIterator]();
    const other = bus.pubsub.subscribe('somethingElse')[Symbol.asyncIterator]();
    const received = next(mine);
    await bus.publish('lessonChanged', { id: 'l1', at: new Date('2030-01-02T03:04:05Z') });
    // Subscribers see the JSON form, as they would from another process.
    expect(await received).toEqual({ id: 'l1', at: '2030-01-02T03:04:05.000Z' });
    const nothing = await Promise.race([
      other.next(),
      new Promise((resolve) => setTimeout(() => resolve('none'), 100)),
    ]);
    expect(nothing).toBe('none');
    await mine.return?.();
    await other.return?.();
    await bus.close();
  });

  it('routes yoga-style topic ids, from publish and from pubsub.publish alike', async () => {
    const bus = await createEventBus({ config: {}, db, log });
    const iterator = bus.pubsub.subscribe('syncProgress', 'check-1')[Symbol.asyncIterator]();
    const first = next(iterator);
    await bus.publish('syncProgress:check-1', { kind: 'start' });
    expect(await first).toEqual({ kind: 'start' });
    const second = next(iterator);
    bus.pubsub.publish('syncProgress', 'check-1', { kind: 'end' });
    expect(await second).toEqual({ kind: 'end' });
    await iterator.return?.();
    await bus.close();
  });

  it('refuses a payload over the NOTIFY limit with a clear error, and delivers nothing', async () => {
    const bus = await createEventBus({ config: {}, db, log });
    const iterator = bus.pubsub.subscribe('big')[Symbol.asyncIterator]();
    const pending = iterator.next();
    const error = await bus
      .publish('big', { text: 'x'.repeat(MAX_EVENT_BYTES) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EventPayloadTooLargeError);
    expect((error as Error).message).toMatch(/"big" is \d+ bytes .* limit is 7999/);
    // Just under the limit still goes through.
    await bus.publish('big', { text: 'x'.repeat(MAX_EVENT_BYTES - 100) });
    expect(((await pending).value as { text: string }).text).toHaveLength(MAX_EVENT_BYTES - 100);
    await iterator.return?.();
    await bus.close();
  });

  it('refuses to publish once closed', async () => {
    const bus = await createEventBus({ config: {}, db, log });
    await bus.close();
    await bus.close();
    await expect(bus.publish('anything', {})).rejects.toThrow(/closed/);
  });
});
