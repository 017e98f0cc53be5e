// Schema-driven fuzzing of every mutation, sent as Admin over HTTP: random variables generated
// from the argument types (schema-arbitraries.ts). For every answer:
// - the HTTP status is below 500 and no error is INTERNAL_SERVER_ERROR;
// - no response carries a stack frame, a source path, SQL or the name of an internal error class;
// - every error code is one of SPEC §8's;
// - a refused call wrote nothing: a checksum of every table is the same before and after.
// Runs per mutation: FUZZ_RUNS (default 5). A failure prints fast-check's seed and path;
// FUZZ_SEED=<seed> replays the same inputs.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../graphql/errors.ts';
import { buildSchema } from '../../graphql/schema.ts';
import { signUpAndSignIn } from '../auth-client.ts';
import { startTestServer, type TestServer } from '../test-server.ts';
import { variablesArbitrary } from './schema-arbitraries.ts';
import { operationDocument, rootFields } from './schema-operations.ts';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 5);
const SEED = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;

/** Bookkeeping every request may touch by design, left out of the checksum. */
const VOLATILE_TABLES = ['api_call_counts'];
const VOLATILE_COLUMNS = ['last_active_at'];

const LEAKS: [string, RegExp][] = [
  // A V8 frame names a file position, "at fn (/app/x.js:12:34)" or "at /app/x.js:12:34"; prose
  // such as "must be at most 720 minutes (12 hours)" or "starts at 10:30:00" must not count.
  ['stack frame', /\bat (?:[\w$.<>[\] ]{1,100} \()?[^\s()]{0,300}\/[^\s()]{0,300}:\d+:\d+\)?/],
  ['source path', /[\w-]{1,60}\/[\w.-]{1,60}\.(?:ts|tsx|js|mjs|cjs)\b|node_modules/],
  [
    'SQL',
    /\b(?:select [^]{0,200}? from|insert into|update "?\w+"? set|delete from)\b|relation "|duplicate key|violates [^]{0,100}? constraint|syntax error at or near|invalid byte sequence/i,
  ],
  [
    'internal error class',
    /\b(?:TypeError|ReferenceError|RangeError|DrizzleQueryError|DatabaseError|PostgresError|ZodError|AppError)\b/,
  ],
];

const mutations = rootFields(buildSchema()).filter((entry) => entry.operation === 'mutation');

let server: TestServer;
let cookie: string;
let checksumQuery: string;
let baseline: string;

/** Rows of a raw query; the driver-neutral Database type leaves them untyped (both drivers have `rows`). */
async function rows<T>(query: Parameters<TestServer['platform']['db']['db']['execute']>[0]) {
  const result: unknown = await server.platform.db.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function checksum(): Promise<string> {
  const [row] = await rows<{ sum: unknown }>(sql.raw(checksumQuery));
  return String(row?.sum);
}

beforeAll(async () => {
  // No workers: a job started by an accepted call must not write while a refused one is checked.
  server = await startTestServer({ RUN_WORKERS: 'false' });
  cookie = (
    await signUpAndSignIn(server, {
      email: 'fuzz-admin@reliability.test',
      password: 'a-long-test-password',
      name: 'Fuzz Admin',
      roles: ['Admin'],
    })
  ).cookie;
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables
    .map((row) => row.table_name)
    .filter((name) => !VOLATILE_TABLES.includes(name));
  const row = `(to_jsonb(t) ${VOLATILE_COLUMNS.map((column) => `- '${column}'`).join(' ')})::text`;
  checksumQuery = `select md5(string_agg(h, ',' order by n)) as sum from (${names
    .map(
      (name) =>
        `select '${name}' as n, (select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from "${name}" t) as h`,
    )
    .join(' union all ')}) s`;
  baseline = await checksum();
});

afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  text: string;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

async function send(query: string, variables: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      origin: server.origin,
      cookie,
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Answer['body'] };
}

describe('mutation fuzzing', () => {
  it('covers every mutation of the schema', () => {
    expect(mutations.length).toBeGreaterThan(0);
  });

  // Test cases carry names only: vitest reports a case's arguments, and a field drags the schema.
  it.for(mutations.map((entry) => entry.field.name))(
    '%s: no 5xx, no leak, catalogue codes, nothing written when refused',
    { timeout: 120_000 },
    async (name) => {
      const entry = mutations.find((candidate) => candidate.field.name === name)!;
      const query = operationDocument(entry);
      await fc.assert(
        fc.asyncProperty(variablesArbitrary(entry.field), async (variables) => {
          const before = baseline;
          const answer = await send(query, variables);
          baseline = await checksum();
          expect(answer.status, answer.text).toBeLessThan(500);
          // Echoed inputs can be megabytes of one word: collapse long words first (linear) so the
          // patterns below cannot backtrack quadratically; no leak hides in a 50-letter word.
          const scanned = answer.text.replace(/\w{50,}/g, 'W');
          for (const [what, pattern] of LEAKS) {
            expect(scanned, `${what} in the answer`).not.toMatch(pattern);
          }
          const codes = (answer.body.errors ?? []).map((error) => error.extensions?.code);
          for (const code of codes) {
            expect(ERROR_CODES, answer.text).toContain(code);
            expect(code, answer.text).not.toBe('INTERNAL_SERVER_ERROR');
          }
          const refused = codes.length > 0 && answer.body.data?.[name] == null;
          if (refused) expect(baseline, `a refused ${name} wrote: ${answer.text}`).toBe(before);
        }),
        // No shrinking: each run is an HTTP call and a checksum, so the first counterexample is
        // reported as found, with the seed to replay it.
        { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
  );
});
