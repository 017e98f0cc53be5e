// The sync check's SQL gives exactly the numbers of the ledger fold (syncQuantities over
// deriveLedger), and its per-day changes add up to them, on a ledger using every kind of entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncQuantities } from '../../../domain/sync/sync-quantities.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { ledgerDays, ledgerQuantities } from './sync-ledger-queries.ts';
import { buildVariedLedger, type VariedLedger } from './testing/varied-ledger.ts';

let server: TestServer;
let ledger: VariedLedger;

beforeAll(async () => {
  server = await startTestServer();
  ledger = await buildVariedLedger(server.platform, ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve']);
});

afterAll(async () => {
  await server?.stop();
});

describe('sync check ledger SQL', () => {
  it('equals the ledger fold for every student', async () => {
    const ids = [...ledger.studentIds].sort();
    const fromSql = await ledgerQuantities(server.platform.db.db, ids[0]!, ids.at(-1)!);
    const zero = { drivingMinute: 0, observationMinute: 0, fundsCents: 0, expiredMinutes: 0 };
    let expiredSomewhere = 0;
    for (const id of ledger.studentIds) {
      const folded = syncQuantities((await readLedger(server.platform, id)).state);
      expect(fromSql.get(id) ?? zero).toEqual(folded);
      expiredSomewhere += folded.expiredMinutes;
    }
    // Ava's 45 and Ben's 20 stand; Ben's voided 60 and Cleo's transferred 50 do not.
    expect(expiredSomewhere).toBe(65);
  });

  it("adds each student's day-by-day changes up to the same totals", async () => {
    const days = await ledgerDays(server.platform.db.db, ledger.studentIds);
    for (const id of ledger.studentIds) {
      const folded = syncQuantities((await readLedger(server.platform, id)).state);
      const sum = (quantity: 'drivingMinute' | 'observationMinute' | 'funds' | 'expired') =>
        (days.get(id)?.[quantity] ?? []).reduce((total, day) => total + day.change, 0);
      expect({
        drivingMinute: sum('drivingMinute'),
        observationMinute: sum('observationMinute'),
        fundsCents: sum('funds'),
        expiredMinutes: sum('expired'),
      }).toEqual(folded);
    }
  });
});
