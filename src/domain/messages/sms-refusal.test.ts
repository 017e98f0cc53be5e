import { describe, expect, it } from 'vitest';
import { classifySmsRefusal, smsRefusalReason, TWILIO_UNSUBSCRIBED } from './sms-refusal.ts';

describe('classifySmsRefusal', () => {
  it('reads a STOP reply as unsubscribed', () => {
    expect(classifySmsRefusal(TWILIO_UNSUBSCRIBED)).toBe('unsubscribed');
    expect(classifySmsRefusal(21610)).toBe('unsubscribed');
  });

  it('reads numbers that cannot take texts as unreachable', () => {
    for (const code of [21211, 21612, 21614]) expect(classifySmsRefusal(code)).toBe('unreachable');
  });

  it('tries again on anything else, a missing code included', () => {
    for (const code of [20429, 30001, 21611, 0]) expect(classifySmsRefusal(code)).toBe('retry');
    expect(classifySmsRefusal(undefined)).toBe('retry');
  });

  it('gives staff a reason in words for the refusals that end a message', () => {
    expect(smsRefusalReason('unsubscribed')).toMatch(/replied STOP/);
    expect(smsRefusalReason('unreachable')).toMatch(/cannot receive texts/);
    expect(smsRefusalReason('retry')).toBeNull();
  });
});
