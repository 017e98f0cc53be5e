// Search totals: exact up to EXACT_COUNT_LIMIT matches, the database's estimate (flagged) above,
// so a broad term does not count the whole table. Exact again on the page that reaches the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { EXACT_COUNT_LIMIT, studentsRepository } from './students.repository.ts';
import { searchStudents } from './students.service.ts';

const MANY = EXACT_COUNT_LIMIT + 5;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const values = Array.from({ length: MANY }, (_, index) => ({
    name: `Quokka ${String(index).padStart(4, '0')}`,
  }));
  await studentsRepository.insertUnaudited(db, values);
  await studentsRepository.insertUnaudited(db, [{ name: 'Someone Else' }]);
  // Statistics for the estimate, as autovacuum would gather them.
  await server.platform.db.exec('analyze students');
});

afterAll(async () => {
  await server?.stop();
});

describe('search totals', () => {
  it('reports an estimate of at least the limit + 1 when more than the limit match', async () => {
    const page = await searchStudents(server.platform.db.db, { term: 'quokka' }, { first: 40 });
    expect(page.edges).toHaveLength(40);
    expect(page.edges[0]!.node.name).toBe('Quokka 0000');
    expect(page.totalCountIsEstimate).toBe(true);
    expect(page.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it('counts exactly up to the limit, and on a page that reaches the end', async () => {
    const one = await searchStudents(server.platform.db.db, { term: 'someone' }, {});
    expect(one).toMatchObject({ totalCount: 1, totalCountIsEstimate: false });

    const last = await searchStudents(
      server.platform.db.db,
      { term: 'quokka' },
      { first: 40, skip: MANY - 10 },
    );
    expect(last.edges).toHaveLength(10);
    expect(last).toMatchObject({ totalCount: MANY, totalCountIsEstimate: false });
    expect(last.pageInfo.hasNextPage).toBe(false);
  });
});
