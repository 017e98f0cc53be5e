// Inserts many rows in one statement: one array parameter per column, unpacked by unnest(). Far
// faster than one INSERT per row and than VALUES lists (no parameter limit, one parse per batch).
import type pg from 'pg';

/** [column name, PostgreSQL type of one value], e.g. ['id', 'uuid']. */
export type ColumnSpec = readonly [name: string, type: string];

export async function insertColumns(
  client: pg.PoolClient,
  table: string,
  columns: readonly ColumnSpec[],
  values: readonly unknown[][],
): Promise<void> {
  if ((values[0]?.length ?? 0) === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  await client.query(`insert into ${table} (${names}) select * from unnest(${arrays})`, values as unknown[]);
}

/** Column-wise buffers for one table: push rows, hand the columns to insertColumns. */
export class ColumnBuffer {
  readonly columns: readonly ColumnSpec[];
  values: unknown[][];

  constructor(columns: readonly ColumnSpec[]) {
    this.columns = columns;
    this.values = columns.map(() => []);
  }

  push(row: readonly unknown[]): void {
    for (let index = 0; index < row.length; index += 1) this.values[index]!.push(row[index]);
  }

  get length(): number {
    return this.values[0]?.length ?? 0;
  }

  /** The rows so far, split in chunks of at most `size`; the buffer is emptied. */
  take(size: number): unknown[][][] {
    const chunks: unknown[][][] = [];
    for (let start = 0; start < this.length; start += size) {
      chunks.push(this.values.map((column) => column.slice(start, start + size)));
    }
    this.values = this.columns.map(() => []);
    return chunks;
  }
}
