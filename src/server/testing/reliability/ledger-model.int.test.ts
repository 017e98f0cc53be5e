// Stateful (model-based) fuzzing of the ledger and lesson booking: fast-check strings random
// purchases, charges, refunds, voids, edits, transfers, expirations, bookings, cancellations and
// replayed requests, sends each to the services in-process, and checks every step against a
// plain model (ledger-model/): accepted or refused as the model says, with its code; the entries
// written carry the predicted amounts; after the step every student's balances, funds and version
// (as the service reports them and as the database sums them) and the standing lessons equal
// the model's. Runs: MODEL_RUNS (default 12); a failure prints fast-check's seed and path, and
// MODEL_SEED=<seed> replays the same sequences.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server.ts';
import { steps } from './ledger-model/model-commands.ts';
import { tally } from './ledger-model/model-step.ts';
import { newRun, openSchool, type School } from './ledger-model/model-world.ts';

const RUNS = Number(process.env['MODEL_RUNS'] ?? 12);
const SEED = process.env['MODEL_SEED'] ? Number(process.env['MODEL_SEED']) : undefined;
const MAX_STEPS = 30;

let server: TestServer;
let school: School;

beforeAll(async () => {
  // No workers: the daily expiration job must run only when a step runs it.
  server = await startTestServer({ RUN_WORKERS: 'false' });
  school = await openSchool(server.platform);
});

afterAll(async () => {
  if (process.env['MODEL_STATS'])
    console.warn(
      [...tally]
        .sort()
        .map(([what, n]) => `${what}: ${n}`)
        .join('\n'),
    );
  await server?.stop();
});

describe('ledger and booking against a model', () => {
  it('every step is accepted or refused as the model says and leaves the model’s totals', async () => {
    await fc.assert(
      fc.asyncProperty(steps(MAX_STEPS), (commands) =>
        fc.asyncModelRun(() => newRun(school), commands),
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  }, 600_000);
});
