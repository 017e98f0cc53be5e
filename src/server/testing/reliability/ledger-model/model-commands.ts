// The steps fast-check strings together. An intent is generated ahead (which student, which
// basket, which earlier purchase by index…); when the step runs it is resolved against the model
// into a concrete request (real ids, key, expected version), so shrinking keeps sequences valid.
import fc from 'fast-check';
import type { Products, Run } from './model-world.ts';
import type { Item, LessonTypeKey, Request } from './model-requests.ts';
import { actingStudent } from './model-requests.ts';
import { studentOf, type Model } from './model-state.ts';
import { step } from './model-step.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Version = 'none' | 'current' | 'stale' | 'ahead';
type Basket =
  | 'driving60'
  | 'driving240'
  | 'highway'
  | 'observation'
  | 'roadTest'
  | 'package'
  | 'mixed'
  | 'zero';
type ProductKey = 'driving' | 'highway' | 'observation' | 'roadTest';

export type Intent =
  | {
      op: 'purchase';
      student: number;
      basket: Basket;
      amount: number;
      expiry: 'soon' | 'later' | 'past';
      version: Version;
    }
  | { op: 'charge'; student: number; amount: number; version: Version }
  | {
      op: 'refund';
      pick: number;
      stranger: boolean;
      amount: 'all' | 'half' | 'some' | 'over' | 'zero';
      items: 'none' | 'some' | 'all' | 'tooMany';
      version: Version;
    }
  | { op: 'voidPurchase'; pick: number; stranger: boolean; version: Version }
  | { op: 'voidRefund'; pick: number; wrongKind: boolean; version: Version }
  | {
      op: 'editPurchase';
      pick: number;
      amount: 'keep' | 'more' | 'less' | 'belowRefunded';
      extend: boolean;
      version: Version;
    }
  | {
      op: 'transferPurchase';
      student: number;
      offset: number;
      product: ProductKey;
      quantity: number;
      version: Version;
    }
  | { op: 'transferAccount'; student: number; offset: number; version: Version }
  | {
      op: 'expireProducts';
      student: number;
      product: ProductKey;
      quantity: number;
      version: Version;
    }
  | { op: 'dailyExpiration' }
  | { op: 'voidExpiration'; pick: number; version: Version }
  | { op: 'transferExpiration'; pick: number; offset: number; version: Version }
  | {
      op: 'book';
      lessonType: LessonTypeKey;
      student: number;
      partner: number;
      instructor: number;
      slot: number;
    }
  | {
      op: 'cancel';
      pick: number;
      initiatedBy: 'Student' | 'RoadReady';
      reason: 'OTHER' | 'NO_SHOW';
      waive: boolean;
      place: 'all' | 'first' | 'stranger';
    }
  | { op: 'replay'; pick: number };

const student = fc.nat({ max: 2 });
const pick = fc.nat({ max: 50 });
/** 0 now and then: a transfer to oneself, which the rules refuse. */
/** Now and then another student's ledger: the entry is not on it (NOT_FOUND). */
const stranger = fc.constantFrom(false, false, false, true);
const offset = fc.constantFrom(1, 2, 1, 2, 0);
const version = fc.oneof(
  { arbitrary: fc.constant<Version>('none'), weight: 8 },
  { arbitrary: fc.constant<Version>('current'), weight: 4 },
  { arbitrary: fc.constantFrom<Version>('stale', 'ahead'), weight: 1 },
);
const product = fc.constantFrom<ProductKey>('driving', 'highway', 'observation', 'roadTest');

const intents: fc.Arbitrary<Intent>[] = [];
const add = (weight: number, arbitrary: fc.Arbitrary<Intent>) => {
  for (let i = 0; i < weight; i += 1) intents.push(arbitrary);
};
add(
  5,
  fc.record({
    op: fc.constant('purchase'),
    student,
    basket: fc.constantFrom<Basket>(
      'driving60',
      'driving240',
      'driving240',
      'highway',
      'observation',
      'roadTest',
      'package',
      'package',
      'mixed',
      'mixed',
      'zero',
    ),
    amount: fc.constantFrom(0, 1500, 5000, 5000, 12000, 12000, -100),
    expiry: fc.constantFrom('soon', 'later', 'soon', 'later', 'past'),
    version,
  }),
);
add(
  1,
  fc.record({ op: fc.constant('charge'), student, amount: fc.constantFrom(2500, 1, 0), version }),
);
add(
  3,
  fc.record({
    op: fc.constant('refund'),
    pick,
    stranger,
    amount: fc.constantFrom('all', 'half', 'some', 'over', 'zero'),
    items: fc.constantFrom('none', 'none', 'some', 'all', 'tooMany'),
    version,
  }),
);
add(2, fc.record({ op: fc.constant('voidPurchase'), pick, stranger, version }));
add(2, fc.record({ op: fc.constant('voidRefund'), pick, wrongKind: fc.boolean(), version }));
add(
  1,
  fc.record({
    op: fc.constant('editPurchase'),
    pick,
    amount: fc.constantFrom('keep', 'more', 'less', 'belowRefunded'),
    extend: fc.boolean(),
    version,
  }),
);
add(
  2,
  fc.record({
    op: fc.constant('transferPurchase'),
    student,
    offset,
    product,
    quantity: fc.constantFrom(1, 30, 120, 1000),
    version,
  }),
);
add(1, fc.record({ op: fc.constant('transferAccount'), student, offset, version }));
add(
  1,
  fc.record({
    op: fc.constant('expireProducts'),
    student,
    product,
    quantity: fc.constantFrom(10, 60, 1000),
    version,
  }),
);
add(1, fc.record({ op: fc.constant('dailyExpiration') }));
add(1, fc.record({ op: fc.constant('voidExpiration'), pick, version }));
add(1, fc.record({ op: fc.constant('transferExpiration'), pick, offset, version }));
add(
  4,
  fc.record({
    op: fc.constant('book'),
    lessonType: fc.constantFrom<LessonTypeKey>('Standard', 'Standard', 'Shared', 'RoadTest'),
    student,
    partner: fc.constantFrom(0, 1, 2),
    instructor: fc.nat({ max: 1 }),
    slot: fc.nat({ max: 7 }),
  }),
);
add(
  3,
  fc.record({
    op: fc.constant('cancel'),
    pick,
    initiatedBy: fc.constantFrom('Student', 'RoadReady'),
    reason: fc.constantFrom('OTHER', 'OTHER', 'NO_SHOW'),
    waive: fc.boolean(),
    place: fc.constantFrom('all', 'all', 'first', 'stranger'),
  }),
);
add(2, fc.record({ op: fc.constant('replay'), pick }));

