// Property tests: random sequences of purchases, refunds, transfers, lesson use, expirations and
// voids, run through the rules, must keep the ledger's invariants (docs/ledger.md "Invariants").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charge } from './charge.ts';
import { expireProducts } from './expire-products.ts';
import { consumeProducts, returnProducts } from './lesson-products.ts';
import {
  applyEntry,
  balancesByProduct,
  deriveLedger,
  emptyLedger,
  type LedgerState,
} from './ledger-state.ts';
import { STOCK_TYPES, type LedgerEntry, type LedgerEntryKind } from './ledger-types.ts';
import { purchase } from './purchase.ts';
import { refund } from './refund.ts';
import type { RuleContext, RuleResult } from './rule-result.ts';
import { CATALOGUE } from './test-fixtures.ts';
import { transferAccount } from './transfer-account.ts';
import { transferPurchase } from './transfer-purchase.ts';
import { voidExpiration } from './void-expiration.ts';
import { voidPurchase } from './void-purchase.ts';
import { voidRefund } from './void-refund.ts';

const STUDENTS = ['ann', 'ben', 'cat'] as const;
const PRODUCTS = ['driving', 'observing', 'fee', 'teen'] as const;
const DAY = 86_400_000;
const student = fc.constantFrom(...STUDENTS);
const pick = fc.nat(20);

