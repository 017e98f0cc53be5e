import { describe, expect, it } from 'vitest';
import { createViewerCache } from './viewer-cache.ts';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const farFuture = new Date(8.64e15);

describe('viewer cache', () => {
  it('answers for the same cookie until the time to live has passed', () => {
    const time = clock();
    const cache = createViewerCache<string>({ ttlSeconds: 5, now: time.now });
    cache.set('session=a', 'Ada', farFuture);
    expect(cache.get('session=a')).toBe('Ada');
    expect(cache.get('session=b')).toBeUndefined();
    time.advance(4_999);
    expect(cache.get('session=a')).toBe('Ada');
    time.advance(1);
    expect(cache.get('session=a')).toBeUndefined();
  });

  it('never outlives the session it was read from', () => {
    const time = clock();
    const cache = createViewerCache<string>({ ttlSeconds: 5, now: time.now });
    cache.set('session=a', 'Ada', new Date(time.now() + 2_000));
    time.advance(2_000);
    expect(cache.get('session=a')).toBeUndefined();
    cache.set('session=b', 'Bo', new Date(time.now() - 1));
    expect(cache.get('session=b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear, keeps nothing when turned off, and drops the oldest when full', () => {
    const time = clock();
    const cache = createViewerCache<string>({ ttlSeconds: 5, now: time.now, maxEntries: 2 });
    cache.set('a', 'A', farFuture);
    cache.set('b', 'B', farFuture);
    cache.set('c', 'C', farFuture);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    cache.clear();
    expect(cache.size).toBe(0);

    const off = createViewerCache<string>({ ttlSeconds: 0, now: time.now });
    off.set('a', 'A', farFuture);
    expect(off.get('a')).toBeUndefined();
  });
});
