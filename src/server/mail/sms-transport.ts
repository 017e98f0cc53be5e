// How outbox SMS leave the building (docs/messages.md "SMS"): a port with one adapter, Twilio's
// Messages API called with plain fetch (one form-encoded POST; the official SDK is a large
// dependency for that call). Without TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM there
// is no SMS transport: the outbox keeps SMS as "held", readable in the back-office (the offline
// default).
import { classifySmsRefusal, type SmsRefusal } from '../../domain/messages/sms-refusal.ts';
import type { Config } from '../config.ts';

export interface SmsToSend {
  /** E.164 */
  to: string;
  body: string;
}

/** What the outbox needs of an SMS service. */
export interface SmsSender {
  sendSms(message: SmsToSend): Promise<{ messageId?: string }>;
}

/**
 * Twilio refused the text. `refusal` says whether another attempt can help: the outbox ends the
 * message at once when it cannot, and turns the student's SMS opt-in off after a STOP reply.
 */
export class SmsRefusedError extends Error {
  readonly code: number | undefined;
  readonly refusal: SmsRefusal;
  constructor(message: string, code: number | undefined) {
    super(message);
    this.name = 'SmsRefusedError';
    this.code = code;
    this.refusal = classifySmsRefusal(code);
  }
}

/** Twilio answers within seconds; a stuck call must fail well inside the outbox's claim. */
const TIMEOUT_MS = 20_000;

export function createSmsSender(
  config: Pick<
    Config,
    'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'
  >,
  fetchImpl: typeof fetch = fetch,
): SmsSender | null {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = config;
  if (!sid || !token || !from) return null;
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
    config.TWILIO_API_URL,
  );
  const authorization = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  return {
    async sendSms({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      // A Messaging Service SID sends from the service's numbers; anything else is the number.
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        message?: string;
        code?: number;
      };
      if (!response.ok)
        throw new SmsRefusedError(
          `Twilio refused the SMS (HTTP ${response.status}${answer.code ? `, code ${answer.code}` : ''}): ${answer.message ?? 'no reason given'}`,
          typeof answer.code === 'number' ? answer.code : undefined,
        );
      return answer.sid ? { messageId: answer.sid } : {};
    },
  };
}
