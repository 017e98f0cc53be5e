// A local stand-in for the part of Stripe's API that RoadReady uses (docs/payments.md "Tests"), so
// the official `stripe` package is tested with its own request shaping, error classes and
// idempotency, without the network. It listens on 127.0.0.1 and speaks what the package sends:
// form-encoded bodies with bracketed keys, `Idempotency-Key` headers, JSON answers and Stripe's
// error bodies (a decline is HTTP 402 `card_error`). Money is modelled as Stripe keeps it: a
// PaymentIntent with one charge, refunded in full or not. Stripe's own test PaymentMethods decide
// the outcome: `pm_card_visa` (and any other `pm_…`) succeeds, `pm_card_chargeDeclined` declines,
// `pm_card_threeDSecure2Required` needs 3-D Secure (`requires_action`). What Stripe does on its
// own (a refund or a dispute from the dashboard) is done by the test through `dashboard`, and
// every change is recorded as the event Stripe would send, signed by `signedEvent`. For browser
// tests it also serves what a browser gets from Stripe: a stand-in Stripe.js at `/v3/`, which
// confirms an intent with the publishable key and the client secret, and the bank's 3-D Secure
// page at `/3ds/{intent}`, which sends the buyer back to the `return_url` (stand-in-stripe-js.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { challengePage, standInStripeJsSource } from './stand-in-stripe-js.ts';

export const DECLINING_CARD = 'pm_card_chargeDeclined';
export const THREE_D_SECURE_CARD = 'pm_card_threeDSecure2Required';

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  disputed: boolean;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
  client_secret: string;
  last_payment_error: { code: string; message: string } | null;
  /** The bank's page a 3-D Secure card must pass, when confirmed with a `return_url`. */
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  } | null;
}

interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown };
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  url: string;
  /** The options that point the `stripe` package here. */
  clientOptions: { host: string; port: number; protocol: 'http' };
  intents(): FakeIntent[];
  charge(id: string): FakeCharge | undefined;
  /** Cents taken and not given back, over every intent. */
  moneyKept(): number;
  /** Events in the order Stripe would have sent them. */
  events(): FakeEvent[];
  /** Answers every request with HTTP 500 while set (a provider that is down). */
  setDown(down: boolean): void;
  /** What staff (or the card's bank) do in Stripe's dashboard. */
  dashboard: {
    refund(intentId: string): FakeEvent;
    dispute(intentId: string): FakeEvent;
    /** Completes the 3-D Secure step of an intent, as the buyer's bank page does. */
    authenticate(intentId: string, passed: boolean): FakeEvent;
  };
  /**
   * The body and `Stripe-Signature` header of an event, signed with `secret` (at `timestamp`,
   * seconds since 1970; now by default).
   */
  signedEvent(
    event: FakeEvent,
    secret: string,
    timestamp?: number,
  ): { body: string; signature: string };
  /** Requests received, for assertions on what the package sent. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][c]=v` form fields into nested objects, as Stripe reads them. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

/** A plain field of a parsed form ('' when absent or nested). */
const field = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const cardError = (intent: FakeIntent, code: string, message: string) => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code,
      decline_code: 'generic_decline',
      message,
      payment_intent: intent,
    },
  },
});

