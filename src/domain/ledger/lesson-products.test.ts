import { describe, expect, it } from 'vitest';
import { consumeProducts, returnProducts } from './lesson-products.ts';
import { balancesByType } from './ledger-state.ts';
import { purchase } from './purchase.ts';
import {
  CATALOGUE,
  NEXT_YEAR,
  NOW,
  applyAll,
  entriesOf,
  ledgerFrom,
  testContext,
} from './test-fixtures.ts';

const SOON = new Date('2026-04-01T00:00:00Z');
const PAST = new Date('2026-02-15T00:00:00Z');

function holding() {
  const ctx = testContext(new Date('2026-01-01T00:00:00Z'));
  const buy = (quantity: number, expiresAt: Date) =>
    purchase(
      {
        studentId: 's1',
        items: [{ productId: 'driving', quantity }],
        payment: { method: 'cash', amountCents: 1 },
        expiresAt,
      },
      CATALOGUE,
      ctx,
    );
  const state = ledgerFrom(buy(30, PAST), buy(60, NEXT_YEAR), buy(60, SOON));
  return { state, ctx: testContext(NOW) };
}

const lesson = (quantity: number) => ({
  studentId: 's1',
  lessonId: 'l1',
  items: [{ productType: 'drivingMinute' as const, quantity }],
});

describe('consumeProducts and returnProducts', () => {
  it('uses minutes soonest-expiring first, skipping lots past their date', () => {
    const { state, ctx } = holding();
    const result = consumeProducts(state, { ...lesson(90), kind: 'scheduleLesson' }, ctx);
    const lines = entriesOf(result)[0]!.lines;
    expect(lines.map((line) => [state.lots.get(line.lotId)!.expiresAt, line.quantity])).toEqual([
      [SOON, -60],
      [NEXT_YEAR, -30],
    ]);
    applyAll(state, result);
    expect(consumeProducts(state, { ...lesson(31), kind: 'scheduleLesson' }, ctx)).toMatchObject({
      code: 'NOT_ENOUGH_PRODUCT',
      message: 'The student does not hold enough driving minutes for this lesson.',
    });
  });

  it('returns to the lots the lesson used, never more than it used', () => {
    const { state, ctx } = holding();
    applyAll(state, consumeProducts(state, { ...lesson(90), kind: 'scheduleLesson' }, ctx));
    const result = returnProducts(state, { ...lesson(45), kind: 'cancelLesson' }, ctx);
    expect(
      entriesOf(result)[0]!.lines.map((line) => [
        state.lots.get(line.lotId)!.expiresAt,
        line.quantity,
      ]),
    ).toEqual([
      [NEXT_YEAR, 30],
      [SOON, 15],
    ]);
    applyAll(state, result);
    expect(balancesByType(state).get('drivingMinute')).toBe(30 + 60 + 15 + 0);
    expect(returnProducts(state, { ...lesson(46), kind: 'cancelLesson' }, ctx)).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(returnProducts(state, { ...lesson(45), kind: 'cancelLesson' }, ctx).ok).toBe(true);
  });

  it('records a forfeited cancellation with no lines', () => {
    const { state, ctx } = holding();
    const result = returnProducts(
      state,
      { studentId: 's1', lessonId: 'l9', kind: 'cancelLesson', items: [] },
      ctx,
    );
    expect(entriesOf(result)[0]).toMatchObject({ kind: 'cancelLesson', lessonId: 'l9', lines: [] });
  });
});
