import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_LOGS_PATH,
  createClientLogger,
  createLogQueue,
  LOG_FLUSH_INTERVAL_MS,
  normalizeEntry,
  postLogs,
  type ClientLogEntry,
  type SendOutcome,
} from './client-logger.ts';

const entry = (message: string, extra: Partial<ClientLogEntry> = {}): ClientLogEntry => ({
  message,
  severity: 'info',
  timestamp: '2025-01-02T03:04:05.000Z',
  ...extra,
});

/** A fetch that records each request body and answers with the next queued status (or throws). */
function fakeFetch(answers: (number | 'offline')[] = []) {
  const bodies: { logs: ClientLogEntry[] }[] = [];
  const inits: RequestInit[] = [];
  const urls: string[] = [];
  const fetchImpl = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    urls.push(url as string);
    inits.push(init ?? {});
    bodies.push(JSON.parse(init?.body as string));
    const answer = answers.shift() ?? 204;
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(null, { status: answer }));
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, bodies, inits, urls, calls: fetchImpl };
}

/** A document whose visibility the test controls. */
function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: string };
  target.visibilityState = 'visible';
  return {
    doc: target as unknown as Document,
    hide() {
      target.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      target.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('postLogs', () => {
  it('POSTs {logs} as JSON with keepalive to the app-logs endpoint', async () => {
    const { fetchImpl, inits, urls, bodies } = fakeFetch([204]);
    expect(await postLogs([entry('hello')], fetchImpl)).toBe('sent');
    expect(urls).toEqual([APP_LOGS_PATH]);
    expect(inits[0]).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(bodies[0]).toEqual({ logs: [entry('hello')] });
  });

  it('retries after server trouble and rate limits, and drops what the server will never accept', async () => {
    const outcome = async (status: number) => postLogs([entry('x')], fakeFetch([status]).fetchImpl);
    expect(await outcome(503)).toBe('retry');
    expect(await outcome(500)).toBe('retry');
    expect(await outcome(429)).toBe('retry');
    expect(await outcome(400)).toBe('rejected');
    expect(await outcome(413)).toBe('rejected');
  });
});

describe('createLogQueue', () => {
  it('sends everything queued in order and empties the queue', async () => {
    const sent: ClientLogEntry[][] = [];
    const queue = createLogQueue({
      send: (entries) => {
        sent.push(entries);
        return Promise.resolve('sent');
      },
    });
    queue.add(entry('one'));
    queue.add(entry('two'));
    await queue.flush();
    expect(sent.map((batch) => batch.map((e) => e.message))).toEqual([['one', 'two']]);
    expect(queue.size()).toBe(0);
    await queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('puts a failed batch back at the front of the queue, before newer entries', async () => {
    const outcomes: SendOutcome[] = ['retry', 'sent'];
    const sent: string[][] = [];
    const queue = createLogQueue({
      send: (entries) => {
        sent.push(entries.map((e) => e.message));
        return Promise.resolve(outcomes.shift() ?? 'sent');
      },
    });
    queue.add(entry('first'));
    await queue.flush();
    expect(queue.size()).toBe(1);
    queue.add(entry('second'));
    await queue.flush();
    expect(sent).toEqual([['first'], ['first', 'second']]);
    expect(queue.size()).toBe(0);
  });

  it('treats a thrown send (offline) like a failure, without throwing itself', async () => {
    const queue = createLogQueue({ send: () => Promise.reject(new TypeError('Failed to fetch')) });
    queue.add(entry('kept'));
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.size()).toBe(1);
  });

  it('drops a batch the server rejected for good, so it cannot block the queue', async () => {
    const queue = createLogQueue({ send: () => Promise.resolve('rejected') });
    queue.add(entry('bad'));
    await queue.flush();
    expect(queue.size()).toBe(0);
  });

  it('sends at most 100 entries per request', async () => {
    const sizes: number[] = [];
    const queue = createLogQueue({
      send: (entries) => {
        sizes.push(entries.length);
        return Promise.resolve('sent');
      },
    });
    for (let i = 0; i < 250; i += 1) queue.add(entry(`entry ${i}`));
    await queue.flush();
    expect(sizes).toEqual([100, 100, 50]);
  });

  it('keeps every request body under 64 KiB', async () => {
    const bodies: string[] = [];
    const queue = createLogQueue({
      send: (entries) => {
        bodies.push(JSON.stringify({ logs: entries }));
        return Promise.resolve('sent');
      },
    });
    for (let i = 0; i < 40; i += 1)
      queue.add(entry('m'.repeat(1900), { data: 'd'.repeat(10_000) }));
    await queue.flush();
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies)
      expect(new TextEncoder().encode(body).length).toBeLessThan(64 * 1024);
    expect(bodies.reduce((sum, body) => sum + JSON.parse(body).logs.length, 0)).toBe(40);
  });

  it('caps the queue, dropping the oldest entries, also when failed batches come back', async () => {
    const queue = createLogQueue({ send: () => Promise.resolve('retry'), maxQueued: 5 });
    for (let i = 0; i < 8; i += 1) queue.add(entry(`entry ${i}`));
    expect(queue.size()).toBe(5);
    await queue.flush();
    expect(queue.size()).toBe(5);
    const sent: string[] = [];
    const drain = createLogQueue({
      send: (entries) => {
        sent.push(...entries.map((e) => e.message));
        return Promise.resolve('sent');
      },
      maxQueued: 3,
    });
    for (let i = 0; i < 5; i += 1) drain.add(entry(`entry ${i}`));
    await drain.flush();
    expect(sent).toEqual(['entry 2', 'entry 3', 'entry 4']);
  });

  it('runs one upload at a time: a flush during a flush waits for the same one', async () => {
    let release: (outcome: SendOutcome) => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<SendOutcome>((resolve) => {
          release = resolve;
        }),
    );
    const queue = createLogQueue({ send });
    queue.add(entry('a'));
    const first = queue.flush();
    const second = queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    release('sent');
    await Promise.all([first, second]);
    expect(queue.size()).toBe(0);
  });
});

describe('normalizeEntry', () => {
  it('cuts messages to the 2000 characters the endpoint accepts', () => {
    expect(normalizeEntry(entry('x'.repeat(2500))).message).toHaveLength(2000);
  });

  it('turns errors into plain data and replaces oversized data with a note', () => {
    const withError = normalizeEntry(entry('boom', { data: new Error('broken') }));
    expect(withError.data).toMatchObject({ name: 'Error', message: 'broken' });
    const big = normalizeEntry(entry('big', { data: 'y'.repeat(20_000) }));
    expect(big.data).toEqual({ omitted: expect.stringMatching(/too large/) });
  });

  it('survives data that JSON cannot represent', () => {
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(normalizeEntry(entry('loop', { data: circular })).data).toEqual({
      unserializable: '[object Object]',
    });
  });
});

describe('createClientLogger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-04T05:06:07.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('flushes every 5000 ms once started', async () => {
    const { fetchImpl, bodies } = fakeFetch();
    const logger = createClientLogger({ fetch: fetchImpl });
    const { doc } = fakeDocument();
    const stop = logger.start(doc);
    logger.log('warning', 'Slow answer', { ms: 4200 });
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS - 1);
    expect(bodies).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies).toEqual([
      {
        logs: [
          {
            message: 'Slow answer',
            data: { ms: 4200 },
            severity: 'warning',
            timestamp: '2025-03-04T05:06:07.000Z',
          },
        ],
      },
    ]);
    stop();
    logger.log('info', 'after stop');
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 3);
    expect(bodies).toHaveLength(1);
  });

  it('flushes at once when the page becomes hidden, not when it becomes visible', async () => {
    const { fetchImpl, bodies } = fakeFetch();
    const logger = createClientLogger({ fetch: fetchImpl });
    const page = fakeDocument();
    const stop = logger.start(page.doc);
    logger.log('info', 'Opened the schedule');
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toHaveLength(0);
    page.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies.map((body) => body.logs.map((e) => e.message))).toEqual([
      ['Opened the schedule'],
    ]);
    stop();
  });

  it('requeues after a failed upload and delivers on the next tick, without losing order', async () => {
    const { fetchImpl, bodies } = fakeFetch(['offline', 503, 204]);
    const logger = createClientLogger({ fetch: fetchImpl });
    const stop = logger.start(fakeDocument().doc);
    logger.log('error', 'first');
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    logger.log('info', 'second');
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(logger.queued()).toBe(2);
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS);
    expect(logger.queued()).toBe(0);
    expect(bodies.map((body) => body.logs.map((e) => e.message))).toEqual([
      ['first'],
      ['first', 'second'],
      ['first', 'second'],
    ]);
    stop();
  });

  it('stamps entries with the signed-in user while there is one', async () => {
    const { fetchImpl, bodies } = fakeFetch();
    const logger = createClientLogger({ fetch: fetchImpl });
    logger.setUserId('user-7');
    logger.log('info', 'with user');
    logger.setUserId(null);
    logger.log('info', 'without user');
    await logger.flush();
    expect(bodies[0]?.logs.map((e) => e.userId)).toEqual(['user-7', undefined]);
    expect(Object.keys(bodies[0]!.logs[1]!)).not.toContain('userId');
  });
});
