// The outbox screen's API: messages listed by status and channel with their errors; a held or
// failed message resent as a copy that is queued, records its origin and is sent; Admin only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../mail/outbox.tables.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../mail/testing/smtp-test-server.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const LIST = `query Outbox($status: OutboxStatus, $channel: OutboxChannel) { outboxMessages(status: $status, channel: $channel) {
  totalCount edges { node { id channel to subject status attempts lastError resentFromId } } } }`;
const ONE = `query One($id: ID!) { outboxMessage(id: $id) { id text html status } }`;
const RESEND = `mutation Resend($id: ID!) { resendOutboxMessage(id: $id) { id status to subject resentFromId } }`;

let smtp: SmtpTestServer;
let server: TestServer;
let admin: string;
let trainee: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'School <office@school.test>' });
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@outbox.test',
      password: 'a-long-test-password',
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  trainee = (
    await signUpAndSignIn(server, {
      email: 'tom@outbox.test',
      password: 'a-long-test-password',
      name: 'Tom',
      roles: ['Trainee'],
    })
  ).cookie;
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const statusOf = async (id: string) => {
  const [row] = await server.platform.db.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row!;
};

describe('outbox screen API', () => {
  it('lists a held SMS by channel and resends it as a copy (held again: no SMS transport)', async () => {
    const sms = await server.platform.outbox.queue({
      channel: 'sms',
      to: '+15550101234',
      subject: 'Lesson reminder',
      text: 'Your lesson is tomorrow at 9am.',
    });
    await vi.waitFor(async () => expect((await statusOf(sms.id)).status).toBe('held'), {
      timeout: 10_000,
    });
    const held = await graphql(
      server,
      { query: LIST, variables: { status: 'held', channel: 'sms' } },
      admin,
    );
    expect(
      held.data!['outboxMessages'].edges.map((e: { node: { id: string } }) => e.node.id),
    ).toEqual([sms.id]);
    const emails = await graphql(
      server,
      { query: LIST, variables: { channel: 'email', status: 'held' } },
      admin,
    );
    expect(emails.data!['outboxMessages'].totalCount).toBe(0);

    const resent = await graphql(server, { query: RESEND, variables: { id: sms.id } }, admin);
    expect(resent.errors).toBeUndefined();
    const copy = resent.data!['resendOutboxMessage'];
    expect(copy).toMatchObject({
      status: 'queued',
      to: '+15550101234',
      subject: 'Lesson reminder',
      resentFromId: sms.id,
    });
    expect(copy.id).not.toBe(sms.id);
    await vi.waitFor(async () => expect((await statusOf(copy.id)).status).toBe('held'), {
      timeout: 10_000,
    });
    const row = await statusOf(copy.id);
    expect(row.resentById).not.toBeNull();
    expect((await statusOf(sms.id)).status).toBe('held'); // the original is history, untouched
  });

  it('resends a failed email, and the copy is sent', async () => {
    const [failed] = await server.platform.db.db
      .insert(outboxMessages)
      .values({
        channel: 'email',
        to: 'liam@example.test',
        subject: 'Your receipt',
        text: 'Thank you for your purchase.',
        html: '<p>Thank you for your purchase.</p>',
        status: 'failed',
        attempts: 5,
        lastError: '451 mailbox busy',
      })
      .returning();
    const listed = await graphql(server, { query: LIST, variables: { status: 'failed' } }, admin);
    expect(listed.data!['outboxMessages'].edges[0].node).toMatchObject({
      id: failed!.id,
      attempts: 5,
      lastError: '451 mailbox busy',
    });
    const body = await graphql(server, { query: ONE, variables: { id: failed!.id } }, admin);
    expect(body.data!['outboxMessage']).toMatchObject({
      text: 'Thank you for your purchase.',
      html: '<p>Thank you for your purchase.</p>',
    });
    const resent = await graphql(server, { query: RESEND, variables: { id: failed!.id } }, admin);
    const copyId = resent.data!['resendOutboxMessage'].id as string;
    await vi.waitFor(async () => expect((await statusOf(copyId)).status).toBe('sent'), {
      timeout: 10_000,
    });
    expect(smtp.received.some((mail) => mail.data.includes('Your receipt'))).toBe(true);
  });

  it('refuses a queued message, and anyone but Admin', async () => {
    const [queued] = await server.platform.db.db
      .insert(outboxMessages)
      .values({ channel: 'email', to: 'a@example.test', subject: 'S', text: 'T' })
      .returning();
    expect(
      errorCode(await graphql(server, { query: RESEND, variables: { id: queued!.id } }, admin)),
    ).toBe('CONFLICT');
    expect(
      errorCode(await graphql(server, { query: RESEND, variables: { id: queued!.id } }, trainee)),
    ).toBe('FORBIDDEN');
    expect(errorCode(await graphql(server, { query: LIST }, trainee))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(server, { query: LIST }))).toBe('NOT_SIGNED_IN');
    expect(
      errorCode(
        await graphql(server, { query: RESEND, variables: { id: crypto.randomUUID() } }, admin),
      ),
    ).toBe('NOT_FOUND');
  });
});
