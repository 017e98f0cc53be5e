// Lessons use products: scheduling takes minutes (or a home pickup) from the balance, cancelling
// gives them back to the lots they came from. The lessons module calls these through the ledger
// service; the ledger only knows the lesson by id.
import { drawFromLots, mergeQuantities } from './draw-from-lots.ts';
import { usableLots, type LedgerState } from './ledger-state.ts';
import type { LedgerLine, StockType } from './ledger-types.ts';
import {
  accept,
  checkWhole,
  draftEntry,
  refuse,
  type RuleContext,
  type RuleResult,
} from './rule-result.ts';

export const CONSUMING_KINDS = [
  'scheduleLesson',
  'scheduleMultipleLessons',
  'updateLesson',
  'transferLesson',
] as const;
export const RETURNING_KINDS = [
  'cancelLesson',
  'removeStudentFromLesson',
  'updateLesson',
  'transferLesson',
] as const;

export interface LessonProductsInput<K> {
  studentId: string;
  kind: K;
  lessonId: string;
  /** Quantities per product type, e.g. 60 drivingMinute and 60 observationMinute. */
  items: readonly { productType: StockType; quantity: number }[];
}

/** Takes the quantities from lots not yet past their date, soonest-expiring first. */
/** What a lesson takes, in the words staff read in the refusal (the ledger speaks in types). */
const LESSON_USE_WORDS: Partial<Record<string, string>> = {
  drivingMinute: 'driving minutes',
  observationMinute: 'observation minutes',
  fee: 'road-test units (a fee product)',
};

export function consumeProducts(
  state: LedgerState,
  input: LessonProductsInput<(typeof CONSUMING_KINDS)[number]>,
  ctx: RuleContext,
): RuleResult {
  const invalid = input.items
    .map((item) => checkWhole({ quantity: item.quantity }, 1))
    .find(Boolean);
  if (invalid) return invalid;
  if (input.items.length === 0) return refuse('VALIDATION_ERROR', 'Name what the lesson uses.');
  const usable = usableLots(state, ctx.now);
  const lines: LedgerLine[] = [];
  for (const item of mergeQuantities(input.items, 'productType')) {
    const drawn = drawFromLots(
      usable.filter((lot) => lot.productType === item.productType),
      item.quantity,
    );
    if (!drawn)
      return refuse(
        'NOT_ENOUGH_PRODUCT',
        `The student does not hold enough ${LESSON_USE_WORDS[item.productType] ?? item.productType} for this lesson.`,
      );
    lines.push(...drawn);
  }
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: input.kind,
      lessonId: input.lessonId,
      lines,
    }),
  ]);
}

/**
 * Gives back what the lesson took, to the lots it took it from (latest taken first). An empty
 * item list records the action without returning anything (a forfeited late cancellation).
 */
export function returnProducts(
  state: LedgerState,
  input: LessonProductsInput<(typeof RETURNING_KINDS)[number]>,
  ctx: RuleContext,
): RuleResult {
  const invalid = input.items
    .map((item) => checkWhole({ quantity: item.quantity }, 1))
    .find(Boolean);
  if (invalid) return invalid;
  const use = state.lessonUse.get(input.lessonId) ?? new Map<string, number>();
  const lines: LedgerLine[] = [];
  for (const item of mergeQuantities(input.items, 'productType')) {
    let missing = item.quantity;
    const used = [...use.entries()]
      .map(([lotId, quantity]) => ({ lot: state.lots.get(lotId)!, quantity }))
      .filter(({ lot, quantity }) => quantity > 0 && lot.productType === item.productType)
      .reverse();
    for (const { lot, quantity } of used) {
      const given = Math.min(quantity, missing);
      if (given === 0) break;
      lines.push({
        lotId: lot.lotId,
        productId: lot.productId,
        productType: lot.productType,
        quantity: given,
        expiresAt: null,
      });
      missing -= given;
    }
    if (missing > 0) {
      return refuse('BAD_REQUEST', `The lesson used less ${item.productType} than that.`);
    }
  }
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: input.kind,
      lessonId: input.lessonId,
      lines,
    }),
  ]);
}
