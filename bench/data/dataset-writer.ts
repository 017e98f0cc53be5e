// Writes the generated dataset in batches of students: their rows, ledgers, entries, lines and
// idempotency keys, each batch in one transaction. Two batches are in flight at once, so the
// database writes one while the next is generated.
import type pg from 'pg';
import { ColumnBuffer, insertColumns } from './bulk-insert.ts';
import type { BenchProduct } from './catalogue.ts';
import type { GeneratedEntry } from './ledger-history.ts';
import type { StudentValues } from './students.ts';

const ROWS_PER_STATEMENT = 5_000;
const IN_FLIGHT = 2;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export class StudentBatch {
  students = new ColumnBuffer([
    ['id', 'uuid'], ['name', 'text'], ['email', 'text'], ['dob', 'date'],
    ['signup_timestamp', 'timestamptz'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
    ['us_state_id', 'text'], ['parent_name', 'text'], ['parent_email', 'text'], ['sms_opt_in', 'bool'],
    ['accept_tos', 'bool'], ['license_number', 'text'], ['license_issue_date', 'date'],
    ['license_expiration_date', 'date'], ['previous_hours', 'numeric'], ['is_deleted', 'bool'],
    ['address', 'text'], ['phone', 'text'], ['secondary_phone', 'text'], ['city', 'text'],
    ['address_state', 'text'], ['zipcode', 'text'], ['observer_approved', 'bool'],
    ['private_approved', 'bool'], ['contract_status', 'text'],
  ]);
  ledgers = new ColumnBuffer([['student_id', 'uuid'], ['version', 'int'], ['updated_at', 'timestamptz']]);
  entries = new ColumnBuffer([
    ['id', 'uuid'], ['student_id', 'uuid'], ['version', 'int'], ['kind', 'text'], ['origin', 'text'],
    ['created_at', 'timestamptz'], ['created_by_id', 'text'], ['created_by_name', 'text'],
    ['reference_entry_id', 'uuid'], ['counterpart_student_id', 'uuid'], ['lesson_id', 'text'],
    ['payment_method', 'text'], ['payment_reference', 'text'], ['amount_cents', 'int'],
    ['items', 'jsonb'], ['note', 'text'],
  ]);
  lines = new ColumnBuffer([
    ['entry_id', 'uuid'], ['student_id', 'uuid'], ['lot_id', 'uuid'], ['product_id', 'uuid'],
    ['product_type', 'text'], ['quantity', 'int'], ['expires_at', 'timestamptz'],
  ]);
  keys = new ColumnBuffer([
    ['student_id', 'uuid'], ['key', 'text'], ['entry_ids', 'jsonb'], ['created_at', 'timestamptz'],
  ]);

  addStudent(s: StudentValues): void {
    const at = iso(s.signupAt);
    this.students.push([
      s.id, s.name, s.email, s.dob, at, at, at, s.usStateId, s.parentName, s.parentEmail,
      s.smsOptIn, s.acceptTos, s.licenseNumber, s.licenseIssueDate, s.licenseExpirationDate,
      s.previousHours, s.isDeleted, s.address, s.phone, s.secondaryPhone, s.city, s.usStateId,
      s.zipcode, s.observerApproved, s.privateApproved, s.contractStatus,
    ]);
  }

  addHistory(studentId: string, history: readonly GeneratedEntry[]): void {
    const last = history.at(-1);
    if (!last) return;
    this.ledgers.push([studentId, last.version, iso(last.entry.createdAt)]);
    for (const { entry, version, author, idempotencyKey } of history) {
      const createdAt = iso(entry.createdAt);
      this.entries.push([
        entry.id, entry.studentId, version, entry.kind, entry.origin, createdAt, author.id,
        author.name, entry.referenceEntryId, entry.counterpartStudentId, entry.lessonId,
        entry.paymentMethod, entry.paymentReference, entry.amountCents,
        entry.items ? JSON.stringify(entry.items) : null, entry.note,
      ]);
      for (const line of entry.lines) {
        this.lines.push([
          entry.id, entry.studentId, line.lotId, line.productId, line.productType, line.quantity,
          iso(line.expiresAt),
        ]);
      }
      if (idempotencyKey) {
        this.keys.push([entry.studentId, idempotencyKey, JSON.stringify([entry.id]), createdAt]);
      }
    }
  }
}

export class DatasetWriter {
  pool: pg.Pool;
  inFlight: Promise<void>[] = [];
  lineCount = 0;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Empties every table the dataset fills (and what refers to its students). */
  async reset(): Promise<void> {
    await this.pool.query(
      'truncate students, student_ledgers, ledger_entries, ledger_lines, ledger_idempotency_keys, products, product_components cascade',
    );
  }

  async writeCatalogue(products: readonly BenchProduct[], soldSince: Date): Promise<void> {
    await this.transaction(async (client) => {
      await insertColumns(
        client,
        'products',
        [['id', 'uuid'], ['name', 'text'], ['description', 'text'], ['type', 'text'],
          ['is_archived', 'bool'], ['first_sold_at', 'timestamptz'], ['created_at', 'timestamptz']],
        [
          products.map((p) => p.id),
          products.map((p) => p.name),
          products.map((p) => p.description),
          products.map((p) => p.type),
          products.map((p) => p.isArchived),
          products.map((p) => (p.isArchived ? null : soldSince.toISOString())),
          products.map(() => soldSince.toISOString()),
        ],
      );
      const parts = products.flatMap((p) =>
        p.components.map((c, position) => [p.id, c.productId, c.quantity, position] as const),
      );
      await insertColumns(
        client,
        'product_components',
        [['package_id', 'uuid'], ['component_id', 'uuid'], ['quantity', 'int'], ['position', 'int']],
        [0, 1, 2, 3].map((column) => parts.map((part) => part[column])),
      );
    });
  }

  batch(): StudentBatch {
    return new StudentBatch();
  }

  /** Starts writing the batch; waits first when two are already being written. */
  async submit(batch: StudentBatch): Promise<void> {
    this.lineCount += batch.lines.length;
    const write = this.transaction(async (client) => {
      for (const [table, buffer] of [
        ['students', batch.students],
        ['student_ledgers', batch.ledgers],
        ['ledger_entries', batch.entries],
        ['ledger_lines', batch.lines],
        ['ledger_idempotency_keys', batch.keys],
      ] as const) {
        for (const chunk of buffer.take(ROWS_PER_STATEMENT)) {
          await insertColumns(client, table, buffer.columns, chunk);
        }
      }
    });
    this.inFlight.push(write);
    if (this.inFlight.length >= IN_FLIGHT) await this.inFlight.shift();
  }

  /** Waits for the last batches; returns how many lines were written. */
  async finish(): Promise<number> {
    await Promise.all(this.inFlight);
    this.inFlight = [];
    return this.lineCount;
  }

  async vacuumAnalyze(): Promise<void> {
    await this.pool.query(
      'vacuum (analyze) students, student_ledgers, ledger_entries, ledger_lines, ledger_idempotency_keys, products, product_components',
    );
  }

  async transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      // A generated dataset can be generated again: no need to wait for each commit's flush.
      await client.query('begin; set local synchronous_commit = off');
      await work(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
