import { describe, expect, it } from 'vitest';
import { LEDGER_CSV_HEADER, ledgerCsv, ledgerCsvFileName } from './ledger-csv.ts';
import { runningBalances } from './ledger-entry-view.ts';
import { annaLedger } from './ledger-fixtures.ts';

/** A small RFC 4180 reader, to check that what we write reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else field += char;
  }
  return rows;
}

describe('ledgerCsv', () => {
  it('writes one row per entry with amounts, balances after and names', () => {
    const entries = annaLedger();
    const csv = ledgerCsv(entries, {
      balances: runningBalances(entries),
      studentNames: new Map([['s-ben', 'Ben Lee']]),
    });
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...LEDGER_CSV_HEADER]);
    expect(rows).toHaveLength(5);
    const byId = new Map(rows.slice(1).map((row) => [row.at(-1), row]));

    expect(byId.get('e-purchase')).toEqual([
      '2026-03-01T09:00:00-08:00',
      'Purchase',
      'Purchase',
      'Manual',
      'Dana Whitaker',
      'Driving minutes +6 h; Observation minutes +6 h; Registration fee +1',
      'Check',
      'check 1042',
      '899.00',
      '899.00',
      'Driving 6 h; Observation 6 h; Fees 1',
      '',
      '',
      'e-purchase',
    ]);
    expect(byId.get('e-refund')?.slice(8, 11)).toEqual(['-200.00', '699.00', 'Fees 0']);
    const transfer = byId.get('e-transfer')!;
    expect(transfer[2]).toBe('Outgoing transfer');
    expect(transfer[10]).toBe('Driving 4 h');
    expect(transfer[11]).toBe('Ben Lee');
    // The note had a comma and quotes: quoted in the file, intact when read back.
    expect(transfer[12]).toBe('Sibling, "Ben", gets 2 hours');
    expect(csv).toContain('"Sibling, ""Ben"", gets 2 hours"');
  });

  it('writes only the header for an empty set', () => {
    expect(ledgerCsv([], { balances: new Map() })).toBe(`${LEDGER_CSV_HEADER.join(',')}\r\n`);
  });
});

describe('ledgerCsvFileName', () => {
  it('names the file after the student and the day', () => {
    expect(ledgerCsvFileName('Anna Lée-Smith', '2026-03-08')).toBe(
      'ledger-anna-lee-smith-2026-03-08.csv',
    );
    expect(ledgerCsvFileName(null, '2026-03-08')).toBe('ledger-2026-03-08.csv');
  });
});