function basketItems(products: Products, basket: Basket): Item[] {
  const one = (productId: string, quantity: number) => [{ productId, quantity }];
  switch (basket) {
    case 'driving60':
      return one(products.driving, 60);
    case 'driving240':
      return one(products.driving, 240);
    case 'highway':
      return one(products.highway, 90);
    case 'observation':
      return one(products.observation, 60);
    case 'roadTest':
      return one(products.roadTest, 1);
    case 'package':
      return one(products.teenPackage, 1);
    case 'mixed':
      return [...one(products.driving, 60), ...one(products.roadTest, 1)];
    case 'zero':
      return one(products.driving, 0);
  }
}

const nth = <T>(list: readonly T[], index: number): T | undefined => list[index % list.length];

/** What the intent needs to exist in the model before it can be resolved. */
function resolvable(model: Model, intent: Intent): boolean {
  switch (intent.op) {
    case 'refund':
    case 'voidPurchase':
    case 'editPurchase':
      return model.purchases.length > 0;
    case 'voidRefund':
      return model.refunds.length > 0;
    case 'voidExpiration':
    case 'transferExpiration':
      return model.expirations.length > 0;
    case 'cancel':
      return model.lessons.length > 0;
    case 'replay':
      return model.history.length > 0;
    default:
      return true;
  }
}

