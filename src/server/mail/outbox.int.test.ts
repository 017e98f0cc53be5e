// The outbox end to end: held without a transport, sent through SMTP with one, never sent twice,
// written with the caller's transaction, and recovered by the sweep after a lost dispatch.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { openJobHarness, queryRows, type JobHarness } from '../jobs/testing/job-harness.ts';
import { registerAllJobs } from '../jobs/registry.ts';
import { createScratchDatabase, type ScratchDatabase } from '../testing/test-database.ts';
import type { EmailSender, EmailToSend } from './mail-transport.ts';
import { auditLogs } from '../modules/audit/audit.tables.ts';
import { students, userLogs } from '../modules/students/students.tables.ts';
import { SmsRefusedError, type SmsSender, type SmsToSend } from './sms-transport.ts';
import { MAX_SEND_ATTEMPTS } from './outbox.ts';
import { outboxMessages } from './outbox.tables.ts';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server.ts';

const message = { to: 'student@example.test', subject: 'Your lesson', text: 'See you at 9.' };
const open: JobHarness[] = [];
const scratches: ScratchDatabase[] = [];

/**
 * A harness on a fresh database with the outbox jobs registered and workers running. Opening
 * one costs a migration, so each describe block shares one and empties the outbox between tests.
 */
function useOutboxHarness(options: {
  email?: EmailSender | null;
  sms?: SmsSender | null;
  env?: () => Record<string, string>;
}) {
  const holder = {} as { harness: JobHarness };
  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    scratches.push(scratch);
    const harness = await openJobHarness({
      url: scratch.url,
      pgliteDump: scratch.pgliteDump,
      email: options.email,
      ...(options.sms !== undefined ? { sms: options.sms } : {}),
      env: options.env?.() ?? {},
    });
    open.push(harness);
    registerAllJobs(harness.platform);
    await harness.jobs.startWorkers();
    holder.harness = harness;
  });
  afterEach(async () => {
    await holder.harness.db.db.delete(outboxMessages);
  });
  return holder;
}

afterAll(async () => {
  await Promise.all(open.splice(0).map((harness) => harness.close()));
  await Promise.all(scratches.splice(0).map((scratch) => scratch.drop()));
});

