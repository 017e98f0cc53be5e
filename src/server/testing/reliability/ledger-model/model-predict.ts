// What the model says a request must do: be refused (with which code), answer as a replay of its
// key's first answer, or be accepted writing entries with these amounts, after which `apply`
// moves the model on with the ids the system gave. The checks run in the order docs/ledger.md
// gives them: input shape, idempotency key, expected version, then the action's own rule.
import type { ErrorCode } from '../../../graphql/errors.ts';
import {
  actingStudent,
  LESSON_MINUTES,
  placeUse,
  type CatalogueEntry,
  type Item,
  type LedgerRequest,
  type LessonRequest,
  type Request,
} from './model-requests.ts';
import {
  apply,
  draw,
  heldLots,
  openLot,
  studentOf,
  usableLots,
  type Answer,
  type Model,
  type ModelEntry,
  type ModelStudent,
  type Taken,
} from './model-state.ts';

/** What the system answered to an accepted request. */
export interface Accepted {
  entries: { id: string; studentId: string; amountCents: number }[];
  /** Unknown (null) for lesson writes, which answer with the lesson. */
  replayed: boolean | null;
  lessonId: string | null;
}

export type Prediction =
  | { kind: 'refuse'; code: ErrorCode; why: string }
  | { kind: 'replay'; answer: Answer }
  | {
      kind: 'accept';
      /** The amount of each entry written, in order; null when the answer does not list them. */
      amounts: number[] | null;
      apply: (result: Accepted) => void;
      /** Which case of the action this is, for the run's tally. */
      note?: string;
    };

export interface Policy {
  windowHours: number;
  feeCents: number;
}

export interface World {
  catalogue: ReadonlyMap<string, CatalogueEntry>;
  policy: Policy;
}

const refuse = (code: ErrorCode, why: string): Prediction => ({ kind: 'refuse', code, why });

/**
 * Accepted, writing one entry per element of `writers` (a student may write two: a cancellation
 * and its late fee); each entry bumps its student's version and adds its amount to the funds.
 */
function accept(
  writers: ModelStudent[],
  amounts: number[],
  key: { key: string; holders: ModelStudent[] } | null,
  effect: (ids: string[], result: Accepted) => void,
  listed = true,
): Extract<Prediction, { kind: 'accept' }> {
  return {
    kind: 'accept',
    // `+ 0`: a negated zero is −0 in JavaScript; the ledger stores plain zeros.
    amounts: listed ? amounts.map((amount) => amount + 0) : null,
    apply: (result) => {
      writers.forEach((student, index) => {
        student.version += 1;
        student.funds += amounts[index]!;
      });
      const ids = result.entries.map((entry) => entry.id);
      effect(ids, result);
      // A money action remembers its key on the acting student's ledger, with every entry it
      // wrote (both halves of a transfer); a lesson write on each student's ledger it wrote.
      for (const student of key?.holders ?? [])
        student.keys.set(key!.key, { entryIds: ids, lessonId: result.lessonId });
    },
  };
}

export function predict(model: Model, world: World, request: Request, now: number): Prediction {
  if (request.op === 'dailyExpiration') return predictDaily(model, now);
  if (request.op === 'book' || request.op === 'cancel')
    return predictLesson(model, world, request, now);
  return predictLedger(model, world, request, now);
}

/** Merges quantities of the same product, first-met order (as the rules do). */
function merged(items: readonly Item[]): Item[] {
  const totals = new Map<string, Item>();
  for (const item of items) {
    const found = totals.get(item.productId);
    if (found) found.quantity += item.quantity;
    else totals.set(item.productId, { ...item });
  }
  return [...totals.values()];
}

function invalidInput(request: LedgerRequest): string | null {
  if (request.expectedVersion !== null && request.expectedVersion < 0) return 'negative version';
  if (request.op === 'purchase' && request.amountCents < 0) return 'negative amount';
  if (request.op === 'charge' && request.amountCents < 1) return 'charge below one cent';
  if ('items' in request && request.items.some((item) => item.quantity < 1)) return 'quantity < 1';
  return null;
}

function findOpen(
  student: ModelStudent,
  id: string,
  kind: ModelEntry['kind'],
): ModelEntry | Prediction {
  const entry = student.entries.get(id);
  if (!entry) return refuse('NOT_FOUND', `${kind} not on this ledger`);
  if (entry.kind !== kind) return refuse('BAD_REQUEST', `${entry.kind} is not a ${kind}`);
  if (entry.settled) return refuse('CONFLICT', `${kind} already settled`);
  return entry;
}

const isPrediction = (value: ModelEntry | Prediction): value is Prediction => 'why' in value;

