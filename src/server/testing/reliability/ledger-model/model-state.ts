// The stateful fuzzing's model of a school's ledgers and lessons: a deliberately plain
// re-statement of docs/ledger.md and docs/lessons.md, written without the domain code, so a bug
// there is not copied here. It keeps lots (balances are made of them), the entries later actions
// refer to, the idempotency answers and the lessons with what each place took.
import type { StockType } from '../../../../domain/ledger/ledger-types.ts';
import type { Request } from './model-requests.ts';

export interface ModelLot {
  productId: string;
  type: StockType;
  qty: number;
  opened: number;
  /** Epoch ms; compared with the clock of the step, as the rules do. */
  expiresAt: number;
}

/** A quantity taken from (or given to) one lot. */
export interface Taken {
  lot: ModelLot;
  qty: number;
}

export interface ModelPurchase {
  kind: 'purchase';
  id: string;
  studentId: string;
  paid: number;
  refunded: number;
  settled: boolean;
  lots: ModelLot[];
}

export interface ModelRefund {
  kind: 'refund';
  id: string;
  studentId: string;
  purchase: ModelPurchase;
  amount: number;
  lines: Taken[];
  settled: boolean;
}

export interface ModelExpiration {
  kind: 'expireProducts';
  id: string;
  studentId: string;
  lines: Taken[];
  settled: boolean;
}

export type ModelEntry = ModelPurchase | ModelRefund | ModelExpiration;

/** What a request answered the first time: a replay with its key must answer the same. */
export interface Answer {
  entryIds: string[];
  lessonId: string | null;
}

export interface ModelStudent {
  id: string;
  version: number;
  funds: number;
  /** In the order they were opened: the order the ledger draws ties in. */
  lots: ModelLot[];
  /** The entries of this ledger that later actions may name. */
  entries: Map<string, ModelEntry>;
  keys: Map<string, Answer>;
}

export interface ModelPlace {
  studentId: string;
  taken: Taken[];
  active: boolean;
}

export interface ModelLesson {
  id: string;
  instructorId: string;
  start: number;
  end: number;
  places: ModelPlace[];
  cancelled: boolean;
}

export interface Model {
  students: ModelStudent[];
  purchases: ModelPurchase[];
  refunds: ModelRefund[];
  expirations: ModelExpiration[];
  lessons: ModelLesson[];
  /** Every request sent so far, for the steps that send one again with the same key. */
  history: Request[];
}

export function emptyModel(studentIds: readonly string[]): Model {
  return {
    students: studentIds.map((id) => ({
      id,
      version: 0,
      funds: 0,
      lots: [],
      entries: new Map(),
      keys: new Map(),
    })),
    purchases: [],
    refunds: [],
    expirations: [],
    lessons: [],
    history: [],
  };
}

export const studentOf = (model: Model, id: string): ModelStudent =>
  model.students.find((student) => student.id === id)!;

/** Takes `qty` from the lots in the order given, or null when they hold less. */
export function draw(lots: readonly ModelLot[], qty: number): Taken[] | null {
  const taken: Taken[] = [];
  let missing = qty;
  for (const lot of lots) {
    if (missing === 0) break;
    const part = Math.min(lot.qty, missing);
    if (part <= 0) continue;
    taken.push({ lot, qty: part });
    missing -= part;
  }
  return missing === 0 ? taken : null;
}

/** Lots a lesson or a transfer may draw from: something left, not past the date, soonest first. */
export const usableLots = (student: ModelStudent, now: number): ModelLot[] =>
  student.lots
    .filter((lot) => lot.qty > 0 && lot.expiresAt > now)
    .sort((a, b) => a.expiresAt - b.expiresAt);

/** Every lot with something left, soonest date first (manual expiration). */
export const heldLots = (student: ModelStudent): ModelLot[] =>
  student.lots.filter((lot) => lot.qty > 0).sort((a, b) => a.expiresAt - b.expiresAt);

export function apply(taken: readonly Taken[], sign: 1 | -1): void {
  for (const part of taken) part.lot.qty += sign * part.qty;
}

export function openLot(
  student: ModelStudent,
  productId: string,
  type: StockType,
  qty: number,
  expiresAt: number,
): ModelLot {
  const lot = { productId, type, qty, opened: qty, expiresAt };
  student.lots.push(lot);
  return lot;
}

/** Per product, what the student holds (products with nothing left omitted), sorted by id. */
export function modelBalances(student: ModelStudent): [string, number][] {
  const totals = new Map<string, number>();
  for (const lot of student.lots)
    totals.set(lot.productId, (totals.get(lot.productId) ?? 0) + lot.qty);
  return [...totals].filter(([, qty]) => qty !== 0).sort(([a], [b]) => a.localeCompare(b));
}