const purchaseOp = fc.record({
  t: fc.constant('purchase' as const),
  s: student,
  product: fc.constantFrom(...PRODUCTS),
  qty: fc.integer({ min: 1, max: 200 }),
  amount: fc.nat(100_000),
  days: fc.integer({ min: 1, max: 120 }),
});
const refundOp = fc.record({
  t: fc.constant('refund' as const),
  s: student,
  pick,
  amount: fc.nat(60_000),
  qty: fc.nat(100),
});
const expireOp = fc.record({ t: fc.constant('expire' as const), s: student, days: fc.nat(15) });
const op = fc.oneof(
  { arbitrary: purchaseOp, weight: 4 },
  { arbitrary: refundOp, weight: 2 },
  { arbitrary: expireOp, weight: 1 },
  fc.record({
    t: fc.constant('transferPurchase'),
    s: student,
    to: student,
    product: fc.constantFrom(...PRODUCTS),
    qty: fc.integer({ min: 1, max: 150 }),
  }),
  fc.record({ t: fc.constant('transferAccount'), s: student, to: student }),
  {
    arbitrary: fc.record({
      t: fc.constant('consume'),
      s: student,
      lesson: fc.nat(3),
      qty: fc.integer({ min: 1, max: 120 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('return'),
      s: student,
      lesson: fc.nat(3),
      qty: fc.integer({ min: 1, max: 120 }),
    }),
    weight: 2,
  },
  fc.record({ t: fc.constant('charge'), s: student, amount: fc.integer({ min: 1, max: 5000 }) }),
  {
    arbitrary: fc.record({
      t: fc.constantFrom('voidPurchase', 'voidRefund', 'voidExpiration'),
      s: student,
      pick,
    }),
    weight: 2,
  },
);
const sequence = (maxLength: number) => fc.array(op, { minLength: 5, maxLength, size: 'max' });
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

class World {
  states = new Map<string, LedgerState>(STUDENTS.map((s) => [s, emptyLedger()]));
  logs = new Map<string, LedgerEntry[]>(STUDENTS.map((s) => [s, []]));
  now = new Date('2026-01-01T00:00:00Z');
  private ids = 0;
  ctx(): RuleContext {
    return { now: this.now, newId: () => `id-${++this.ids}` };
  }
  state(s: string) {
    return this.states.get(s)!;
  }
  pickEntry(s: string, kind: LedgerEntryKind, index: number): string {
    const found = this.logs.get(s)!.filter((entry) => entry.kind === kind);
    return found.length ? found[index % found.length]!.id : 'none';
  }
  apply(result: RuleResult) {
    if (!result.ok) return;
    for (const entry of result.entries) {
      applyEntry(this.state(entry.studentId), entry);
      this.logs.get(entry.studentId)!.push(entry);
    }
  }
  totals() {
    const totals = new Map<string, number>();
    let funds = 0;
    for (const state of this.states.values()) {
      funds += state.fundsCents;
      for (const [product, quantity] of balancesByProduct(state))
        totals.set(product, (totals.get(product) ?? 0) + quantity);
    }
    return { totals, funds };
  }
}

function run(world: World, o: Op): RuleResult {
  const ctx = world.ctx();
  const state = world.state(o.s);
  const lesson = 'lesson' in o ? `${o.s}-lesson-${o.lesson}` : '';
  switch (o.t) {
    case 'purchase':
      return purchase(
        {
          studentId: o.s,
          items: [{ productId: o.product, quantity: o.qty }],
          payment: { method: 'check', amountCents: o.amount },
          expiresAt: new Date(world.now.getTime() + o.days * DAY),
        },
        CATALOGUE,
        ctx,
      );
    case 'refund':
      return refund(
        state,
        {
          studentId: o.s,
          purchaseId: world.pickEntry(o.s, 'purchase', o.pick),
          amountCents: o.amount,
          items: o.qty ? [{ productId: 'driving', quantity: o.qty }] : [],
        },
        ctx,
      );
    case 'transferPurchase':
      return transferPurchase(
        state,
        {
          fromStudentId: o.s,
          toStudentId: o.to,
          items: [{ productId: o.product, quantity: o.qty }],
        },
        ctx,
      );
    case 'transferAccount':
      return transferAccount(state, { fromStudentId: o.s, toStudentId: o.to }, ctx);
    case 'consume':
      return consumeProducts(
        state,
        {
          studentId: o.s,
          kind: 'scheduleLesson',
          lessonId: lesson,
          items: [{ productType: 'drivingMinute', quantity: o.qty }],
        },
        ctx,
      );
    case 'return':
      return returnProducts(
        state,
        {
          studentId: o.s,
          kind: 'cancelLesson',
          lessonId: lesson,
          items: [{ productType: 'drivingMinute', quantity: o.qty }],
        },
        ctx,
      );
    case 'charge':
      return charge({ studentId: o.s, amountCents: o.amount, method: 'cash' }, ctx);
    case 'expire':
      world.now = new Date(world.now.getTime() + o.days * DAY);
      return expireProducts(state, { studentId: o.s }, { ...world.ctx(), origin: 'auto' });
    case 'voidPurchase':
      return voidPurchase(
        state,
        { studentId: o.s, purchaseId: world.pickEntry(o.s, 'purchase', o.pick) },
        ctx,
      );
    case 'voidRefund':
      return voidRefund(
        state,
        { studentId: o.s, refundId: world.pickEntry(o.s, 'refund', o.pick) },
        ctx,
      );
    case 'voidExpiration':
      return voidExpiration(
        state,
        {
          studentId: o.s,
          expirationId: world.pickEntry(o.s, 'expireProducts', o.pick),
          expiresAt: new Date(world.now.getTime() + 30 * DAY),
        },
        ctx,
      );
  }
}

/** Per product, the plain sum of every line in the log. */
function sumOfLines(entries: readonly LedgerEntry[]) {
  const sums = new Map<string, number>();
  for (const line of entries.flatMap((entry) => entry.lines))
    sums.set(line.productId, (sums.get(line.productId) ?? 0) + line.quantity);
  for (const [product, quantity] of sums) if (quantity === 0) sums.delete(product);
  return sums;
}

const snapshot = (state: LedgerState) => ({
  funds: state.fundsCents,
  balances: balancesByProduct(state),
  lots: new Map(
    [...state.lots].filter(([, lot]) => lot.quantity !== 0).map(([id, lot]) => [id, lot.quantity]),
  ),
});

describe('ledger invariants over random action sequences', () => {
  it('balances are sums of entries, never negative, conserved by transfers, restored by voids, and replayable', () => {
    fc.assert(
      fc.property(sequence(60), (ops) => {
        const world = new World();
        for (const o of ops) {
          const before = world.totals();
          const result = run(world, o);
          world.apply(result);
          if (result.ok && (o.t === 'transferPurchase' || o.t === 'transferAccount')) {
            expect(world.totals()).toEqual(before);
          }
          if (result.ok && o.t.startsWith('void')) {
            // A void is the exact negation of what it voids.
            const voided = result.entries[0]!;
            const original = world.logs
              .get(o.s)!
              .find((entry) => entry.id === voided.referenceEntryId)!;
            const amount =
              original.kind === 'purchase'
                ? world.state(o.s).entries.get(original.id)!.paidCents
                : original.amountCents;
            expect(voided.amountCents + amount).toBe(0);
            expect(sumOfLines([original, voided])).toEqual(new Map());
          }
          for (const [s, state] of world.states) {
            expect([...state.lots.values()].every((lot) => lot.quantity >= 0)).toBe(true);
            expect(state.fundsCents).toBeGreaterThanOrEqual(0);
            const log = world.logs.get(s)!;
            expect(balancesByProduct(state)).toEqual(sumOfLines(log));
            expect(state.fundsCents).toBe(log.reduce((sum, entry) => sum + entry.amountCents, 0));
          }
        }
        for (const [s, state] of world.states) {
          expect(snapshot(deriveLedger(world.logs.get(s)!))).toEqual(snapshot(state));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('voiding a purchase, refund or expiration right after it restores the exact prior balances', () => {
    const undoable = fc.oneof(purchaseOp, refundOp, expireOp);
    const VOID_OF = {
      purchase: 'voidPurchase',
      refund: 'voidRefund',
      expire: 'voidExpiration',
    } as const;
    fc.assert(
      fc.property(sequence(40), undoable, (prefix, o) => {
        const world = new World();
        for (const earlier of prefix) world.apply(run(world, earlier));
        const before = snapshot(world.state(o.s));
        const result = run(world, o);
        fc.pre(result.ok && result.entries.length > 0);
        world.apply(result);
        const ctx = world.ctx();
        const state = world.state(o.s);
        const id = (result as { entries: LedgerEntry[] }).entries[0]!.id;
        const undo =
          VOID_OF[o.t] === 'voidPurchase'
            ? voidPurchase(state, { studentId: o.s, purchaseId: id }, ctx)
            : VOID_OF[o.t] === 'voidRefund'
              ? voidRefund(state, { studentId: o.s, refundId: id }, ctx)
              : voidExpiration(
                  state,
                  {
                    studentId: o.s,
                    expirationId: id,
                    expiresAt: new Date(world.now.getTime() + DAY),
                  },
                  ctx,
                );
        expect(undo.ok).toBe(true);
        world.apply(undo);
        expect(snapshot(state)).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  it('covers every stock type in the catalogue used above', () => {
    const held = new Set([...CATALOGUE.values()].map((product) => product.type));
    expect(STOCK_TYPES.filter((type) => held.has(type))).toEqual([
      'drivingMinute',
      'fee',
      'observationMinute',
    ]);
  });
});
