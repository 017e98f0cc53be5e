// Pure words of the "Balance & receipts" page: what a product still holds, in hours and minutes
// or in units, and what cancelling now would do, as a family reads it.
import { formatCents } from '../../../domain/currency.ts';
import { formatMinutes } from '../../../domain/ledger/ledger-labels.ts';

type HeldType = 'drivingMinute' | 'observationMinute' | 'course' | 'fee' | 'homePickup' | 'package';

/** "2 h 30 min of driving left", "1 road test left", "3 home pickups left". */
export function heldText(type: HeldType, quantity: number, name: string): string {
  if (type === 'drivingMinute') return `${formatMinutes(quantity)} of driving left`;
  if (type === 'observationMinute') return `${formatMinutes(quantity)} of observation left`;
  return `${quantity} × ${name} left`;
}

export interface PreviewFacts {
  returnsMinutes: boolean;
  late: boolean;
  feeCents: number;
  drivingMinutes: number;
  observationMinutes: number;
  testUnits: number;
  windowHours: number;
}

function usedText(preview: PreviewFacts): string {
  const parts = [
    preview.drivingMinutes > 0 ? `${formatMinutes(preview.drivingMinutes)} of driving` : null,
    preview.observationMinutes > 0
      ? `${formatMinutes(preview.observationMinutes)} of observation`
      : null,
    preview.testUnits > 0 ? 'the road test' : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' and ') : 'nothing from your balance';
}

/** The sentence the cancel dialog shows before the student confirms. */
export function cancelOutcomeText(preview: PreviewFacts): string {
  const used = usedText(preview);
  if (preview.returnsMinutes)
    return `You are cancelling at least ${preview.windowHours} hours ahead: ${used} goes back to your balance. Nothing to pay.`;
  const fee =
    preview.feeCents > 0
      ? ` and a late cancellation fee of ${formatCents(preview.feeCents)} is charged`
      : '';
  return `It is less than ${preview.windowHours} hours before the lesson: ${used} will not come back to your balance${fee}.`;
}

/** A line paid for: "Driving hours · 10 h", "Teen package", "Home pickup × 2". */
export function paidLineText(line: { name: string; type: HeldType | null; quantity: number }) {
  if (line.type === 'drivingMinute' || line.type === 'observationMinute')
    return `${line.name} · ${formatMinutes(line.quantity)}`;
  return line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name;
}

/** The quantity column of a receipt: hours and minutes for minutes, a count otherwise. */
export function paidQuantityText(line: { type: HeldType | null; quantity: number }) {
  if (line.type === 'drivingMinute' || line.type === 'observationMinute')
    return formatMinutes(line.quantity);
  return String(line.quantity);
}
