// The stream of writes the crash run sends through /api/graphql while the server may die at any
// moment: ledger mutations (purchase, charge, refund, voidRefund, voidPurchase, transferPurchase)
// and lesson bookings and cancellations, from several concurrent clients. Every request carries
// an idempotency key; what the server answered OK goes into the journal (the writes it promised
// to keep), what got no answer stays "in flight" and is resent after the restart.
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
} as const;

export type Operation = keyof typeof MUTATIONS;

/** Relative frequencies: bookings and purchases most, the rest enough to meet each other. */
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
}

export interface Acknowledged extends WriteRequest {
  /** Ledger mutations: the entries the answer listed. */
  entryIds: string[];
  /** Lesson mutations: the lesson. */
  lessonId: string | null;
}

export interface Journal {
  acknowledged: Acknowledged[];
  /** Sent, never answered: the server died first. */
  inFlight: Set<WriteRequest>;
  /** Refusals by error code (expected: CONFLICT, NOT_ENOUGH_PRODUCT, BAD_REQUEST …). */
  refusals: Map<string, number>;
  /** Answers with INTERNAL_SERVER_ERROR or a 5xx status: a finding in themselves. */
  internalErrors: string[];
}

export const emptyJournal = (): Journal => ({
  acknowledged: [],
  inFlight: new Set(),
  refusals: new Map(),
  internalErrors: [],
});

export interface Client {
  target: GraphqlTarget;
  cookie: string;
}

export type SendResult =
  | { kind: 'ok'; replayed: boolean; entryIds: string[]; lessonId: string | null }
  | { kind: 'refused'; code: string }
  | { kind: 'lost' };

/** Sends one write; `lost` when the connection broke (the server was killed) before an answer. */
export async function send(client: Client, request: WriteRequest): Promise<SendResult> {
  try {
    const answer = await graphql(
      client.target,
      { query: MUTATIONS[request.operation], variables: { input: request.input } },
      client.cookie,
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
    };
    return {
      kind: 'ok',
      replayed: data.replayed ?? false,
      entryIds: (data.entries ?? []).map((entry) => entry.id),
      lessonId: data.id ?? null,
    };
  } catch {
    return { kind: 'lost' };
  }
}

export function record(journal: Journal, request: WriteRequest, result: SendResult): void {
  if (result.kind === 'ok') {
    journal.acknowledged.push({ ...request, entryIds: result.entryIds, lessonId: result.lessonId });
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
      // Two-hour lessons starting every third hour from two days ahead: 400 starts per
      // instructor, enough that most bookings succeed and few enough that some collide.
      const slot = 48 + 3 * Math.floor(Math.random() * 400);
      const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + slot * 3_600_000);
      return {
        operation,
        studentId,
        input: {
          idempotencyKey,
          instructorId: pick(world.instructorIds),
          lessonTypeId: world.lessonTypeId,
          startTime: start.toISOString(),
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
  }
}

/**
 * `clients` concurrent loops of writes until `stop` resolves or the server stops answering.
 * Returns once every loop has ended; requests left unanswered are in `journal.inFlight`.
 */
export async function streamWrites(
  client: Client,
  world: CrashWorld,
  journal: Journal,
  options: { clients: number; stop: Promise<void> },
): Promise<number> {
  let stopped = false;
  let sent = 0;
  void options.stop.then(() => {
    stopped = true;
  });
  const loop = async () => {
    while (!stopped) {
      const request = nextRequest(world, journal);
      if (!request) continue;
      journal.inFlight.add(request);
      sent += 1;
      const result = await send(client, request);
      if (result.kind === 'lost') return;
      journal.inFlight.delete(request);
      record(journal, request, result);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, loop));
  return sent;
}