function predictLedger(
  model: Model,
  world: World,
  request: LedgerRequest,
  now: number,
): Prediction {
  const invalid = invalidInput(request);
  if (invalid) return refuse('VALIDATION_ERROR', invalid);
  const acting = studentOf(model, actingStudent(request));
  const answer = acting.keys.get(request.key);
  if (answer) return { kind: 'replay', answer };
  if (request.expectedVersion !== null && request.expectedVersion !== acting.version)
    return refuse(
      'LEDGER_OUT_OF_SYNC',
      `expected ${request.expectedVersion}, is ${acting.version}`,
    );
  const key = { key: request.key, holders: [acting] };

  switch (request.op) {
    case 'purchase': {
      const lines = expand(world.catalogue, request.items);
      return accept([acting], [request.amountCents], key, ([id]) => {
        const purchase = {
          kind: 'purchase' as const,
          id: id!,
          studentId: acting.id,
          paid: request.amountCents,
          refunded: 0,
          settled: false,
          lots: lines.map(([productId, type, qty]) =>
            openLot(acting, productId, type, qty, request.expiresAt),
          ),
        };
        acting.entries.set(purchase.id, purchase);
        model.purchases.push(purchase);
      });
    }
    case 'charge':
      return accept([acting], [request.amountCents], key, () => {});
    case 'refund': {
      if (request.amountCents === 0 && request.items.length === 0)
        return refuse('BAD_REQUEST', 'refunds nothing');
      const found = findOpen(acting, request.purchaseId, 'purchase');
      if (isPrediction(found)) return found;
      if (found.kind !== 'purchase') throw new Error('unreachable');
      if (request.amountCents > found.paid - found.refunded)
        return refuse('BAD_REQUEST', 'more than refundable');
      if (request.amountCents > acting.funds)
        return refuse('NOT_ENOUGH_PRODUCT', 'funds moved away');
      const lines: Taken[] = [];
      for (const item of merged(request.items)) {
        const drawn = draw(
          found.lots.filter((lot) => lot.productId === item.productId),
          item.quantity,
        );
        if (!drawn) return refuse('NOT_ENOUGH_PRODUCT', 'products of the purchase gone');
        lines.push(...drawn);
      }
      return accept([acting], [-request.amountCents], key, ([id]) => {
        apply(lines, -1);
        found.refunded += request.amountCents;
        const refund = {
          kind: 'refund' as const,
          id: id!,
          studentId: acting.id,
          purchase: found,
          amount: request.amountCents,
          lines,
          settled: false,
        };
        acting.entries.set(refund.id, refund);
        model.refunds.push(refund);
      });
    }
    case 'voidPurchase': {
      const found = findOpen(acting, request.purchaseId, 'purchase');
      if (isPrediction(found)) return found;
      if (found.kind !== 'purchase') throw new Error('unreachable');
      if (model.refunds.some((refund) => refund.purchase === found && !refund.settled))
        return refuse('CONFLICT', 'a refund stands');
      if (found.lots.some((lot) => lot.qty < lot.opened))
        return refuse('NOT_ENOUGH_PRODUCT', 'something it bought was used');
      if (acting.funds < found.paid) return refuse('NOT_ENOUGH_PRODUCT', 'money moved away');
      return accept([acting], [-found.paid], key, () => {
        for (const lot of found.lots) lot.qty -= lot.opened;
        found.settled = true;
      });
    }
    case 'voidRefund': {
      const found = findOpen(acting, request.refundId, 'refund');
      if (isPrediction(found)) return found;
      if (found.kind !== 'refund') throw new Error('unreachable');
      return accept([acting], [found.amount], key, () => {
        apply(found.lines, 1);
        found.settled = true;
        found.purchase.refunded -= found.amount;
      });
    }
    case 'editPurchase': {
      const found = findOpen(acting, request.purchaseId, 'purchase');
      if (isPrediction(found)) return found;
      if (found.kind !== 'purchase') throw new Error('unreachable');
      let delta = 0;
      if (request.amountCents !== null) {
        if (request.amountCents < found.refunded)
          return refuse('BAD_REQUEST', 'below what was refunded');
        delta = request.amountCents - found.paid;
        if (acting.funds + delta < 0) return refuse('NOT_ENOUGH_PRODUCT', 'money moved away');
      }
      if (request.expiresAt !== null && request.expiresAt <= now)
        return refuse('BAD_REQUEST', 'past date');
      if (delta === 0 && request.expiresAt === null)
        return refuse('BAD_REQUEST', 'changes nothing');
      return accept([acting], [delta], key, () => {
        found.paid += delta;
        if (request.expiresAt !== null)
          for (const lot of found.lots) lot.expiresAt = request.expiresAt;
      });
    }
    case 'transferPurchase': {
      if (request.fromStudentId === request.toStudentId) return refuse('BAD_REQUEST', 'to oneself');
      const receiver = studentOf(model, request.toStudentId);
      const usable = usableLots(acting, now);
      const outgoing: Taken[] = [];
      for (const item of merged(request.items)) {
        const drawn = draw(
          usable.filter((lot) => lot.productId === item.productId),
          item.quantity,
        );
        if (!drawn) return refuse('NOT_ENOUGH_PRODUCT', 'not enough to transfer');
        outgoing.push(...drawn);
      }
      return accept([acting, receiver], [0, 0], key, () => {
        apply(outgoing, -1);
        for (const { lot, qty } of outgoing)
          openLot(receiver, lot.productId, lot.type, qty, lot.expiresAt);
      });
    }
    case 'transferAccount': {
      if (request.fromStudentId === request.toStudentId) return refuse('BAD_REQUEST', 'to oneself');
      const receiver = studentOf(model, request.toStudentId);
      const outgoing = acting.lots.filter((lot) => lot.qty > 0);
      if (outgoing.length === 0 && acting.funds === 0)
        return refuse('BAD_REQUEST', 'nothing to move');
      const funds = acting.funds;
      return accept([acting, receiver], [-funds, funds], key, () => {
        for (const lot of outgoing) {
          openLot(receiver, lot.productId, lot.type, lot.qty, lot.expiresAt);
          lot.qty = 0;
        }
      });
    }
    case 'expireProducts': {
      const held = heldLots(acting);
      const lines: Taken[] = [];
      for (const item of merged(request.items)) {
        const drawn = draw(
          held.filter((lot) => lot.productId === item.productId),
          item.quantity,
        );
        if (!drawn) return refuse('NOT_ENOUGH_PRODUCT', 'more than held');
        lines.push(...drawn);
      }
      return accept([acting], [0], key, ([id]) => {
        apply(lines, -1);
        recordExpiration(model, acting, id!, lines);
      });
    }
    case 'voidExpiration': {
      const found = findOpen(acting, request.expirationId, 'expireProducts');
      if (isPrediction(found)) return found;
      if (found.kind !== 'expireProducts') throw new Error('unreachable');
      if (request.expiresAt <= now) return refuse('BAD_REQUEST', 'past date');
      return accept([acting], [0], key, () => {
        apply(found.lines, 1);
        for (const { lot } of found.lines) lot.expiresAt = request.expiresAt;
        found.settled = true;
      });
    }
    case 'transferExpiration': {
      if (request.fromStudentId === request.toStudentId) return refuse('BAD_REQUEST', 'to oneself');
      const receiver = studentOf(model, request.toStudentId);
      const found = findOpen(acting, request.expirationId, 'expireProducts');
      if (isPrediction(found)) return found;
      if (found.kind !== 'expireProducts') throw new Error('unreachable');
      if (request.expiresAt <= now) return refuse('BAD_REQUEST', 'past date');
      return accept([acting, receiver], [0, 0], key, () => {
        for (const { lot, qty } of found.lines)
          openLot(receiver, lot.productId, lot.type, qty, request.expiresAt);
        found.settled = true;
      });
    }
  }
}

