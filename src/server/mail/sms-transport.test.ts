import { describe, expect, it, vi } from 'vitest';
import { createSmsSender, SmsRefusedError } from './sms-transport.ts';

const config = {
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'secret',
  TWILIO_FROM: '+15125550100',
  TWILIO_API_URL: 'https://twilio.test',
};

describe('Twilio SMS adapter', () => {
  it('is absent until all three settings are given: SMS then stay in the outbox', () => {
    expect(createSmsSender({ ...config, TWILIO_FROM: undefined })).toBeNull();
    expect(createSmsSender({ ...config, TWILIO_AUTH_TOKEN: undefined })).toBeNull();
  });

  it('posts the message to the account’s Messages resource and returns its sid', async () => {
    const fetchImpl = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ sid: 'SM42' }), { status: 201 })),
    );
    const sender = createSmsSender(config, fetchImpl)!;
    expect(await sender.sendSms({ to: '+15125550123', body: 'Hello' })).toEqual({
      messageId: 'SM42',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.toString()).toBe('https://twilio.test/2010-04-01/Accounts/AC123/Messages.json');
    expect(new Headers(init.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    );
    const form = new URLSearchParams(init.body as URLSearchParams);
    expect(Object.fromEntries(form)).toEqual({
      To: '+15125550123',
      Body: 'Hello',
      From: '+15125550100',
    });
  });

  it('sends from a Messaging Service when TWILIO_FROM names one', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{"sid":"SM1"}', { status: 201 })));
    const sender = createSmsSender({ ...config, TWILIO_FROM: 'MG0001' }, fetchImpl)!;
    await sender.sendSms({ to: '+15125550123', body: 'Hi' });
    const init = (fetchImpl.mock.calls[0] as unknown as [URL, RequestInit])[1];
    expect(new URLSearchParams(init.body as URLSearchParams).get('MessagingServiceSid')).toBe(
      'MG0001',
    );
  });

  it('throws Twilio’s reason and code when it refuses, so the outbox records it', async () => {
    const fetchImpl = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }), {
          status: 400,
        }),
      ),
    );
    const sender = createSmsSender(config, fetchImpl)!;
    const refused = sender.sendSms({ to: '+15125550123', body: 'Hi' });
    await expect(refused).rejects.toThrow(
      "Twilio refused the SMS (HTTP 400, code 21211): The 'To' number is not valid.",
    );
    await expect(refused).rejects.toMatchObject({ code: 21211, refusal: 'unreachable' });
  });

  it('tells a STOP reply (code 21610) from trouble worth another attempt', async () => {
    const answer = (status: number, body: object) => () =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    const stopped = createSmsSender(
      config,
      vi.fn(answer(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient' })),
    )!.sendSms({ to: '+15125550123', body: 'Hi' });
    await expect(stopped).rejects.toBeInstanceOf(SmsRefusedError);
    await expect(stopped).rejects.toMatchObject({ refusal: 'unsubscribed' });
    const busy = createSmsSender(config, vi.fn(answer(429, { code: 20429, message: 'Too many' })))!;
    await expect(busy.sendSms({ to: '+15125550123', body: 'Hi' })).rejects.toMatchObject({
      refusal: 'retry',
    });
    const outage = createSmsSender(config, vi.fn(answer(503, {})))!;
    await expect(outage.sendSms({ to: '+15125550123', body: 'Hi' })).rejects.toMatchObject({
      code: undefined,
      refusal: 'retry',
    });
  });
});
