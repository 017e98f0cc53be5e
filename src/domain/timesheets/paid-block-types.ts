// Which schedule blocks the school pays as non-teaching time (docs/timesheets.md "Paid time").
// Lessons are always paid, as teaching time, at their recorded length: TIME_LOG is that recorded
// length (src/domain/scheduling/schedule-blocks.ts), so paying it again as non-teaching time would
// pay the same minutes twice. A checkout hold (ESTIMATED) is not work. What is left is the
// school's choice: drives between lessons, breaks, meal breaks and free available time.
import { SCHEDULE_BLOCK_TYPE_LABELS, SCHEDULE_BLOCK_TYPES } from '../scheduling/lesson-enums.ts';

export const PAYABLE_BLOCK_TYPES = ['DRIVE', 'BREAK', 'MEAL_BREAK', 'FILLER'] as const;
export type PayableBlockType = (typeof PAYABLE_BLOCK_TYPES)[number];

/** What a fresh school pays besides lessons: drives between lessons and short rest breaks. */
export const DEFAULT_PAID_BLOCK_TYPES: readonly PayableBlockType[] = ['DRIVE', 'BREAK'];

export const isPayableBlockType = (value: string): value is PayableBlockType =>
  (PAYABLE_BLOCK_TYPES as readonly string[]).includes(value);

/** Why `value` cannot be a paid block type, in words for the field error; null when it can. */
export function paidBlockTypeProblem(value: string): string | null {
  if (isPayableBlockType(value)) return null;
  if (value === 'LESSON' || value === 'TIME_LOG')
    return `${SCHEDULE_BLOCK_TYPE_LABELS[value]} is teaching time, always paid at the teaching rate`;
  if (value === 'ESTIMATED') return 'a checkout hold is not work time';
  if ((SCHEDULE_BLOCK_TYPES as readonly string[]).includes(value)) return 'cannot be paid';
  return `is not a schedule block type (${PAYABLE_BLOCK_TYPES.join(', ')})`;
}
