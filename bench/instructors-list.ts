// The back office's instructors list on the scheduling benchmark's 500 instructors, through HTTP
// GraphQL against a server in a process of its own, signed in as an Admin (as the
// students-ledger benchmark measures its list). Pages of 40 as the list screen asks for them,
// without a term and with one; target p95 ≤ 30 ms for each.
import { signIn } from '../src/server/testing/auth-client.ts';
import { graphql } from '../src/server/testing/graphql-client.ts';
import type { Random } from './data/random.ts';
import { BENCH_ADMIN } from './lib/bench-admin.ts';
import { percentile, timed } from './lib/measure.ts';
import { spawnApiServer } from './lib/spawn-api-server.ts';

export const LIST_TARGET_P95_MS = 30;
const PAGE = 40;
const REQUESTS = 200;

/** The selection of the web's instructors list screen. */
const INSTRUCTORS = `
  query Instructors($term: String, $status: [InstructorStatus!], $first: Int, $skip: Int) {
    instructors(term: $term, status: $status, first: $first, skip: $skip) {
      totalCount
      edges { node { id name title status usStateId portraitImage region { id name } } }
    }
  }`;

export interface ListTiming {
  label: string;
  p50: number;
  p95: number;
  max: number;
  rows: number;
}

/** Search terms as staff type them: part of a name, a whole name, a last name's number. */
function termOf(random: Random, instructors: number): string {
  const index = random.int(0, instructors - 1);
  return random.pick([`Instructor ${index}`, `instr ${index}`, `bench`, `${index}`, 'ins']);
}

export async function measureInstructorsList(
  databaseUrl: string,
  random: Random,
  instructors: number,
): Promise<ListTiming[]> {
  const server = await spawnApiServer(databaseUrl);
  try {
    const answer = await signIn(server.target, BENCH_ADMIN.email, BENCH_ADMIN.password);
    if (!answer.cookie) throw new Error(`Could not sign in: ${JSON.stringify(answer.body)}`);
    const send = async (variables: Record<string, unknown>) => {
      const response = await graphql<{ instructors: { edges: unknown[] } }>(
        server.target,
        { query: INSTRUCTORS, variables },
        answer.cookie,
      );
      if (response.errors?.length || !response.data) {
        throw new Error(`GraphQL error: ${JSON.stringify(response.errors ?? response.status)}`);
      }
      return response.data.instructors.edges.length;
    };
    const pages = Math.ceil(instructors / PAGE);
    const variants: [string, () => Record<string, unknown>][] = [
      ['page of 40', () => ({ first: PAGE, skip: random.int(0, pages - 1) * PAGE })],
      ['page of 40, search term', () => ({ first: PAGE, term: termOf(random, instructors) })],
    ];
    for (const [, variables] of variants) for (let i = 0; i < 20; i++) await send(variables());
    const results: ListTiming[] = [];
    for (const [label, variables] of variants) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const { ms, value } = await timed(() => send(variables()));
        times.push(ms);
        rows += value;
      }
      results.push({
        label,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
        rows: rows / REQUESTS,
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}
