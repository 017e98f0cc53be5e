// A small ledger that uses every kind of entry the sync check's SQL must understand: purchases of
// packages, lessons, refunds, charges, expirations (standing, voided, transferred), transfers.
import type { Platform } from '../../../platform.ts';
import {
  chargeAction,
  consumeProducts,
  expireProductsAction,
  recordPurchaseAction,
  refundAction,
  returnProducts,
  transferExpirationAction,
  transferPurchaseAction,
  voidExpirationAction,
} from '../../ledger/ledger.service.ts';
import { createProduct, createStudents, inDays } from '../../ledger/testing/ledger-fixtures.ts';

const author = { id: null, name: 'Front desk' };
let keys = 0;
const key = () => `varied-${(keys += 1)}`;

export interface VariedLedger {
  studentIds: string[];
  driving: string;
  observation: string;
}

export async function buildVariedLedger(
  platform: Platform,
  names: string[],
): Promise<VariedLedger> {
  const db = platform.db.db;
  const studentIds = await createStudents(db, names);
  const [a, b, c, d] = studentIds as [string, string, string, string];
  const driving = await createProduct(db, `Driving ${names[0]}`, 'drivingMinute');
  const observation = await createProduct(db, `Observation ${names[0]}`, 'observationMinute');
  const fee = await createProduct(db, `Fee ${names[0]}`, 'fee');
  const pack = await createProduct(db, `Pack ${names[0]}`, 'package', [
    { productId: driving, quantity: 360 },
    { productId: observation, quantity: 120 },
    { productId: fee, quantity: 1 },
  ]);
  const buy = async (
    studentId: string,
    items: { productId: string; quantity: number }[],
    amountCents: number,
  ) =>
    recordPurchaseAction(platform, author, {
      idempotencyKey: key(),
      studentId,
      items,
      paymentMethod: 'check',
      amountCents,
      expiresAt: inDays(90),
    });
  const expire = async (studentId: string, productId: string, quantity: number) =>
    (
      await expireProductsAction(platform, author, {
        idempotencyKey: key(),
        studentId,
        items: [{ productId, quantity }],
      })
    ).entries[0]!.id;

  // a: a package, a lesson and its partial return, a refund, a charge, a standing expiration.
  const purchaseA = (await buy(a, [{ productId: pack, quantity: 1 }], 89_900)).entries[0]!.id;
  await platform.db.transaction((tx) =>
    consumeProducts(
      tx,
      'scheduleLesson',
      { studentId: a, lessonId: 'l-1', items: [{ productType: 'drivingMinute', quantity: 90 }] },
      { author },
    ),
  );
  await platform.db.transaction((tx) =>
    returnProducts(
      tx,
      'cancelLesson',
      { studentId: a, lessonId: 'l-1', items: [{ productType: 'drivingMinute', quantity: 30 }] },
      { author },
    ),
  );
  await refundAction(platform, author, {
    idempotencyKey: key(),
    studentId: a,
    purchaseId: purchaseA,
    amountCents: 10_000,
    items: [{ productId: fee, quantity: 1 }],
  });
  await chargeAction(platform, author, {
    idempotencyKey: key(),
    studentId: a,
    amountCents: 2_500,
    paymentMethod: 'cash',
  });
  await expire(a, observation, 45);

  // b: an expiration voided (minutes come back, nothing counts as expired).
  await buy(b, [{ productId: driving, quantity: 120 }], 12_000);
  const expirationB = await expire(b, driving, 60);
  await voidExpirationAction(platform, author, {
    idempotencyKey: key(),
    studentId: b,
    expirationId: expirationB,
    expiresAt: inDays(30),
  });
  await expire(b, driving, 20);

  // c: an expiration transferred to d; part of a purchase transferred to d.
  await buy(
    c,
    [
      { productId: driving, quantity: 200 },
      { productId: observation, quantity: 60 },
    ],
    30_000,
  );
  const expirationC = await expire(c, driving, 50);
  await transferExpirationAction(platform, author, {
    idempotencyKey: key(),
    fromStudentId: c,
    toStudentId: d,
    expirationId: expirationC,
    expiresAt: inDays(30),
  });
  await transferPurchaseAction(platform, author, {
    idempotencyKey: key(),
    fromStudentId: c,
    toStudentId: d,
    items: [{ productId: observation, quantity: 15 }],
  });
  return { studentIds, driving, observation };
}
