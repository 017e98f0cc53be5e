import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { notSignedIn } from '../../graphql/errors.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { outboxChannels, outboxStatuses, type OutboxMessageRow } from '../../mail/outbox.tables.ts';
import {
  getOutboxMessage,
  listOutboxMessages,
  resendOutboxMessage,
} from './outbox-admin.service.ts';

const OutboxStatusEnum = builder.enumType('OutboxStatus', {
  values: outboxStatuses,
  description:
    'queued: waiting to be sent; sent: accepted by the transport; failed: gave up (see lastError); held: no transport for the channel.',
});
const OutboxChannelEnum = builder.enumType('OutboxChannel', { values: outboxChannels });

const OutboxMessage = builder.objectRef<OutboxMessageRow>('OutboxMessage').implement({
  description: 'An email or SMS the platform sends, as written to the outbox.',
  fields: (t) => ({
    id: t.exposeID('id'),
    channel: t.field({ type: OutboxChannelEnum, resolve: (message) => message.channel }),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    html: t.exposeString('html', { nullable: true }),
    attachmentNames: t.stringList({
      description: 'The files sent with the email (a lesson’s calendar file), by name.',
      resolve: (message) => (message.attachments ?? []).map((file) => file.filename),
    }),
    status: t.field({ type: OutboxStatusEnum, resolve: (message) => message.status }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (message) => message.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (message) => message.sentAt }),
    resentFromId: t.exposeID('resentFromId', {
      nullable: true,
      description: 'Set on a copy queued by resendOutboxMessage: the message it copies.',
    }),
  }),
});

const OutboxMessageConnection = connectionOf('OutboxMessage', OutboxMessage);

builder.queryField('outboxMessages', (t) =>
  t.field({
    type: OutboxMessageConnection,
    description: 'Outbox messages, newest first, by status and channel when given.',
    authScopes: { permission: 'outbox.manage' },
    args: {
      status: t.arg({ type: OutboxStatusEnum, required: false }),
      channel: t.arg({ type: OutboxChannelEnum, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await listOutboxMessages(
        context.platform,
        { status: args.status ?? undefined, channel: args.channel ?? undefined },
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

builder.queryField('outboxMessage', (t) =>
  t.field({
    type: OutboxMessage,
    nullable: true,
    description: 'One outbox message with its body.',
    authScopes: { permission: 'outbox.manage' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => getOutboxMessage(context.platform, String(args.id)),
  }),
);

builder.mutationField('resendOutboxMessage', (t) =>
  t.field({
    type: OutboxMessage,
    description:
      'Queues a copy of a sent, failed or held message and sends it; returns the copy. CONFLICT while the message is still queued.',
    authScopes: { permission: 'outbox.manage' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      if (!context.viewer) throw notSignedIn();
      return resendOutboxMessage(context.platform, context.viewer, String(args.id));
    },
  }),
);
