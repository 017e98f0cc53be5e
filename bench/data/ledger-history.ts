// A student's ledger history, written by the ledger's own rules (src/domain/ledger/): each step
// asks a rule for its entries against the state replayed so far, exactly as writeLedger does, so
// the stored entries satisfy every invariant the server relies on (no lot below zero, voids that
// negate what they void, refunds within what was paid, one settlement per entry).
import { charge } from '../../src/domain/ledger/charge.ts';
import { editPurchase } from '../../src/domain/ledger/edit-purchase.ts';
import { expireProducts } from '../../src/domain/ledger/expire-products.ts';
import { consumeProducts, returnProducts } from '../../src/domain/ledger/lesson-products.ts';
import {
  applyEntry,
  emptyLedger,
  usableLots,
  type LedgerState,
} from '../../src/domain/ledger/ledger-state.ts';
import type { LedgerEntry, PaymentMethod, StockType } from '../../src/domain/ledger/ledger-types.ts';
import { purchase } from '../../src/domain/ledger/purchase.ts';
import { refund } from '../../src/domain/ledger/refund.ts';
import type { RuleContext, RuleResult } from '../../src/domain/ledger/rule-result.ts';
import { voidPurchase } from '../../src/domain/ledger/void-purchase.ts';
import { voidRefund } from '../../src/domain/ledger/void-refund.ts';
import { randomBasket, type Catalogue } from './catalogue.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;

export const STAFF: readonly { id: string; name: string }[] = [
  { id: 'bench-staff-1', name: 'Dana Whitfield' },
  { id: 'bench-staff-2', name: 'Marco Bellini' },
  { id: 'bench-staff-3', name: 'Priya Raman' },
  { id: 'bench-staff-4', name: 'Tom Okafor' },
  { id: 'bench-staff-5', name: 'Lucía Ferrer' },
];
const DAILY_JOB = { id: null, name: 'Daily expiration' };
const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'stripe', 'stripe', 'stripe', 'cash', 'check', 'paypal', 'cashCheck', 'corporate',
];

export interface GeneratedEntry {
  entry: LedgerEntry;
  version: number;
  author: { id: string | null; name: string };
  /** The idempotency key the staff action was sent with (money actions only). */
  idempotencyKey: string | null;
}

const MONEY_KINDS = new Set(['purchase', 'charge', 'refund', 'voidRefund', 'editPurchase', 'voidPurchase']);

function reference(random: Random, method: PaymentMethod): string | null {
  if (method === 'check') return `check ${random.int(1000, 9999)}`;
  if (method === 'stripe') return `pi_${random.uuid().replaceAll('-', '').slice(0, 24)}`;
  return null;
}

/**
 * `count` entries for one student between `from` and `to` (both epoch ms), oldest first. Lots
 * bought for a year, lessons of one to two hours, some cancelled, late fees, refunds (some voided),
 * corrected payments, a purchase voided right away now and then, and the daily job's expirations.
 */