async function settled(harness: JobHarness, id: string) {
  return vi.waitFor(
    async () => {
      const row = await harness.outbox.get(id);
      expect(row?.status).not.toBe('queued');
      return row!;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** Ages a message so the sweep treats it as stranded. */
async function age(harness: JobHarness, id: string, minutes: number) {
  await harness.db.db.execute(
    sql`update ${outboxMessages} set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`,
  );
}

describe('without a transport', () => {
  const context = useOutboxHarness({ email: null });

  it('keeps email as held for staff, after one attempt', async () => {
    const { harness } = context;
    const { id } = await harness.outbox.queue({ ...message, html: '<p>See you at 9.</p>' });
    const row = await settled(harness, id);
    expect(row).toMatchObject({
      status: 'held',
      attempts: 1,
      channel: 'email',
      html: '<p>See you at 9.</p>',
    });
    expect(row.sentAt).toBeNull();
    const page = await harness.outbox.list({ status: 'held', first: 10, skip: 0 });
    expect(page).toMatchObject({ totalCount: 1, items: [{ id, to: message.to }] });
    expect((await harness.outbox.list({ status: 'sent', first: 10, skip: 0 })).totalCount).toBe(0);
  });

  it('refuses a message that cannot be sent', async () => {
    const { harness } = context;
    await expect(harness.outbox.queue({ ...message, to: 'not-an-address' })).rejects.toBeInstanceOf(
      ZodError,
    );
    await expect(harness.outbox.queue({ ...message, subject: '' })).rejects.toBeInstanceOf(
      ZodError,
    );
    expect((await harness.outbox.list({ first: 10, skip: 0 })).totalCount).toBe(0);
  });

  it('writes nothing when the transaction that queues rolls back', async () => {
    const { harness } = context;
    await expect(
      harness.db.transaction(async (tx) => {
        await harness.outbox.queue(message, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await harness.outbox.list({ first: 10, skip: 0 })).totalCount).toBe(0);
  });

  it('sends after commit once dispatched, and dispatch runs once', async () => {
    const { harness } = context;
    const queued = await harness.db.transaction((tx) => harness.outbox.queue(message, tx));
    // Committed but not dispatched: no job yet, so the message waits.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await harness.outbox.get(queued.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      dispatchedAt: null,
    });
    await Promise.all([queued.dispatch(), queued.dispatch()]);
    expect(await settled(harness, queued.id)).toMatchObject({ status: 'held', attempts: 1 });
    expect((await harness.outbox.get(queued.id))?.dispatchedAt).toBeInstanceOf(Date);
    const jobs = await queryRows<{ count: number }>(
      harness.db,
      sql`select count(*)::int as count from pgboss.job where data->>'messageId' = ${queued.id}`,
    );
    expect(Number(jobs[0]?.count)).toBe(1);
  });

  it('sweeps a message whose dispatch was lost, and leaves fresh ones alone', async () => {
    const { harness } = context;
    const lost = await harness.db.transaction((tx) => harness.outbox.queue(message, tx));
    const fresh = await harness.db.transaction((tx) =>
      harness.outbox.queue({ ...message, subject: 'Fresh' }, tx),
    );
    await age(harness, lost.id, 10);
    expect(await harness.outbox.sweep()).toEqual({ requeued: 1, failed: 0 });
    expect(await settled(harness, lost.id)).toMatchObject({ status: 'held', attempts: 1 });
    expect(await harness.outbox.get(fresh.id)).toMatchObject({ status: 'queued', attempts: 0 });
    // Settled messages are not swept again.
    expect(await harness.outbox.sweep()).toEqual({ requeued: 0, failed: 0 });
  });

  it('sweeps a message whose attempts ran out without an outcome into failed', async () => {
    const { harness } = context;
    const { id } = await harness.db.transaction((tx) => harness.outbox.queue(message, tx));
    await harness.db.db.execute(
      sql`update ${outboxMessages} set attempts = ${MAX_SEND_ATTEMPTS}, claimed_until = now() - interval '1 minute' where id = ${id}`,
    );
    expect(await harness.outbox.sweep()).toEqual({ requeued: 0, failed: 1 });
    expect(await harness.outbox.get(id)).toMatchObject({
      status: 'failed',
      lastError: 'sender stopped during the last attempt',
    });
  });
});

describe('with SMTP', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const context = useOutboxHarness({
    env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'School <office@school.test>' }),
  });

  it('sends email through the SMTP_URL server and records it', async () => {
    const { harness } = context;
    const { id } = await harness.outbox.queue(message);
    const row = await settled(harness, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.providerMessageId).toMatch(/@/);
    const mail = smtp.received.find((received) => received.data.includes(row.providerMessageId!));
    expect(mail?.from).toBe('<office@school.test>');
    expect(mail?.to).toEqual(['<student@example.test>']);
    expect(mail?.data).toContain('Subject: Your lesson');
    expect(mail?.data).toContain('See you at 9.');
  });

  it('records a refused message and frees it for the retry; the last attempt fails it', async () => {
    const { harness } = context;
    // Queued in a transaction and not dispatched: only the calls below deliver it.
    const queued = await harness.db.transaction((tx) => harness.outbox.queue(message, tx));
    smtp.refuseWith = '451 mailbox busy';
    try {
      await expect(harness.outbox.deliver(queued.id)).rejects.toThrow(/451/);
      expect(await harness.outbox.get(queued.id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        claimedUntil: null,
      });
      await expect(harness.outbox.deliver(queued.id, { lastAttempt: true })).rejects.toThrow(/451/);
      const row = await harness.outbox.get(queued.id);
      expect(row).toMatchObject({ status: 'failed', attempts: 2 });
      expect(row?.lastError).toMatch(/451 mailbox busy/);
    } finally {
      smtp.refuseWith = null;
    }
    // Settled: a late duplicate job changes nothing.
    expect(await harness.outbox.deliver(queued.id)).toBe('skipped');
  });
});