/** A basket as the lots it opens: packages expanded, one lot per product, first-met order. */
function expand(
  catalogue: ReadonlyMap<string, CatalogueEntry>,
  items: readonly Item[],
): [string, Exclude<CatalogueEntry['type'], 'package'>, number][] {
  const parts: Item[] = [];
  for (const item of items) {
    const product = catalogue.get(item.productId)!;
    if (product.type !== 'package') parts.push({ ...item });
    else
      for (const part of product.components)
        parts.push({ productId: part.productId, quantity: part.quantity * item.quantity });
  }
  return merged(parts).map((item) => {
    const type = catalogue.get(item.productId)!.type;
    if (type === 'package') throw new Error('a package inside a package');
    return [item.productId, type, item.quantity];
  });
}

function recordExpiration(model: Model, student: ModelStudent, id: string, lines: Taken[]) {
  const expiration = {
    kind: 'expireProducts' as const,
    id,
    studentId: student.id,
    lines,
    settled: false,
  };
  student.entries.set(id, expiration);
  model.expirations.push(expiration);
}

/** The daily job: one Auto expiration per student holding lots past their date. */
function predictDaily(model: Model, now: number): Prediction {
  const due = model.students
    .map((student) => ({
      student,
      lines: student.lots
        .filter((lot) => lot.qty > 0 && lot.expiresAt <= now)
        .map((lot) => ({ lot, qty: lot.qty })),
    }))
    .filter(({ lines }) => lines.length > 0);
  return accept(
    due.map(({ student }) => student),
    due.map(() => 0),
    null,
    (_ids, result) => {
      for (const { student, lines } of due) {
        const entry = result.entries.find((written) => written.studentId === student.id);
        if (!entry) throw new Error(`the daily job wrote nothing for ${student.id}`);
        apply(lines, -1);
        recordExpiration(model, student, entry.id, lines);
      }
    },
  );
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

function predictLesson(
  model: Model,
  world: World,
  request: LessonRequest,
  now: number,
): Prediction {
  if (request.op === 'book') {
    // The booking sorts its students by id; the first one's ledger holds the key.
    const ids = [...request.studentIds].sort();
    const students = ids.map((id) => studentOf(model, id));
    const answer = students[0]!.keys.get(request.key);
    if (answer) return { kind: 'replay', answer };
    const use = placeUse(request.lessonType, ids.length);
    const take = (student: ModelStudent): Taken[] | null => {
      const taken: Taken[] = [];
      for (const [type, qty] of use) {
        const drawn = draw(
          usableLots(student, now).filter((lot) => lot.type === type),
          qty,
        );
        if (!drawn) return null;
        taken.push(...drawn);
      }
      return taken;
    };
    const slot = {
      start: request.start,
      end: request.start + LESSON_MINUTES[request.lessonType] * 60_000,
    };
    // The first student's minutes are taken before the slot is checked, the others' after.
    const first = take(students[0]!);
    if (!first) return refuse('NOT_ENOUGH_PRODUCT', 'first student');
    const live = model.lessons.filter((lesson) => !lesson.cancelled && overlaps(lesson, slot));
    if (live.some((lesson) => lesson.instructorId === request.instructorId))
      return refuse('CONFLICT', 'instructor busy');
    if (
      live.some((lesson) =>
        lesson.places.some((place) => place.active && ids.includes(place.studentId)),
      )
    )
      return refuse('CONFLICT', 'student busy');
    // Taking from the first student's lots changes nothing the second one draws from.
    const takes = [first, ...students.slice(1).map(take)];
    if (takes.some((taken) => taken === null)) return refuse('NOT_ENOUGH_PRODUCT', 'second');
    return accept(
      students,
      students.map(() => 0),
      { key: request.key, holders: students },
      (_ids, result) => {
        for (const taken of takes) apply(taken!, -1);
        model.lessons.push({
          id: result.lessonId!,
          instructorId: request.instructorId,
          ...slot,
          places: students.map((student, index) => ({
            studentId: student.id,
            taken: takes[index]!,
            active: true,
          })),
          cancelled: false,
        });
      },
      false,
    );
  }

  const lesson = model.lessons.find((candidate) => candidate.id === request.lessonId)!;
  for (const place of lesson.places) {
    const answer = studentOf(model, place.studentId).keys.get(request.key);
    if (answer?.lessonId === lesson.id) return { kind: 'replay', answer };
  }
  if (lesson.cancelled) return refuse('CONFLICT', 'already cancelled');
  const active = lesson.places.filter((place) => place.active);
  const targets = request.studentId
    ? active.filter((place) => place.studentId === request.studentId)
    : active;
  if (request.studentId && targets.length === 0)
    return lesson.places.some((place) => place.studentId === request.studentId)
      ? refuse('CONFLICT', 'place already cancelled')
      : refuse('VALIDATION_ERROR', 'not in this lesson');
  const late =
    request.initiatedBy === 'Student' && lesson.start - now < world.policy.windowHours * 3_600_000;
  const penalised = (request.reason === 'NO_SHOW' || late) && !request.waiveLateFee;
  const fee = penalised ? world.policy.feeCents : 0;
  const writers: ModelStudent[] = [];
  const amounts: number[] = [];
  for (const place of targets) {
    const student = studentOf(model, place.studentId);
    writers.push(student);
    amounts.push(0);
    if (fee > 0) {
      writers.push(student);
      amounts.push(fee);
    }
  }
  const cancelled = accept(
    writers,
    amounts,
    { key: request.key, holders: targets.map((place) => studentOf(model, place.studentId)) },
    () => {
      for (const place of targets) {
        if (!penalised) apply(place.taken, 1);
        place.active = false;
      }
      if (targets.length === active.length) lesson.cancelled = true;
    },
    false,
  );
  return { ...cancelled, note: penalised ? 'forfeited, fee charged' : 'minutes returned' };
}
