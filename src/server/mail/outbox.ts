// The outbox: every email and SMS is first a row in outbox_messages, then sent by the
// `send-transactional-email` job. Writing the row inside the caller's transaction means a message
// exists if and only if the change that caused it committed.
//
// Queueing inside a transaction, and the "after commit" step:
//   const queued = await db.transaction(async (tx) => { …; return outbox.queue(message, tx); });
//   await queued.dispatch();   // after commit: enqueues the send job
// The job is enqueued only after commit because a worker must never look for a row it cannot see
// yet, and because on PGlite nothing outside `tx` may run while the transaction is open. If the
// process dies between commit and dispatch() (or dispatch is forgotten), the outbox-sweep job
// finds the queued row a couple of minutes later and enqueues it then. Without `tx`, queue()
// writes the row and dispatches at once; dispatch() is then a no-op.
//
// Never twice: the handler claims the row with one UPDATE … WHERE status = 'queued' AND no live
// claim … RETURNING before sending, so a duplicate job (sweep, retry, two workers) finds nothing
// to do. The one gap left is a crash after the SMTP server accepted the message and before the
// row says 'sent': the claim runs out and the sweep sends again (at least once, not at most once).
import { z } from 'zod';
import { smsRefusalReason } from '../../domain/messages/sms-refusal.ts';
import type { Config } from '../config.ts';
import type { DbHandle, Transaction } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../logger.ts';
import { createEmailSender, type EmailSender } from './mail-transport.ts';
import { createSmsSender, SmsRefusedError, type SmsSender } from './sms-transport.ts';
import { SEND_RETRY, sendTransactionalEmailJob } from './outbox.jobs.ts';
import * as repository from './outbox.repository.ts';
import type {
  OutboxAttachment,
  OutboxChannel,
  OutboxMessageRow,
  OutboxStatus,
} from './outbox.tables.ts';

