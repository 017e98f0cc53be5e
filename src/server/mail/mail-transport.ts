// How outbox emails leave the building: through SMTP (nodemailer) when SMTP_URL is set. SMS have
// their own port (sms-transport.ts). A channel without a transport keeps its messages as "held"
// for staff to read.
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface EmailToSend {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** What the outbox needs of a mail transport; any nodemailer transporter fits. */
export interface EmailSender {
  sendMail(mail: EmailToSend): Promise<{ messageId?: string }>;
}

export function createEmailSender(config: Pick<Config, 'SMTP_URL'>): EmailSender | null {
  if (!config.SMTP_URL) return null;
  // nodemailer's own timeouts allow minutes; a stuck server should fail the attempt well inside
  // the outbox's claim on the message, so the retry is the one that sends.
  return nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
