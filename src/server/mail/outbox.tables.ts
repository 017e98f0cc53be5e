import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '../../domain/operations-states.ts';
import { users } from '../auth/auth.tables.ts';

export const outboxChannels = ['email', 'sms'] as const;

/** A file sent with an email (a lesson's calendar file); text content, as files this small are. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}
/**
 * queued: waiting for the send job (or being sent); sent: accepted by the transport;
 * failed: gave up after retries (last_error says why); held: no transport configured for the
 * channel, kept for staff to read in the back-office. The list and its words are in the domain.
 */
export const outboxStatuses = OUTBOX_STATUSES;

/** Every email and SMS the platform sends, written before sending (see mail/README.md). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: outboxChannels }).notNull().default('email'),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with an email (null: none); SMS carry none. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The user the message concerns, when there is one; kept as history if the user goes. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a send job was last enqueued for the message (null: never, e.g. a crash before). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** A send in progress owns the row until then; a crashed sender's claim simply runs out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The transport's id for the message (SMTP Message-ID), for tracing a delivery. */
    providerMessageId: text('provider_message_id'),
    /** A resend from the back-office is a copy: the message it copies… */
    resentFromId: uuid('resent_from_id'),
    /** …and who asked for it (the change log of resends; the outbox is not an audit collection). */
    resentById: text('resent_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('outbox_messages_status_created_idx').on(table.status, table.createdAt),
    index('outbox_messages_created_idx').on(table.createdAt),
    index('outbox_messages_user_idx').on(table.userId),
    index('outbox_messages_channel_created_idx').on(table.channel, table.createdAt),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type OutboxChannel = (typeof outboxChannels)[number];
export type OutboxStatus = (typeof outboxStatuses)[number];
