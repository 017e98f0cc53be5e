// The only file of the outbox that touches Drizzle. Every state change is one UPDATE guarded by
// the state it expects (status 'queued', no live claim), so two senders racing for one message
// cannot both win, on PGlite or on PostgreSQL.
import { and, count, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  outboxMessages,
  type OutboxAttachment,
  type OutboxChannel,
  type OutboxMessageRow,
  type OutboxStatus,
} from './outbox.tables.ts';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments?: OutboxAttachment[] | null;
  userId: string | null;
  resentFromId?: string | null;
  resentById?: string | null;
}

export async function insertMessage(
  db: Executor,
  message: NewOutboxMessage,
): Promise<OutboxMessageRow> {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  return row!;
}

export async function getMessage(db: Executor, id: string): Promise<OutboxMessageRow | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row ?? null;
}

export async function listMessages(
  db: Executor,
  options: {
    status?: OutboxStatus | undefined;
    channel?: OutboxChannel | undefined;
    first: number;
    skip: number;
  },
): Promise<{ items: OutboxMessageRow[]; totalCount: number }> {
  const where = and(
    options.status ? eq(outboxMessages.status, options.status) : undefined,
    options.channel ? eq(outboxMessages.channel, options.channel) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(options.first)
      .offset(options.skip),
    db.select({ value: count() }).from(outboxMessages).where(where),
  ]);
  return { items, totalCount: total?.value ?? 0 };
}

export async function markDispatched(db: Executor, id: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ dispatchedAt: sql`now()` })
    .where(eq(outboxMessages.id, id));
}

/** A message the send job may take: still queued, and no other sender holds it. */
const claimable = (id: string, maxAttempts: number): SQL =>
  and(
    eq(outboxMessages.id, id),
    eq(outboxMessages.status, 'queued'),
    lt(outboxMessages.attempts, maxAttempts),
    or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`)),
  )!;

/** Takes the message for sending until the lease runs out; null when someone else has it. */
export async function claimForSending(
  db: Executor,
  id: string,
  options: { leaseSeconds: number; maxAttempts: number },
): Promise<OutboxMessageRow | null> {
  const [row] = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
    })
    .where(claimable(id, options.maxAttempts))
    .returning();
  return row ?? null;
}

/** Marks the message held (no transport for its channel); null when it was not claimable. */
export async function holdMessage(
  db: Executor,
  id: string,
  maxAttempts: number,
): Promise<OutboxMessageRow | null> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'held', attempts: sql`${outboxMessages.attempts} + 1`, claimedUntil: null })
    .where(claimable(id, maxAttempts))
    .returning();
  return row ?? null;
}

export async function markSent(
  db: Executor,
  id: string,
  providerMessageId: string | null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      claimedUntil: null,
      lastError: null,
      providerMessageId,
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}

/** Records a failed send and frees the claim: back to queued for a retry, or failed for good. */
export async function recordFailure(
  db: Executor,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: final ? 'failed' : 'queued', lastError: error, claimedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}

/**
 * Queued messages nobody is working on: never dispatched for `undispatchedSeconds` (the process
 * died between commit and enqueue, or the caller never dispatched), or dispatched more than
 * `dispatchedSeconds` ago without an outcome (its job was lost). Oldest first.
 */
export async function findStranded(
  db: Executor,
  options: {
    undispatchedSeconds: number;
    dispatchedSeconds: number;
    maxAttempts: number;
    limit: number;
  },
): Promise<string[]> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'queued'),
        lt(outboxMessages.attempts, options.maxAttempts),
        or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`)),
        or(
          and(
            isNull(outboxMessages.dispatchedAt),
            lt(
              outboxMessages.createdAt,
              sql`now() - make_interval(secs => ${options.undispatchedSeconds})`,
            ),
          ),
          lt(
            outboxMessages.dispatchedAt,
            sql`now() - make_interval(secs => ${options.dispatchedSeconds})`,
          ),
        ),
      ),
    )
    .orderBy(outboxMessages.createdAt)
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/** Queued messages whose attempts ran out without an outcome (their sender crashed mid-send). */
export async function failExhausted(db: Executor, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({
      status: 'failed',
      lastError: sql`coalesce(${outboxMessages.lastError}, 'sender stopped during the last attempt')`,
      claimedUntil: null,
    })
    .where(
      and(
        eq(outboxMessages.status, 'queued'),
        sql`${outboxMessages.attempts} >= ${maxAttempts}`,
        or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}