const invalid = (message: string, code?: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const events: FakeEvent[] = [];
  // Stripe keeps a key's first answer for 24 hours and replays it, errors included.
  const answered = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripe['requests'] = [];
  let down = false;
  /** This server's own address, for the bank's page of a 3-D Secure card. */
  let base = '';

  const emit = (type: string, object: unknown): FakeEvent => {
    const event: FakeEvent = {
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
    };
    events.push(event);
    return event;
  };

  const withCharge = (intent: FakeIntent, expand: boolean) =>
    expand && intent.latest_charge
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent;

  const succeed = (intent: FakeIntent) => {
    const charge: FakeCharge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      disputed: false,
    };
    charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    emit('payment_intent.succeeded', intent);
  };

  /** Confirms an intent with its payment method, as Stripe does on `confirm=true`. */
  const confirm = (intent: FakeIntent, returnUrl = '') => {
    if (intent.payment_method === DECLINING_CARD) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
      emit('payment_intent.payment_failed', intent);
      return cardError(intent, 'card_declined', 'Your card was declined.');
    }
    if (intent.payment_method === THREE_D_SECURE_CARD) {
      // The bank must confirm first (its page, opened by Stripe.js): nothing is charged yet.
      intent.status = 'requires_action';
      if (returnUrl)
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `${base}/3ds/${intent.id}?${new URLSearchParams({ return_url: returnUrl }).toString()}`,
            return_url: returnUrl,
          },
        };
      return { status: 200, body: intent };
    }
    succeed(intent);
    return { status: 200, body: intent };
  };

  const refund = (intent: FakeIntent) => {
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!charge) return invalid('This PaymentIntent has no charge to refund.');
    if (charge.refunded)
      return invalid(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    charge.refunded = true;
    charge.amount_refunded = charge.amount;
    emit('charge.refunded', charge);
    return {
      status: 200,
      body: { id: id('re'), object: 'refund', amount: charge.amount, charge: charge.id },
    };
  };

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`no PaymentIntent ${intentId}`);
    return intent;
  };

  /**
   * What a browser loads from Stripe rather than its API: Stripe.js (the stand-in) and the bank's
   * 3-D Secure page, which sends the buyer back to the shop's `return_url` as Stripe does. True when
   * the request was one of them (answered here).
   */
  const dashboard: FakeStripe['dashboard'] = {
    refund(intentId) {
      const answer = refund(intentOf(intentId));
      if (answer.status !== 200) throw new Error('refund refused');
      return events.at(-1)!;
    },
    dispute(intentId) {
      const charge = charges.get(intentOf(intentId).latest_charge ?? '');
      if (!charge) throw new Error('nothing to dispute');
      charge.disputed = true;
      return emit('charge.dispute.created', {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        payment_intent: intentId,
        reason: 'fraudulent',
        status: 'needs_response',
      });
    },
    authenticate(intentId, passed) {
      const intent = intentOf(intentId);
      if (intent.status !== 'requires_action') throw new Error('no 3-D Secure step pending');
      if (passed) succeed(intent);
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          code: 'payment_intent_authentication_failure',
          message: 'The bank could not confirm this payment.',
        };
        emit('payment_intent.payment_failed', intent);
      }
      return events.at(-1)!;
    },
  };

  const servedToBrowser = (
    method: string,
    url: URL,
    body: string,
    res: ServerResponse,
  ): boolean => {
    if (method === 'GET' && url.pathname === '/v3/') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(standInStripeJsSource);
      return true;
    }
    const challenge = /^\/3ds\/([^/]+)$/.exec(url.pathname);
    const intent = challenge ? intents.get(decodeURIComponent(challenge[1]!)) : undefined;
    if (!intent) return false;
    if (method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(challengePage(intent.id, intent.amount));
      return true;
    }
    const returnUrl = intent.next_action?.redirect_to_url.return_url;
    if (!returnUrl) return false;
    dashboard.authenticate(intent.id, new URLSearchParams(body).get('result') === 'pass');
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret);
    back.searchParams.set(
      'redirect_status',
      intent.status === 'succeeded' ? 'succeeded' : 'failed',
    );
    res.writeHead(303, { Location: back.href });
    res.end();
    return true;
  };

  const route = (
    method: string,
    path: string,
    form: Record<string, unknown>,
    query: URLSearchParams,
  ): { status: number; body: unknown } => {
    // `expand[0]=data.latest_charge` in a GET's query, `expand[0]` in a POST's form.
    const expanded = [...query.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
    const expandCharge = [
      ...expanded,
      ...Object.values((form['expand'] ?? {}) as Record<string, unknown>),
    ].some((e) => String(e).endsWith('latest_charge'));
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form['amount']);
      if (!Number.isInteger(amount) || amount < 50) return invalid('Invalid amount.');
      const intent: FakeIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount,
        currency: field(form, 'currency') || 'usd',
        status: 'requires_payment_method',
        description: (form['description'] as string | undefined) ?? null,
        metadata: (form['metadata'] ?? {}) as Record<string, string>,
        payment_method: (form['payment_method'] as string | undefined) ?? null,
        latest_charge: null,
        client_secret: '',
        last_payment_error: null,
        next_action: null,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      if (form['confirm'] === 'true' && intent.payment_method) return confirm(intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the one query the adapter makes: metadata['<field>']:'<value>'.
      const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.get('query') ?? '');
      if (!match) return invalid('Unsupported search query.');
      const [, field, literal] = match;
      const value = literal!.replace(/\\(.)/g, '$1');
      const data = [...intents.values()]
        .filter((intent) => intent.metadata[field!] === value)
        .map((intent) => withCharge(intent, expandCharge));
      return { status: 200, body: { object: 'search_result', data, has_more: false } };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (one) {
      const intent = intents.get(one[1]!);
      if (!intent)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'No such payment_intent',
              code: 'resource_missing',
            },
          },
        };
      if (method === 'GET') return { status: 200, body: withCharge(intent, expandCharge) };
      if (method === 'POST' && one[2]) {
        // Stripe.js confirms with the publishable key and the intent's client secret.
        if (field(form, 'key') && field(form, 'client_secret') !== intent.client_secret)
          return invalid('The client_secret does not match this PaymentIntent.');
        if (intent.status === 'succeeded')
          return invalid(
            'This PaymentIntent has already succeeded.',
            'payment_intent_unexpected_state',
          );
        if (form['payment_method']) intent.payment_method = field(form, 'payment_method');
        return confirm(intent, field(form, 'return_url'));
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(field(form, 'payment_intent'));
      if (!intent) return invalid('No such payment_intent', 'resource_missing');
      return refund(intent);
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    };
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key });
      if (servedToBrowser(req.method ?? 'GET', url, body, res)) return;
      const form = parseForm(body);
      // Stripe.js confirms an intent from the browser with the publishable key instead.
      const fromBrowser =
        field(form, 'key').startsWith('pk_test_') && url.pathname.endsWith('/confirm');
      let answer: { status: number; body: unknown };
      if (down) answer = { status: 500, body: { error: { type: 'api_error', message: 'Down.' } } };
      else if (!fromBrowser && !(req.headers.authorization ?? '').startsWith('Bearer sk_test_'))
        answer = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
        };
      else {
        const replayKey = key && req.method === 'POST' ? `${url.pathname} ${key}` : null;
        const replay = replayKey ? answered.get(replayKey) : undefined;
        answer = replay ?? route(req.method ?? 'GET', url.pathname, form, url.searchParams);
        if (replayKey && !replay) answered.set(replayKey, structuredClone(answer));
      }
      // A provider that is down answers 500 with "do not retry", so a test does not wait out
      // the package's back-off.
      res.writeHead(answer.status, {
        'Content-Type': 'application/json',
        // Stripe's API answers pages of any origin (Stripe.js calls it from the shop's page).
        'Access-Control-Allow-Origin': '*',
        'Request-Id': id('req'),
        ...(answer.status >= 500 ? { 'Stripe-Should-Retry': 'false' } : {}),
      });
      res.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: `http://127.0.0.1:${port}`,
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' },
    intents: () => [...intents.values()],
    charge: (chargeId) => charges.get(chargeId),
    moneyKept: () =>
      [...charges.values()].reduce((sum, c) => sum + c.amount - c.amount_refunded, 0),
    events: () => [...events],
    setDown: (value) => {
      down = value;
    },
    dashboard,
    signedEvent(event, secret, timestamp) {
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret,
        ...(timestamp === undefined ? {} : { timestamp }),
      });
      return { body, signature };
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
