// The stream of writes the crash run sends through /api/graphql while the server may die at any
// moment: ledger mutations (purchase, charge, refund, voidRefund, voidPurchase, transferPurchase)
// and lesson bookings and cancellations, from several concurrent staff clients, and the public
// checkout (holdSlot, then checkoutBooking) from customers signed in as themselves. Every write
// but a hold carries an idempotency key; what the server answered OK goes into the journal (the
// writes it promised to keep), what got no answer stays "in flight" and is resent after the
// restart — except holds (no key: a visitor searches again) and the checkouts of customers who
// walk away, which only the recovery job settles.
import { randomUUID } from 'node:crypto';
import { graphql, type GraphqlTarget } from '../../graphql-client.ts';
import type { CrashWorld } from './crash-setup.ts';

const CHANGE = '{ replayed entries { id } }';
const MUTATIONS = {
  purchase: `mutation P($input: PurchaseInput!) { purchase(input: $input) ${CHANGE} }`,
  charge: `mutation C($input: ChargeInput!) { charge(input: $input) ${CHANGE} }`,
  refund: `mutation R($input: RefundInput!) { refund(input: $input) ${CHANGE} }`,
  voidRefund: `mutation VR($input: VoidRefundInput!) { voidRefund(input: $input) ${CHANGE} }`,
  voidPurchase: `mutation VP($input: VoidPurchaseInput!) { voidPurchase(input: $input) ${CHANGE} }`,
  transferPurchase: `mutation T($input: TransferPurchaseInput!) { transferPurchase(input: $input) ${CHANGE} }`,
  scheduleLesson: `mutation S($input: ScheduleLessonInput!) { scheduleLesson(input: $input) { id } }`,
  cancelLesson: `mutation X($input: CancelLessonInput!) { cancelLesson(input: $input) { id } }`,
  holdSlot: `mutation H($input: HoldSlotInput!) { holdSlot(input: $input) { id } }`,
  checkoutBooking: `mutation B($input: CheckoutBookingInput!) { checkoutBooking(input: $input) { id createdAt lesson { id } } }`,
} as const;

export type Operation = keyof typeof MUTATIONS;

/**
 * Relative frequencies of the staff clients' writes: bookings and purchases most, the rest enough
 * to meet each other. Customers send holds and checkouts in turn (`customerRequest`).
 */
const WEIGHTS: [Operation, number][] = [
  ['purchase', 3],
  ['charge', 1],
  ['refund', 2],
  ['voidRefund', 1],
  ['voidPurchase', 1],
  ['transferPurchase', 2],
  ['scheduleLesson', 4],
  ['cancelLesson', 1],
];

export interface WriteRequest {
  operation: Operation;
  /** The acting student (the sender of a transfer, the first student of a lesson). */
  studentId: string;
  input: Record<string, unknown>;
  /** Sent as this customer (`world.customers`, `Client.customers`); as the Admin otherwise. */
  customer?: number;
}

export interface Acknowledged extends WriteRequest {
  /** Ledger mutations: the entries the answer listed. */
  entryIds: string[];
  /** Lesson mutations and checkouts: the lesson. */
  lessonId: string | null;
  /** What the answer named (the hold, the checkout). */
  id: string | null;
}

export interface Journal {
  acknowledged: Acknowledged[];
  /** Sent, never answered: the server died first. */
  inFlight: Set<WriteRequest>;
  /** Refusals by error code (expected: CONFLICT, NOT_ENOUGH_PRODUCT, BAD_REQUEST …). */
  refusals: Map<string, number>;
  /** Answers with INTERNAL_SERVER_ERROR or a 5xx status: a finding in themselves. */
  internalErrors: string[];
  /** Each customer's hold not paid for yet, carried from round to round. */
  holds: Map<number, string>;
}

export const emptyJournal = (): Journal => ({
  acknowledged: [],
  inFlight: new Set(),
  refusals: new Map(),
  internalErrors: [],
  holds: new Map(),
});

export interface Client {
  target: GraphqlTarget;
  cookie: string;
  /** Each customer's session cookie, by index. */
  customers: string[];
}

export type SendResult =
  | {
      kind: 'ok';
      replayed: boolean;
      entryIds: string[];
      lessonId: string | null;
      /** What the answer named: the hold, the checkout, the lesson. */
      id: string | null;
    }
  | { kind: 'refused'; code: string }
  | { kind: 'lost' };

