// The one way anything is written to a ledger (docs/ledger.md "Concurrency and idempotency"):
// lock the students' ledgers in id order, answer a replayed idempotency key with its first
// result, refuse a stale version, replay the entries, let a pure rule decide, append.
import { randomUUID } from 'node:crypto';
import {
  changeLogLine,
  productIdsOf,
  type ProductName,
} from '../../../domain/ledger/change-log-line.ts';
import { ledgerBoundBreach } from '../../../domain/ledger/ledger-bounds.ts';
import { applyEntry, deriveLedger, type LedgerState } from '../../../domain/ledger/ledger-state.ts';
import type { LedgerOrigin } from '../../../domain/ledger/ledger-types.ts';
import type { RuleContext, RuleResult } from '../../../domain/ledger/rule-result.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound, validationError } from '../../graphql/errors.ts';
import { productsRepository } from '../products/products.repository.ts';
import { recordUserLog } from '../students/user-logs.service.ts';
import { ledgerRepository, type EntryAuthor, type StoredEntry } from './ledger.repository.ts';

export interface WriteOptions {
  author: EntryAuthor;
  /** The ledger version the caller last saw of the acting student; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key for the same acting student → the first answer, nothing written again. */
  idempotencyKey?: string | null | undefined;
  origin?: LedgerOrigin;
  note?: string | null | undefined;
  now?: Date;
  /** Products the rule already loaded (filled while it decides); the change log reads only the others. */
  knownProducts?: ReadonlyMap<string, ProductName>;
}

export interface LedgerSnapshot {
  studentId: string;
  version: number;
  state: LedgerState;
}

export interface WriteResult {
  entries: StoredEntry[];
  /** True when the idempotency key had been used: `entries` are the first call's. */
  replayed: boolean;
  /**
   * Each written student's ledger right after this write (absent on a replay). The write held
   * the ledger's lock, so this is exactly what committed; answering from it spares reading the
   * whole ledger back.
   */
  after?: ReadonlyMap<string, LedgerSnapshot>;
}

/**
 * `studentIds[0]` is the acting student (version check, idempotency); the others are the
 * receivers of a transfer. `decide` gets each student's replayed ledger and returns the rule's answer.
 */
export async function writeLedger(
  tx: Transaction,
  studentIds: readonly string[],
  options: WriteOptions,
  decide: (
    states: ReadonlyMap<string, LedgerState>,
    ctx: RuleContext,
  ) => RuleResult | Promise<RuleResult>,
): Promise<WriteResult> {
  const acting = studentIds[0]!;
  const versions = await ledgerRepository.lock(tx, studentIds);
  for (const id of studentIds) if (!versions.has(id)) throw notFound(`Student ${id}`);

  if (options.idempotencyKey) {
    const answered = await ledgerRepository.idempotentAnswer(tx, acting, options.idempotencyKey);
    if (answered)
      return { entries: await ledgerRepository.findByIds(tx, answered), replayed: true };
  }
  if (options.expectedVersion != null && options.expectedVersion !== versions.get(acting)) {
    throw new AppError(
      'LEDGER_OUT_OF_SYNC',
      'The ledger changed since you loaded it. Reload it and try again.',
    );
  }

  const states = new Map<string, LedgerState>();
  for (const id of new Set(studentIds))
    states.set(id, deriveLedger(await ledgerRepository.entriesOf(tx, id)));
  const ctx: RuleContext = {
    newId: randomUUID,
    now: options.now ?? new Date(),
    origin: options.origin ?? 'manual',
    note: options.note ?? null,
  };
  const result = await decide(states, ctx);
  if (!result.ok) throw new AppError(result.code, result.message);

  const stored: StoredEntry[] = [];
  const after = new Map<string, LedgerSnapshot>();
  for (const entry of result.entries) {
    const version = versions.get(entry.studentId);
    if (version === undefined) throw new Error(`entry for unlocked student ${entry.studentId}`);
    const state = states.get(entry.studentId)!;
    applyEntry(state, entry);
    refuseTotalsPastBound(state, entry.studentId === acting);
    // One entry per student per write: the version orders the ledger and (unique) guards it.
    versions.set(entry.studentId, version + 1);
    await ledgerRepository.insert(tx, entry, version + 1, options.author);
    await ledgerRepository.setVersion(tx, entry.studentId, version + 1);
    stored.push({
      ...entry,
      version: version + 1,
      createdById: options.author.id,
      createdByName: options.author.name,
    });
    after.set(entry.studentId, { studentId: entry.studentId, version: version + 1, state });
  }
  await recordChangeLog(tx, stored, options);
  if (options.idempotencyKey) {
    await ledgerRepository.rememberAnswer(
      tx,
      acting,
      options.idempotencyKey,
      stored.map((entry) => entry.id),
    );
  }
  return { entries: stored, replayed: false, after };
}

/**
 * Refuses, before anything is written, a write that would take one of the ledger's totals past
 * LEDGER_TOTAL_LIMIT (docs/ledger.md "Bounds"). A receiver's ledger is named by the transfer's
 * `toStudentId`; the acting student's by what grew: the amount or the items.
 */
function refuseTotalsPastBound(state: LedgerState, isActing: boolean): void {
  const breach = ledgerBoundBreach(state);
  if (!breach) return;
  const path = !isActing
    ? 'input.toStudentId'
    : breach.total === 'money'
      ? 'input.amountCents'
      : 'input.items';
  throw validationError([{ path, message: breach.message }]);
}

/** One change-log line per entry, in the same transaction, so the two never disagree. */
async function recordChangeLog(
  tx: Transaction,
  entries: readonly StoredEntry[],
  { author, knownProducts }: WriteOptions,
): Promise<void> {
  const names = new Map(knownProducts);
  const missing = productIdsOf(entries).filter((id) => !names.has(id));
  for (const [id, name] of await productsRepository.namesByIds(tx, missing)) names.set(id, name);
  for (const entry of entries) {
    await recordUserLog(tx, {
      studentId: entry.studentId,
      ...changeLogLine(entry, names),
      actor: author,
    });
  }
}