describe('sending once', () => {
  const sent: EmailToSend[] = [];
  const email: EmailSender = {
    async sendMail(mail) {
      sent.push(mail);
      // Slow enough that two deliveries of one message overlap.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { messageId: `<${sent.length}@test>` };
    },
  };
  const context = useOutboxHarness({ email });
  afterEach(() => {
    sent.length = 0;
  });

  it('never double-sends when the handler runs twice for one message', async () => {
    const { harness } = context;
    const queued = await harness.db.transaction((tx) => harness.outbox.queue(message, tx));
    const outcomes = await Promise.all([
      harness.outbox.deliver(queued.id),
      harness.outbox.deliver(queued.id),
    ]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(await harness.outbox.deliver(queued.id)).toBe('skipped');
    expect(sent).toHaveLength(1);
    expect(await harness.outbox.get(queued.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('holds SMS when no SMS transport is configured, even when email can be sent', async () => {
    const { harness } = context;
    const { id } = await harness.outbox.queue({
      channel: 'sms',
      to: '+15555550100',
      subject: 'Reminder',
      text: 'Lesson at 9',
    });
    expect(await settled(harness, id)).toMatchObject({
      status: 'held',
      channel: 'sms',
      attempts: 1,
    });
    expect(sent).toHaveLength(0);
  });
});

describe('with an SMS transport', () => {
  const texts: SmsToSend[] = [];
  // Twilio's answers for two numbers: one replied STOP, one is a landline.
  const STOPPED = '+15555550177';
  const LANDLINE = '+15555550188';
  const sms: SmsSender = {
    sendSms(text) {
      texts.push(text);
      if (text.to === STOPPED)
        return Promise.reject(
          new SmsRefusedError('Twilio refused the SMS (HTTP 400, code 21610): unsubscribed', 21610),
        );
      if (text.to === LANDLINE)
        return Promise.reject(
          new SmsRefusedError('Twilio refused the SMS (HTTP 400, code 21614): not mobile', 21614),
        );
      return Promise.resolve({ messageId: `SM${texts.length}` });
    },
  };
  const context = useOutboxHarness({ email: null, sms });
  afterEach(() => {
    texts.length = 0;
  });
  const optOutJobsFor = async (phone: string) => {
    const [jobs] = await queryRows<{ count: number }>(
      context.harness.db,
      sql`select count(*)::int as count from pgboss.job where name = 'sms-opt-out' and data->>'phone' = ${phone}`,
    );
    return Number(jobs?.count);
  };
  /** Queues a reminder text to `to` and waits for its outcome. */
  const textTo = async (to: string) => {
    const { harness } = context;
    const text = await harness.outbox.queue({
      channel: 'sms',
      to,
      subject: 'Reminder',
      text: 'Lesson at 9',
    });
    return settled(harness, text.id);
  };

  it('sends SMS through the port and records the provider’s id; email stays held', async () => {
    const { harness } = context;
    const text = await harness.outbox.queue({
      channel: 'sms',
      to: '+15555550100',
      subject: 'Reminder',
      text: 'Lesson at 9',
    });
    const mail = await harness.outbox.queue(message);
    expect(await settled(harness, text.id)).toMatchObject({
      status: 'sent',
      providerMessageId: 'SM1',
    });
    expect(texts).toEqual([{ to: '+15555550100', body: 'Lesson at 9' }]);
    expect(await settled(harness, mail.id)).toMatchObject({ status: 'held' });
  });

  it('ends a text to a number that replied STOP at once and turns the student’s texts off', async () => {
    const { harness } = context;
    const db = harness.db.db;
    const [stopped, other] = await db
      .insert(students)
      .values([
        { name: 'Maya Stop', phone: STOPPED, smsOptIn: true },
        { name: 'Leo Texts', phone: '+15555550100', smsOptIn: true },
      ])
      .returning({ id: students.id });
    const row = await textTo(STOPPED);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/^The number replied STOP: .* code 21610/);
    // One attempt: another would only be refused again.
    expect(texts.filter((sent) => sent.to === STOPPED)).toHaveLength(1);
    expect(await optOutJobsFor(STOPPED)).toBe(1);
    await vi.waitFor(
      async () => {
        const [record] = await db
          .select({ smsOptIn: students.smsOptIn })
          .from(students)
          .where(eq(students.id, stopped!.id));
        expect(record!.smsOptIn).toBe(false);
      },
      { timeout: 15_000, interval: 100 },
    );
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.collectionPath, `Users/${stopped!.id}`));
    expect(audit).toMatchObject({ action: 'Update', updatedByName: 'System (STOP reply)' });
    expect(audit!.changes).toEqual([
      expect.objectContaining({ path: 'smsOptIn', oldValue: 'true', newValue: 'false' }),
    ]);
    const lines = await db.select().from(userLogs).where(eq(userLogs.studentId, stopped!.id));
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'Auto',
        type: 'sms.stopped',
        message: `Texts turned off: ${STOPPED} replied STOP to the school’s number`,
      }),
    ]);
    // Another student's number keeps its texts.
    const [kept] = await db
      .select({ smsOptIn: students.smsOptIn })
      .from(students)
      .where(eq(students.id, other!.id));
    expect(kept!.smsOptIn).toBe(true);
    await db.delete(userLogs);
    await db.delete(students);
  });

  it('ends a text to a number that takes no texts at once, and turns no texts off', async () => {
    const row = await textTo(LANDLINE);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/^The number cannot receive texts: check the phone number\. /);
    expect(await optOutJobsFor(LANDLINE)).toBe(0);
  });

  it('refuses an SMS to anything but an international phone number', async () => {
    await expect(
      context.harness.outbox.queue({ channel: 'sms', to: '555-0100', subject: 'x', text: 'y' }),
    ).rejects.toThrow(ZodError);
  });
});