/** Sends one write; `lost` when the connection broke (the server was killed) before an answer. */
export async function send(client: Client, request: WriteRequest): Promise<SendResult> {
  const cookie =
    request.customer === undefined ? client.cookie : client.customers[request.customer]!;
  const sentAt = Date.now();
  try {
    const answer = await graphql(
      client.target,
      { query: MUTATIONS[request.operation], variables: { input: request.input } },
      cookie,
    );
    if (answer.errors?.length || !answer.data)
      return {
        kind: 'refused',
        code: answer.errors?.[0]?.extensions?.code ?? `HTTP ${answer.status}`,
      };
    const data = answer.data[request.operation] as {
      id?: string;
      replayed?: boolean;
      entries?: { id: string }[];
      createdAt?: string;
      lesson?: { id: string };
    };
    // A checkout answers its first row to a repeated key: made before this request was sent.
    const replayed =
      data.replayed ?? (data.createdAt ? Date.parse(data.createdAt) < sentAt : false);
    return {
      kind: 'ok',
      replayed,
      entryIds: (data.entries ?? []).map((entry) => entry.id),
      lessonId: request.operation === 'holdSlot' ? null : (data.lesson?.id ?? data.id ?? null),
      id: data.id ?? null,
    };
  } catch {
    return { kind: 'lost' };
  }
}

export function record(journal: Journal, request: WriteRequest, result: SendResult): void {
  if (result.kind === 'ok') {
    journal.acknowledged.push({
      ...request,
      entryIds: result.entryIds,
      lessonId: result.lessonId,
      id: result.id,
    });
  } else if (result.kind === 'refused') {
    journal.refusals.set(result.code, (journal.refusals.get(result.code) ?? 0) + 1);
    if (result.code === 'INTERNAL_SERVER_ERROR' || result.code.startsWith('HTTP 5'))
      journal.internalErrors.push(`${request.operation}: ${result.code}`);
  }
}

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

function pickOperation(): Operation {
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = Math.random() * total;
  for (const [operation, weight] of WEIGHTS) {
    draw -= weight;
    if (draw < 0) return operation;
  }
  return 'purchase';
}

const acknowledged = (journal: Journal, operation: Operation) =>
  journal.acknowledged.filter((done) => done.operation === operation);

/**
 * A random write that makes sense against what was acknowledged so far (refunds of known
 * purchases, cancellations of known lessons); undefined when there is nothing to act on yet.
 */
export function nextRequest(world: CrashWorld, journal: Journal): WriteRequest | undefined {
  const operation = pickOperation();
  const idempotencyKey = randomUUID();
  const studentId = pick(world.studentIds)!;
  switch (operation) {
    case 'purchase':
      return {
        operation,
        studentId,
        input: {
          idempotencyKey,
          studentId,
          items: [{ productId: world.productId, quantity: 120 }],
          paymentMethod: 'cash',
          amountCents: 18_000,
          expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
        },
      };
    case 'charge':
      return {
        operation,
        studentId,
        input: { idempotencyKey, studentId, amountCents: 500, paymentMethod: 'cash' },
      };
    case 'refund':
    case 'voidPurchase': {
      const purchase = pick(acknowledged(journal, 'purchase'));
      if (!purchase) return undefined;
      const input = {
        idempotencyKey,
        studentId: purchase.studentId,
        purchaseId: purchase.entryIds[0],
        ...(operation === 'refund' ? { amountCents: 1_000, paymentMethod: 'cash' } : {}),
      };
      return { operation, studentId: purchase.studentId, input };
    }
    case 'voidRefund': {
      const refund = pick(acknowledged(journal, 'refund'));
      if (!refund) return undefined;
      const input = { idempotencyKey, studentId: refund.studentId, refundId: refund.entryIds[0] };
      return { operation, studentId: refund.studentId, input };
    }
    case 'transferPurchase': {
      const toStudentId = pick(world.studentIds.filter((id) => id !== studentId))!;
      return {
        operation,
        studentId,
        input: {
          idempotencyKey,
          fromStudentId: studentId,
          toStudentId,
          items: [{ productId: world.productId, quantity: 30 }],
        },
      };
    }
    case 'scheduleLesson': {
      return {
        operation,
        studentId,
        input: {
          idempotencyKey,
          instructorId: pick(world.instructorIds),
          lessonTypeId: world.lessonTypeId,
          startTime: slotStart(),
          studentIds: [studentId],
          pickupLocation: '12 Oak St, Austin, TX',
          pickupLatitude: 30.27,
          pickupLongitude: -97.74,
        },
      };
    }
    case 'cancelLesson': {
      const lesson = pick(acknowledged(journal, 'scheduleLesson'));
      if (!lesson) return undefined;
      const input = {
        idempotencyKey,
        lessonId: lesson.lessonId,
        initiatedBy: 'Student',
        reason: 'OTHER',
      };
      return { operation, studentId: lesson.studentId, input };
    }
    case 'holdSlot':
    case 'checkoutBooking':
      return undefined; // customers' steps (customerRequest)
  }
}

