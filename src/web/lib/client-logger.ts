// Client logging (SPEC §7): entries are queued and sent to POST /api/app-logs as
// {logs: [...]} every 5 seconds and when the page becomes hidden, with keepalive so the last
// batch survives the tab closing. A failed upload goes back into the queue and is retried later
// without telling the user. Limits follow the endpoint (src/server/http/app-logs.ts): at most
// 100 entries and 64 KiB per request, messages up to 2000 characters.

export type ClientLogSeverity = 'error' | 'warning' | 'info' | 'success';

export interface ClientLogEntry {
  message: string;
  data?: unknown;
  severity: ClientLogSeverity;
  /** ISO 8601, the browser's clock. */
  timestamp: string;
  userId?: string;
}

export const LOG_FLUSH_INTERVAL_MS = 5000;
export const APP_LOGS_PATH = '/api/app-logs';
const MAX_ENTRIES_PER_BATCH = 100;
/** Under the 64 KiB that browsers allow for keepalive bodies in flight, with room for headers. */
const MAX_BATCH_BYTES = 60_000;
/** The largest single entry; bigger ones keep their message and lose their data. */
const MAX_ENTRY_BYTES = 16_000;
const MAX_MESSAGE_LENGTH = 2000;
/** An offline tab keeps at most this many entries; the oldest go first. */
export const MAX_QUEUED_ENTRIES = 500;

/** How an upload ended: delivered, worth retrying later, or never acceptable (dropped). */
export type SendOutcome = 'sent' | 'retry' | 'rejected';

const byteLength = (value: string) => new TextEncoder().encode(value).length;

/** Values JSON can carry: errors become their name, message and stack. */
function toJsonSafe(data: unknown): unknown {
  if (data instanceof Error) return { name: data.name, message: data.message, stack: data.stack };
  try {
    return JSON.parse(
      JSON.stringify(data, (_key, value: unknown) =>
        value instanceof Error ? { name: value.name, message: value.message } : value,
      ) ?? 'null',
    ) as unknown;
  } catch {
    return { unserializable: String(data) };
  }
}

export function normalizeEntry(entry: ClientLogEntry): ClientLogEntry {
  const normalized: ClientLogEntry = {
    ...entry,
    message: entry.message.slice(0, MAX_MESSAGE_LENGTH),
  };
  if (entry.data === undefined) delete normalized.data;
  else normalized.data = toJsonSafe(entry.data);
  if (normalized.userId === undefined) delete normalized.userId;
  const size = byteLength(JSON.stringify(normalized));
  if (size > MAX_ENTRY_BYTES) normalized.data = { omitted: `data too large (${size} bytes)` };
  return normalized;
}

export interface LogQueueOptions {
  send(entries: ClientLogEntry[]): Promise<SendOutcome>;
  maxQueued?: number;
}

export function createLogQueue(options: LogQueueOptions) {
  const maxQueued = options.maxQueued ?? MAX_QUEUED_ENTRIES;
  let queue: ClientLogEntry[] = [];
  let flushing: Promise<void> | null = null;

  const trim = () => {
    if (queue.length > maxQueued) queue = queue.slice(queue.length - maxQueued);
  };

  /** The oldest entries that fit in one request. */
  const takeBatch = (): ClientLogEntry[] => {
    let bytes = byteLength('{"logs":[]}');
    let count = 0;
    for (const entry of queue) {
      const size = byteLength(JSON.stringify(entry)) + (count > 0 ? 1 : 0);
      if (count >= MAX_ENTRIES_PER_BATCH || (count > 0 && bytes + size > MAX_BATCH_BYTES)) break;
      bytes += size;
      count += 1;
    }
    return queue.splice(0, count);
  };

  /** Stops at the first failed upload: the rest waits for the next flush. */
  const drain = async (): Promise<void> => {
    while (queue.length > 0) {
      const batch = takeBatch();
      let outcome: SendOutcome;
      try {
        outcome = await options.send(batch);
      } catch {
        outcome = 'retry';
      }
      if (outcome === 'retry') {
        // Back to the front, in order; the next flush tries again.
        queue = [...batch, ...queue];
        trim();
        return;
      }
    }
  };

  return {
    add(entry: ClientLogEntry): void {
      queue.push(normalizeEntry(entry));
      trim();
    },
    /** Sends everything queued, batch by batch; stops at the first failure. */
    flush(): Promise<void> {
      if (flushing) return flushing;
      // Entries added while a flush runs are picked up by the same drain.
      flushing = drain().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    size: () => queue.length,
  };
}

/** POSTs one batch. Network errors, 429 and 5xx are retried; other answers never change. */
export async function postLogs(
  entries: ClientLogEntry[],
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  const response = await fetchImpl(APP_LOGS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ logs: entries }),
  });
  if (response.ok) return 'sent';
  return response.status === 429 || response.status >= 500 ? 'retry' : 'rejected';
}

export interface ClientLoggerOptions {
  fetch?: typeof fetch;
  now?: () => Date;
}

export function createClientLogger(options: ClientLoggerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const queue = createLogQueue({
    // Looked up on each call, so a fetch replaced after start-up (tests, polyfills) is used.
    send: (entries) => postLogs(entries, options.fetch ?? ((...args) => fetch(...args))),
  });
  let userId: string | null = null;
  return {
    log(severity: ClientLogSeverity, message: string, data?: unknown): void {
      queue.add({
        message,
        data,
        severity,
        timestamp: now().toISOString(),
        ...(userId ? { userId } : {}),
      });
    },
    setUserId(id: string | null): void {
      userId = id;
    },
    flush: () => queue.flush(),
    queued: () => queue.size(),
    /** Flushes every 5 seconds and when the page is hidden; returns the stop function. */
    start(doc: Document = document): () => void {
      const timer = setInterval(() => void queue.flush(), LOG_FLUSH_INTERVAL_MS);
      const onVisibilityChange = () => {
        if (doc.visibilityState === 'hidden') void queue.flush();
      };
      doc.addEventListener('visibilitychange', onVisibilityChange);
      return () => {
        clearInterval(timer);
        doc.removeEventListener('visibilitychange', onVisibilityChange);
      };
    },
  };
}

/** The one client logger of the page. Entries logged before start() wait in the queue. */
export const clientLogger = createClientLogger();
