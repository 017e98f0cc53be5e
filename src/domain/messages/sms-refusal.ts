// What a refused text means for the next one (docs/messages.md "SMS"). Twilio answers a refusal
// with a numeric code (https://www.twilio.com/docs/api/errors): most are passing trouble and the
// outbox tries again, but a few say the number itself will refuse every text, so trying again only
// repeats the refusal.

export type SmsRefusal =
  /** The person replied STOP to the school's number: no text may go to it until they reply START. */
  | 'unsubscribed'
  /** The number cannot take texts (not a valid number, a landline, a blocked destination). */
  | 'unreachable'
  /** Anything else (rate limits, outages, an unknown code): worth another attempt. */
  | 'retry';

/** 21610: "Attempt to send to unsubscribed recipient", Twilio's answer after a STOP reply. */
export const TWILIO_UNSUBSCRIBED = 21610;

/** Codes that say the number cannot receive texts at all. */
const UNREACHABLE_CODES = new Set([
  21211, // invalid "To" phone number
  21612, // the "To" number is not reachable by this "From" number
  21614, // the "To" number is not a valid mobile number
]);

export function classifySmsRefusal(code: number | undefined): SmsRefusal {
  if (code === TWILIO_UNSUBSCRIBED) return 'unsubscribed';
  if (code !== undefined && UNREACHABLE_CODES.has(code)) return 'unreachable';
  return 'retry';
}

/** The reason staff read on the Outbox screen, in words, before the provider's own text. */
export function smsRefusalReason(refusal: SmsRefusal): string | null {
  if (refusal === 'unsubscribed')
    return 'The number replied STOP: no more texts go to it, and the student’s SMS opt-in is off.';
  if (refusal === 'unreachable') return 'The number cannot receive texts: check the phone number.';
  return null;
}