function resolve(model: Model, run: Run, intent: Intent): Request {
  const ids = run.real.studentIds;
  const { products } = run.school;
  const key = `${run.tag}-${(run.keys += 1)}`;
  const versionOf = (studentId: string, wanted: Version) => {
    const current = studentOf(model, studentId).version;
    if (wanted === 'none') return null;
    return current + { current: 0, stale: -1, ahead: 1 }[wanted];
  };
  const write = <T extends Request>(request: T, wanted: Version): T => {
    if (request.op === 'book' || request.op === 'cancel' || request.op === 'dailyExpiration')
      return request;
    return { ...request, expectedVersion: versionOf(actingStudent(request), wanted) };
  };
  const other = (index: number, by: number) => ids[(index + by) % 3]!;
  switch (intent.op) {
    case 'purchase':
      return write(
        {
          op: 'purchase',
          key,
          expectedVersion: null,
          studentId: ids[intent.student]!,
          items: basketItems(products, intent.basket),
          amountCents: intent.amount,
          expiresAt:
            intent.expiry === 'past'
              ? run.startedAt - DAY
              : run.startedAt + (intent.expiry === 'soon' ? 30 : 60) * DAY,
          backdated: intent.expiry === 'past',
        },
        intent.version,
      );
    case 'charge':
      return write(
        {
          op: 'charge',
          key,
          expectedVersion: null,
          studentId: ids[intent.student]!,
          amountCents: intent.amount,
        },
        intent.version,
      );
    case 'refund': {
      const purchase = nth(model.purchases, intent.pick)!;
      const left = purchase.paid - purchase.refunded;
      const amountCents = {
        all: left,
        half: Math.floor(left / 2),
        some: 100,
        over: left + 100,
        zero: 0,
      }[intent.amount];
      const first = purchase.lots[0]!;
      const items = {
        none: [],
        some: [{ productId: first.productId, quantity: Math.min(30, first.opened) }],
        all: purchase.lots.map((lot) => ({ productId: lot.productId, quantity: lot.opened })),
        tooMany: [{ productId: first.productId, quantity: first.opened + 1 }],
      }[intent.items];
      const owner = ids.indexOf(purchase.studentId);
      return write(
        {
          op: 'refund',
          key,
          expectedVersion: null,
          studentId: intent.stranger ? other(owner, 1) : purchase.studentId,
          purchaseId: purchase.id,
          amountCents,
          items,
        },
        intent.version,
      );
    }
    case 'voidPurchase': {
      const purchase = nth(model.purchases, intent.pick)!;
      const owner = ids.indexOf(purchase.studentId);
      return write(
        {
          op: 'voidPurchase',
          key,
          expectedVersion: null,
          studentId: intent.stranger ? other(owner, 1) : purchase.studentId,
          purchaseId: purchase.id,
        },
        intent.version,
      );
    }
    case 'voidRefund': {
      const refund = nth(model.refunds, intent.pick)!;
      return write(
        {
          op: 'voidRefund',
          key,
          expectedVersion: null,
          studentId: refund.studentId,
          // The purchase instead of its refund: voiding the wrong kind of entry.
          refundId: intent.wrongKind ? refund.purchase.id : refund.id,
        },
        intent.version,
      );
    }
    case 'editPurchase': {
      const purchase = nth(model.purchases, intent.pick)!;
      const amountCents = {
        keep: null,
        more: purchase.paid + 700,
        less: Math.max(0, purchase.paid - 1000),
        belowRefunded: Math.max(0, purchase.refunded - 1),
      }[intent.amount];
      return write(
        {
          op: 'editPurchase',
          key,
          expectedVersion: null,
          studentId: purchase.studentId,
          purchaseId: purchase.id,
          amountCents,
          expiresAt: intent.extend ? run.startedAt + 90 * DAY : null,
        },
        intent.version,
      );
    }
    case 'transferPurchase':
      return write(
        {
          op: 'transferPurchase',
          key,
          expectedVersion: null,
          fromStudentId: ids[intent.student]!,
          toStudentId: other(intent.student, intent.offset),
          items: [{ productId: products[intent.product], quantity: intent.quantity }],
        },
        intent.version,
      );
    case 'transferAccount':
      return write(
        {
          op: 'transferAccount',
          key,
          expectedVersion: null,
          fromStudentId: ids[intent.student]!,
          toStudentId: other(intent.student, intent.offset),
        },
        intent.version,
      );
    case 'expireProducts':
      return write(
        {
          op: 'expireProducts',
          key,
          expectedVersion: null,
          studentId: ids[intent.student]!,
          items: [{ productId: products[intent.product], quantity: intent.quantity }],
        },
        intent.version,
      );
    case 'dailyExpiration':
      return { op: 'dailyExpiration' };
    case 'voidExpiration': {
      const expiration = nth(model.expirations, intent.pick)!;
      return write(
        {
          op: 'voidExpiration',
          key,
          expectedVersion: null,
          studentId: expiration.studentId,
          expirationId: expiration.id,
          expiresAt: run.startedAt + 45 * DAY,
        },
        intent.version,
      );
    }
    case 'transferExpiration': {
      const expiration = nth(model.expirations, intent.pick)!;
      const owner = ids.indexOf(expiration.studentId);
      return write(
        {
          op: 'transferExpiration',
          key,
          expectedVersion: null,
          fromStudentId: expiration.studentId,
          toStudentId: other(owner, intent.offset),
          expirationId: expiration.id,
          expiresAt: run.startedAt + 45 * DAY,
        },
        intent.version,
      );
    }
    case 'book': {
      const shared = intent.lessonType === 'Shared' && intent.partner !== 0;
      return {
        op: 'book',
        key,
        lessonType: intent.lessonType,
        studentIds: shared
          ? [ids[intent.student]!, other(intent.student, intent.partner)]
          : [ids[intent.student]!],
        instructorId: run.real.instructorIds[intent.instructor]!,
        // Hourly from 90 minutes ahead: the first three start inside the 4-hour late window,
        // each at least half an hour from its edge, so the few seconds a run takes never matter.
        start: run.startedAt + 90 * 60_000 + intent.slot * HOUR,
      };
    }
    case 'cancel': {
      const lesson = nth(model.lessons, intent.pick)!;
      const inLesson = lesson.places.map((place) => place.studentId);
      const stranger = ids.find((id) => !inLesson.includes(id)) ?? null;
      return {
        op: 'cancel',
        key,
        lessonId: lesson.id,
        initiatedBy: intent.initiatedBy,
        reason: intent.reason,
        waiveLateFee: intent.waive,
        studentId: { all: null, first: inLesson[0]!, stranger }[intent.place],
      };
    }
    case 'replay':
      return nth(model.history, intent.pick)!;
  }
}

class Step implements fc.AsyncCommand<Model, Run> {
  readonly intent: Intent;
  constructor(intent: Intent) {
    this.intent = intent;
  }
  check(model: Readonly<Model>): boolean {
    return resolvable(model, this.intent);
  }
  async run(model: Model, run: Run): Promise<void> {
    const request = resolve(model, run, this.intent);
    model.history.push(request);
    await step(model, run, request);
  }
  toString(): string {
    return JSON.stringify(this.intent);
  }
}

export const steps = (maxCommands: number) =>
  fc.commands(
    intents.map((intent) => intent.map((value) => new Step(value))),
    { maxCommands, size: 'max' },
  );
