// Counters of email + password sign-in attempts, keyed by account and by client IP, in fixed
// windows of SIGN_IN_WINDOW_SECONDS. They live in the database so every process shares them.
// Each attempt is counted *before* the password is checked (one atomic upsert), and given back
// when it did not turn out to be a wrong password: parallel guesses cannot slip past the limit.
import { createHash } from 'node:crypto';
import { inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { signInAttempts } from './auth.tables.ts';

/** Key of an account's counter. Hashed so mistyped emails (or passwords typed into the email field) are not stored. */
export function accountKey(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `account:${digest}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

const windowStart = (windowSeconds: number) => sql`now() - ${windowSeconds} * interval '1 second'`;

/** Counts one attempt for each key and returns the counts of the current windows. */
export async function countAttempt(
  db: Executor,
  keys: readonly string[],
  windowSeconds: number,
): Promise<Map<string, number>> {
  const expired = sql`${signInAttempts.windowStartedAt} <= ${windowStart(windowSeconds)}`;
  const rows = await db
    .insert(signInAttempts)
    .values(keys.map((key) => ({ key, attempts: 1 })))
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInAttempts.windowStartedAt} end`,
      },
    })
    .returning({ key: signInAttempts.key, attempts: signInAttempts.attempts });
  return new Map(rows.map((row) => [row.key, row.attempts]));
}

/** Gives back an attempt that was not a wrong password (success, malformed email, disabled user…). */
export async function returnAttempt(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(signInAttempts)
    .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
    .where(inArray(signInAttempts.key, [...keys]));
}

/** Forgets an account's failures after a correct password. */
export async function clearAttempts(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(signInAttempts).where(inArray(signInAttempts.key, [...keys]));
}

export async function deleteExpiredAttempts(db: Executor, windowSeconds: number): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(lte(signInAttempts.windowStartedAt, windowStart(windowSeconds)));
}
