// Remembers, for a few seconds, who a session cookie belongs to. Without it every signed-in
// request reads the session and then the user (two round trips) before any work starts; with
// it a burst of requests from one browser costs one look-up. docs/adr/0005 weighs the delay this
// allows against immediate revocation, and why every change this process makes clears it.

/** Entries kept at most; the oldest go first, so a flood of cookies cannot grow memory. */
export const VIEWER_CACHE_MAX_ENTRIES = 2_000;

export interface ViewerCache<V> {
  /** The value stored for this cookie header, if it is still fresh. */
  get(cookieHeader: string): V | undefined;
  /** Stores a value until `ttl` has passed or `notAfter` (the session's own expiry), whichever is first. */
  set(cookieHeader: string, value: V, notAfter: Date): void;
  /** Forgets everything: after sign-in/out, role changes, disabling, revoked sessions. */
  clear(): void;
  readonly size: number;
}

export function createViewerCache<V>(options: {
  ttlSeconds: number;
  now?: () => number;
  maxEntries?: number;
}): ViewerCache<V> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? VIEWER_CACHE_MAX_ENTRIES;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const enabled = options.ttlSeconds > 0;

  return {
    get(cookieHeader) {
      const entry = entries.get(cookieHeader);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(cookieHeader);
        return undefined;
      }
      return entry.value;
    },
    set(cookieHeader, value, notAfter) {
      if (!enabled) return;
      const expiresAt = Math.min(now() + options.ttlSeconds * 1000, notAfter.getTime());
      if (expiresAt <= now()) return;
      entries.delete(cookieHeader);
      entries.set(cookieHeader, { value, expiresAt });
      // Maps iterate in insertion order: the first key is the oldest entry.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