/** Two-hour starts every third hour from two days ahead, 400 of them: some collide. */
function slotStart(): string {
  const slot = 48 + 3 * Math.floor(Math.random() * 400);
  return new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + slot * 3_600_000).toISOString();
}

/**
 * A customer's next step of the booking page: hold a time (the staff's bookings and the other
 * customers' holds on the same grid make some refused), then pay for the held time with a fresh
 * key (the test provider's card token).
 */
export function customerRequest(
  world: CrashWorld,
  customer: number,
  holdId: string | null,
): WriteRequest {
  const { studentId } = world.customers[customer]!;
  if (!holdId)
    return {
      operation: 'holdSlot',
      studentId,
      customer,
      input: {
        instructorId: pick(world.instructorIds),
        lessonTypeId: world.lessonTypeId,
        startTime: slotStart(),
        pickup: { lat: 30.27, lng: -97.74 },
      },
    };
  return {
    operation: 'checkoutBooking',
    studentId,
    customer,
    input: {
      idempotencyKey: randomUUID(),
      holdId,
      studentId,
      pickupLocation: '12 Oak St, Austin, TX',
      paymentSource: 'tok_visa',
    },
  };
}

/**
 * Before a round's clock starts, every customer pays for a held time once (so the new server has
 * run the checkout's code: its first run, cold, is slow enough to miss the window) and holds
 * another: the round's first step of each customer is then a checkout, and a kill early in the
 * round finds it between its charge and its commit.
 */
export async function prepareCustomers(
  client: Client,
  world: CrashWorld,
  journal: Journal,
): Promise<void> {
  const step = async (request: WriteRequest) => {
    const result = await send(client, request);
    record(journal, request, result);
    return result.kind === 'ok' ? result.id : null;
  };
  const hold = async (customer: number) => {
    for (let tries = 0; tries < 5; tries += 1) {
      const id = await step(customerRequest(world, customer, null));
      if (id) return id;
    }
    return null;
  };
  await Promise.all(
    world.customers.map(async (_, customer) => {
      const warm = journal.holds.get(customer) ?? (await hold(customer));
      journal.holds.delete(customer);
      if (warm) await step(customerRequest(world, customer, warm));
      const next = await hold(customer);
      if (next) journal.holds.set(customer, next);
    }),
  );
}

/**
 * `clients` concurrent loops of writes until `stop` resolves or the server stops answering.
 * Returns once every loop has ended; requests left unanswered are in `journal.inFlight`.
 */
export async function streamWrites(
  client: Client,
  world: CrashWorld,
  journal: Journal,
  options: { clients: number; customers: number; stop: Promise<void> },
): Promise<number> {
  let stopped = false;
  let sent = 0;
  void options.stop.then(() => {
    stopped = true;
  });
  const sendOne = async (request: WriteRequest) => {
    journal.inFlight.add(request);
    sent += 1;
    const result = await send(client, request);
    if (result.kind !== 'lost') {
      journal.inFlight.delete(request);
      record(journal, request, result);
    }
    return result;
  };
  const loop = async () => {
    while (!stopped) {
      const request = nextRequest(world, journal);
      if (!request) continue;
      if ((await sendOne(request)).kind === 'lost') return;
    }
  };
  // A customer holds a time, then checks out; whatever the checkout answers (or if it gets no
  // answer), the hold is spent — booked, or released on a failure — so the next step is a new hold.
  const customerLoop = async (customer: number) => {
    while (!stopped) {
      const holdId = journal.holds.get(customer) ?? null;
      journal.holds.delete(customer);
      const result = await sendOne(customerRequest(world, customer, holdId));
      if (!holdId && result.kind === 'ok' && result.id) journal.holds.set(customer, result.id);
      if (result.kind === 'lost') return;
    }
  };
  await Promise.all([
    ...Array.from({ length: options.clients }, loop),
    ...Array.from({ length: options.customers }, (_, index) => customerLoop(index)),
  ]);
  return sent;
}