export interface OutboxMessageInput {
  channel?: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with an email (a lesson's calendar file). */
  attachments?: OutboxAttachment[];
  userId?: string;
  /** Set by a back-office resend: the message copied and the staff member who asked. */
  resentFromId?: string;
  resentById?: string;
}

export type OutboxMessage = OutboxMessageRow;

export interface QueuedMessage {
  id: string;
  /**
   * Enqueues the send job; call it after the transaction given to queue() has committed. Never
   * rejects (a failure is logged and left to the sweep) and runs once however often it is called.
   */
  dispatch(): Promise<void>;
}

/** 'refused': the provider said no attempt can succeed (a STOP reply, a number that takes no texts). */
export type DeliveryOutcome = 'sent' | 'held' | 'skipped' | 'refused';

export interface Outbox {
  /** Store a message (inside `tx` when given) and schedule its sending after commit. */
  queue(message: OutboxMessageInput, tx?: Transaction): Promise<QueuedMessage>;
  /** Newest first, for the staff screen. */
  list(options: {
    status?: OutboxStatus | undefined;
    channel?: OutboxChannel | undefined;
    first: number;
    skip: number;
  }): Promise<{ items: OutboxMessage[]; totalCount: number }>;
  get(id: string): Promise<OutboxMessage | null>;
  /**
   * The send job's work: claim the message, send it (or hold it when its channel has no
   * transport) and record the outcome. 'skipped' when another sender has it or it is settled.
   * Throws the transport's error when the attempt failed, so the job is retried; a refusal no
   * attempt can overcome fails the message at once ('refused').
   */
  deliver(messageId: string, options?: { lastAttempt?: boolean }): Promise<DeliveryOutcome>;
  /** Re-enqueues stranded messages and fails those out of attempts (the outbox-sweep job). */
  sweep(): Promise<{ requeued: number; failed: number }>;
}

export interface OutboxDeps {
  config: Pick<
    Config,
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'TWILIO_ACCOUNT_SID'
    | 'TWILIO_AUTH_TOKEN'
    | 'TWILIO_FROM'
    | 'TWILIO_API_URL'
  >;
  db: DbHandle;
  jobs: JobQueue;
  log: Logger;
  /** Overrides the SMTP transport built from SMTP_URL (null: no email transport). */
  email?: EmailSender | null;
  /** Overrides the Twilio adapter built from TWILIO_* (null: no SMS transport, messages held). */
  sms?: SmsSender | null;
  /**
   * Called once the message is settled, when a number answered a text with STOP: the students
   * module turns the SMS opt-in of every student with that phone off (bootstrap wires it).
   */
  onSmsUnsubscribed?: (phone: string) => Promise<void>;
}

/** A job's own attempts; a sweep may add more, but never past this. */
export const MAX_SEND_ATTEMPTS = SEND_RETRY.limit + 1;
/** How long a sender owns a message; longer than the SMTP timeouts of mail-transport.ts. */
const CLAIM_SECONDS = 120;
/** A committed message never dispatched gets picked up after this long. */
const UNDISPATCHED_SECONDS = 120;
/** A dispatched message with no outcome (its job lost) after this long; beyond the retry window. */
const DISPATCHED_SECONDS = 600;
/** How long dispatch() waits before warning that it is probably inside the transaction. */
const DISPATCH_WARNING_MS = 5_000;

const messageSchema = z
  .object({
    channel: z.enum(['email', 'sms']).default('email'),
    to: z.string().trim().min(3).max(320),
    subject: z.string().min(1).max(500),
    text: z.string(),
    html: z.string().optional(),
    attachments: z
      .array(
        z.object({
          filename: z.string().min(1).max(200),
          contentType: z.string().min(1).max(200),
          content: z.string().max(200_000),
        }),
      )
      .max(5)
      .optional(),
    userId: z.string().min(1).optional(),
    resentFromId: z.uuid().optional(),
    resentById: z.string().min(1).optional(),
  })
  .refine((message) => message.channel !== 'email' || z.email().safeParse(message.to).success, {
    path: ['to'],
    message: 'must be an email address',
  })
  // Phone numbers are stored E.164 (src/domain/phone-number.ts); an SMS goes to nothing else.
  .refine((message) => message.channel !== 'sms' || /^\+[1-9]\d{6,14}$/.test(message.to), {
    path: ['to'],
    message: 'must be a phone number in international form',
  });

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, jobs } = deps;
  const log = deps.log.child({ component: 'outbox' });
  const email = deps.email === undefined ? createEmailSender(deps.config) : deps.email;
  const sms = deps.sms === undefined ? createSmsSender(deps.config) : deps.sms;

  async function enqueueSend(messageId: string): Promise<void> {
    try {
      await jobs.enqueue(sendTransactionalEmailJob, { messageId });
      await repository.markDispatched(db.db, messageId);
    } catch (error) {
      log.warn({ err: error, messageId }, 'could not enqueue the send job; the outbox sweep will');
    }
  }

  function dispatcher(messageId: string): () => Promise<void> {
    let dispatched: Promise<void> | null = null;
    return () => {
      dispatched ??= new Promise<void>((resolve) => {
        // On PGlite, awaiting dispatch() inside the transaction would wait on itself: warn, let
        // the caller go on, and the enqueue completes once the transaction ends.
        const timer = setTimeout(() => {
          log.warn(
            { messageId },
            'outbox dispatch() still waiting: call it after the transaction that queued the message commits',
          );
          resolve();
        }, DISPATCH_WARNING_MS);
        void enqueueSend(messageId).then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      return dispatched;
    };
  }

  return {
    async queue(input, tx) {
      const message = messageSchema.parse(input);
      const row = await repository.insertMessage(tx ?? db.db, {
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.channel === 'email' ? (message.attachments ?? null) : null,
        userId: message.userId ?? null,
        resentFromId: message.resentFromId ?? null,
        resentById: message.resentById ?? null,
      });
      const dispatch = dispatcher(row.id);
      if (!tx) await dispatch();
      return { id: row.id, dispatch };
    },

    list: (options) => repository.listMessages(db.db, options),

    get: (id) => repository.getMessage(db.db, id),

    async deliver(messageId, options = {}) {
      const current = await repository.getMessage(db.db, messageId);
      if (!current) return 'skipped';
      const sender = current.channel === 'email' ? email : sms;
      if (!sender) {
        const held = await repository.holdMessage(db.db, messageId, MAX_SEND_ATTEMPTS);
        if (held)
          log.info(
            { messageId, channel: held.channel },
            'message held: no transport for its channel',
          );
        return held ? 'held' : 'skipped';
      }
      const claimed = await repository.claimForSending(db.db, messageId, {
        leaseSeconds: CLAIM_SECONDS,
        maxAttempts: MAX_SEND_ATTEMPTS,
      });
      if (!claimed) return 'skipped';
      let providerMessageId: string | null;
      try {
        const info =
          claimed.channel === 'email'
            ? await email!.sendMail({
                from: deps.config.MAIL_FROM,
                to: claimed.to,
                subject: claimed.subject,
                text: claimed.text,
                ...(claimed.html ? { html: claimed.html } : {}),
                ...(claimed.attachments?.length ? { attachments: claimed.attachments } : {}),
              })
            : await sms!.sendSms({ to: claimed.to, body: claimed.text });
        providerMessageId = info.messageId ?? null;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof SmsRefusedError && error.refusal !== 'retry') {
          const words = smsRefusalReason(error.refusal);
          await repository.recordFailure(db.db, messageId, `${words} ${reason}`, true);
          log.warn({ messageId, refusal: error.refusal, reason }, 'text refused for good');
          if (error.refusal === 'unsubscribed') await deps.onSmsUnsubscribed?.(claimed.to);
          return 'refused';
        }
        const final = options.lastAttempt === true || claimed.attempts >= MAX_SEND_ATTEMPTS;
        await repository.recordFailure(db.db, messageId, reason, final);
        log.warn({ messageId, attempt: claimed.attempts, final, reason }, 'message not sent');
        throw error;
      }
      // Outside the try: the message is out, so a database error here must not count as a
      // failed send (the claim keeps others off it until the row can be updated).
      await repository.markSent(db.db, messageId, providerMessageId);
      log.info({ messageId, attempt: claimed.attempts }, 'message sent');
      return 'sent';
    },

    async sweep() {
      const failed = await repository.failExhausted(db.db, MAX_SEND_ATTEMPTS);
      const stranded = await repository.findStranded(db.db, {
        undispatchedSeconds: UNDISPATCHED_SECONDS,
        dispatchedSeconds: DISPATCHED_SECONDS,
        maxAttempts: MAX_SEND_ATTEMPTS,
        limit: 200,
      });
      for (const messageId of stranded) await enqueueSend(messageId);
      return { requeued: stranded.length, failed };
    },
  };
}
