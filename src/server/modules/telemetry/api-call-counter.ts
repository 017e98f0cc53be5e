// Counts GraphQL operations without slowing requests: count() only bumps a number in memory; a
// timer flushes the totals to api_call_counts every few seconds with one upsert, and close()
// flushes what is left when the process stops. Several processes each keep their own counts; the
// upsert (count = count + excluded.count) adds them up in the table.
import { schoolDayByMinute } from '../../../domain/school-day.ts';
import type { DbHandle } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { addCounts, type CountedOperation } from './telemetry.repository.ts';

export const ANONYMOUS_OPERATION = '(anonymous)';
export const OTHER_OPERATIONS = '(other)';
/** Client-chosen names are cut to this length… */
const MAX_NAME_LENGTH = 100;
/** …and past this many distinct names between two flushes, counted together as `(other)`. */
const MAX_KEYS_PER_FLUSH = 500;

export interface ApiCallCounter {
  count(operationName: string | null | undefined): void;
  /** Writes the counts gathered so far; on failure they stay in memory for the next flush. */
  flush(): Promise<void>;
  /** Stops the timer and flushes; counts after this are dropped. */
  close(): Promise<void>;
}

export interface ApiCallCounterDeps {
  db: Pick<DbHandle, 'transaction'>;
  log: Logger;
  flushIntervalMs?: number;
  now?: () => Date;
}

export function createApiCallCounter(deps: ApiCallCounterDeps): ApiCallCounter {
  const log = deps.log.child({ component: 'telemetry' });
  const now = deps.now ?? (() => new Date());
  // Formatting a date in the school's zone is the costly part of a count: once a minute is enough.
  const dayOf = schoolDayByMinute();
  // key: day + NUL + operation name
  let pending = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();
  let closed = false;

  const add = (counts: Map<string, number>, key: string, amount: number) =>
    counts.set(key, (counts.get(key) ?? 0) + amount);

  async function writePending(): Promise<void> {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows: CountedOperation[] = [...batch].map(([key, count]) => {
      const [day, operationName] = key.split('\u0000') as [string, string];
      return { day, operationName, count };
    });
    try {
      // Through the handle's queue: on the embedded database a write must never slip into
      // another request's open transaction.
      await deps.db.transaction((tx) => addCounts(tx, rows));
    } catch (error) {
      // Keep the counts for the next flush rather than losing them to a passing database error.
      for (const [key, amount] of batch) add(pending, key, amount);
      log.warn({ err: error }, 'could not write API call counts; will retry');
    }
  }

  // Flushes run one after another, so two never write the same batch.
  const flush = () => (flushing = flushing.then(writePending));

  const timer = setInterval(() => void flush(), deps.flushIntervalMs ?? 5_000);
  timer.unref(); // a pending flush never keeps a process alive; close() does the last one

  return {
    count(operationName) {
      if (closed) return;
      const name = operationName?.trim().slice(0, MAX_NAME_LENGTH) || ANONYMOUS_OPERATION;
      const day = dayOf(now());
      let key = `${day}\u0000${name}`;
      if (!pending.has(key) && pending.size >= MAX_KEYS_PER_FLUSH) {
        key = `${day}\u0000${OTHER_OPERATIONS}`;
      }
      add(pending, key, 1);
    },
    flush,
    async close() {
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}
