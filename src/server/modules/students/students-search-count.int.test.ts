// Search totals: exact up to EXACT_COUNT_LIMIT matches, the database's estimate (flagged) above,
// so a broad term does not count the whole table. Exact again on the page that reaches the end.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { graphql } from '../../testing/graphql-client.ts';
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

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server?.stop();
});

describe('search totals', () => {
  it('reports an estimate of at least the limit + 1 when more than the limit match', async () => {
    const page = await searchStudents(server.platform.db.db, { term: 'quokka' }, { first: 40 });
    expect(page.edges).toHaveLength(40);
    expect(page.edges[0]!.node.name).toBe('Quokka 0000');
    expect(await page.totalCountIsEstimate).toBe(true);
    expect(await page.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it('counts exactly up to the limit, and on a page that reaches the end', async () => {
    const one = await searchStudents(server.platform.db.db, { term: 'someone' }, {});
    expect([await one.totalCount, await one.totalCountIsEstimate]).toEqual([1, false]);

    const last = await searchStudents(
      server.platform.db.db,
      { term: 'quokka' },
      { first: 40, skip: MANY - 10 },
    );
    expect(last.edges).toHaveLength(10);
    expect([await last.totalCount, await last.totalCountIsEstimate]).toEqual([MANY, false]);
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('counts only when totalCount is asked for, and once when both count fields are', async () => {
    const count = vi.spyOn(studentsRepository, 'count');
    const { cookie } = await signUpAndSignIn(server, {
      email: 'admin@search-count.test',
      password: 'a-long-test-password',
      name: 'Admin Person',
      roles: ['Admin'],
    });
    const rowsOnly = await graphql<{
      students: { edges: unknown[]; pageInfo: { hasNextPage: boolean } };
    }>(
      server,
      {
        query: `query { students(term: "quokka", pageQuery: { first: 5 }) {
          edges { node { id } } pageInfo { hasNextPage } } }`,
      },
      cookie,
    );
    expect(rowsOnly.errors).toBeUndefined();
    expect(rowsOnly.data!.students.edges).toHaveLength(5);
    expect(rowsOnly.data!.students.pageInfo.hasNextPage).toBe(true);
    expect(count).not.toHaveBeenCalled();

    const counted = await graphql<{
      students: { totalCount: number; totalCountIsEstimate: boolean };
    }>(
      server,
      { query: `query { students(term: "someone") { totalCount totalCountIsEstimate } }` },
      cookie,
    );
    expect(counted.data!.students).toEqual({ totalCount: 1, totalCountIsEstimate: false });
    expect(count).toHaveBeenCalledTimes(1);
  });
});