export function generateLedgerHistory(
  random: Random,
  catalogue: Catalogue,
  studentId: string,
  count: number,
  from: number,
  to: number,
): GeneratedEntry[] {
  const state: LedgerState = emptyLedger();
  const out: GeneratedEntry[] = [];
  const openLessons: { lessonId: string; items: { productType: StockType; quantity: number }[] }[] = [];
  const purchases: string[] = [];
  const refunds: string[] = [];
  const step = (to - from) / Math.max(count, 1);
  let time = from;
  let justBought: string | null = null;
  let attempts = 0;

  const record = (result: RuleResult, author: GeneratedEntry['author']): boolean => {
    if (!result.ok || result.entries.length === 0) return false;
    const entry = result.entries[0]!;
    applyEntry(state, entry);
    out.push({
      entry,
      version: out.length + 1,
      author,
      idempotencyKey: MONEY_KINDS.has(entry.kind) && entry.origin === 'manual' ? random.uuid() : null,
    });
    return true;
  };

  while (out.length < count && attempts < count * 20) {
    attempts += 1;
    time = Math.min(time + step * (0.2 + random.next() * 1.6), to);
    const now = new Date(time);
    const staff = random.pick(STAFF);
    const ctx: RuleContext = { newId: () => random.uuid(), now, origin: 'manual', note: null };

    // The daily job runs before anything else happens on a day a lot has passed its date.
    const due = [...state.lots.values()].some((lot) => lot.quantity > 0 && lot.expiresAt <= now);
    if (due) {
      record(expireProducts(state, { studentId }, { ...ctx, origin: 'auto' }), DAILY_JOB);
      continue;
    }
    if (justBought && random.chance(0.03)) {
      // Entered by mistake: voided straight away.
      if (record(voidPurchase(state, { studentId, purchaseId: justBought }, ctx), staff)) {
        justBought = null;
        continue;
      }
    }
    justBought = null;

    const driving = usableLots(state, now)
      .filter((lot) => lot.productType === 'drivingMinute')
      .reduce((sum, lot) => sum + lot.quantity, 0);
    const roll = random.next();

    if (driving < 60 || roll < 0.13) {
      const method = random.pick(PAYMENT_METHODS);
      const basket = randomBasket(random, catalogue, purchases.length === 0);
      const discount = random.chance(0.15) ? random.int(5, 20) : 0;
      const months = random.chance(0.2) ? 3 : 12;
      const result = purchase(
        {
          studentId,
          items: basket.items,
          payment: {
            method,
            amountCents: Math.round((basket.priceCents * (100 - discount)) / 100),
            reference: reference(random, method),
          },
          expiresAt: new Date(time + months * 30 * DAY_MS),
        },
        catalogue.byId,
        ctx,
      );
      if (record(result, staff)) {
        justBought = out.at(-1)!.entry.id;
        purchases.push(justBought);
      }
    } else if (roll < 0.62) {
      const minutes = Math.min(random.pick([60, 60, 90, 120]), driving - (driving % 30));
      const items: { productType: StockType; quantity: number }[] = [
        { productType: 'drivingMinute', quantity: minutes },
      ];
      const lessonId = random.uuid();
      const kind = random.chance(0.1) ? 'scheduleMultipleLessons' : 'scheduleLesson';
      if (record(consumeProducts(state, { studentId, kind, lessonId, items }, ctx), staff)) {
        openLessons.push({ lessonId, items });
        if (openLessons.length > 8) openLessons.shift();
      }
    } else if (roll < 0.74 && openLessons.length > 0) {
      const lesson = openLessons.splice(random.int(0, openLessons.length - 1), 1)[0]!;
      // A late cancellation is forfeited: nothing comes back (and a fee may follow).
      const items = random.chance(0.15) ? [] : lesson.items;
      const kind = random.chance(0.2) ? 'removeStudentFromLesson' : 'cancelLesson';
      record(returnProducts(state, { studentId, kind, lessonId: lesson.lessonId, items }, ctx), staff);
    } else if (roll < 0.82) {
      const method = random.pick(PAYMENT_METHODS);
      const amountCents = random.pick([2_500, 3_500, 5_000, 7_500]);
      record(charge({ studentId, amountCents, method, reference: reference(random, method) }, ctx), staff);
    } else if (roll < 0.88 && purchases.length > 0) {
      const facts = state.entries.get(random.pick(purchases));
      const left = facts ? facts.paidCents - facts.refundedCents : 0;
      if (facts && left > 0) {
        const amountCents = Math.max(1, Math.round(left * random.pick([0.1, 0.25, 0.5])));
        if (record(refund(state, { studentId, purchaseId: facts.entry.id, amountCents }, ctx), staff)) {
          refunds.push(out.at(-1)!.entry.id);
        }
      }
    } else if (roll < 0.9 && refunds.length > 0) {
      record(voidRefund(state, { studentId, refundId: random.pick(refunds) }, ctx), staff);
    } else if (roll < 0.95 && purchases.length > 0) {
      const facts = state.entries.get(random.pick(purchases));
      if (facts) {
        const amountCents = Math.max(facts.refundedCents, facts.paidCents + random.pick([-2_000, -500, 1_000, 2_500]));
        const input = { studentId, purchaseId: facts.entry.id, amountCents };
        record(editPurchase(state, input, ctx), staff);
      }
    } else if (openLessons.length > 0) {
      // A no-show: the lesson is closed and nothing comes back.
      const lessonId = openLessons.pop()!.lessonId;
      record(returnProducts(state, { studentId, kind: 'cancelLesson', lessonId, items: [] }, ctx), staff);
    }
  }
  return out;
}
