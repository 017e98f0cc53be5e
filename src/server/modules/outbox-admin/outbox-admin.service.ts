// The outbox screen's use cases: list messages (newest first, by status and channel) and resend
// one. Admin only (GraphQL permission `outbox.manage`). A resend never rewrites history: it queues
// a copy (same channel, recipient, subject and body) that records which message it copies and who
// asked, and sends it like any new message. That copy row is the change log of resends.
import { z } from 'zod';
import type { Viewer } from '../../auth/auth.service.ts';
import { conflict, notFound, validationError } from '../../graphql/errors.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import type { OutboxChannel, OutboxMessageRow, OutboxStatus } from '../../mail/outbox.tables.ts';
import type { Platform } from '../../platform.ts';

export async function listOutboxMessages(
  platform: Pick<Platform, 'outbox'>,
  filter: { status?: OutboxStatus | undefined; channel?: OutboxChannel | undefined },
  window: PageWindow,
): Promise<{ rows: OutboxMessageRow[]; totalCount: number }> {
  const { items, totalCount } = await platform.outbox.list({
    ...filter,
    first: window.limit,
    skip: window.offset,
  });
  return { rows: items, totalCount };
}

export async function getOutboxMessage(
  platform: Pick<Platform, 'outbox'>,
  id: string,
): Promise<OutboxMessageRow | null> {
  return z.uuid().safeParse(id).success ? platform.outbox.get(id) : null;
}

export async function resendOutboxMessage(
  platform: Pick<Platform, 'outbox' | 'log'>,
  viewer: Viewer,
  id: string,
): Promise<OutboxMessageRow> {
  if (!z.uuid().safeParse(id).success) {
    throw validationError([{ path: 'id', message: 'must be a message id' }]);
  }
  const original = await platform.outbox.get(id);
  if (!original) throw notFound('Message');
  // A queued message is still being worked on; sending a copy now would send it twice.
  if (original.status === 'queued') throw conflict('This message is still waiting to be sent.');
  const queued = await platform.outbox.queue({
    channel: original.channel,
    to: original.to,
    subject: original.subject,
    text: original.text,
    ...(original.html ? { html: original.html } : {}),
    ...(original.attachments?.length ? { attachments: original.attachments } : {}),
    ...(original.userId ? { userId: original.userId } : {}),
    resentFromId: original.id,
    resentById: viewer.userId,
  });
  platform.log.info(
    { messageId: queued.id, resentFromId: original.id, by: viewer.userId },
    'outbox message resent from the back-office',
  );
  const copy = await platform.outbox.get(queued.id);
  if (!copy) throw notFound('Message');
  return copy;
}
