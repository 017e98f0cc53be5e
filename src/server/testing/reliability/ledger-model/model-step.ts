// One step: the model predicts, the system answers, the two must agree on acceptance, on the
// refusal's code and on the entries written; then everything the system holds is compared with
// the model, so a refused step that changed something fails too.
import { expect } from 'vitest';
import { execute } from './model-execute.ts';
import { expectMatches } from './model-observe.ts';
import { predict } from './model-predict.ts';
import type { Request } from './model-requests.ts';
import { studentOf, type Model } from './model-state.ts';
import type { Run } from './model-world.ts';

/** Counts of what the steps did, for the report of a long run. */
export const tally = new Map<string, number>();
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);

export async function step(model: Model, run: Run, request: Request): Promise<void> {
  const prediction = predict(model, run.school.world, request, Date.now());
  const outcome = await execute(run.real, request);
  const label = JSON.stringify(request);
  if (prediction.kind === 'refuse') {
    if (outcome.ok)
      throw new Error(
        `${label}: accepted, but the model refuses it with ${prediction.code} (${prediction.why})`,
      );
    expect(outcome.code, `${label}: ${outcome.message} (model: ${prediction.why})`).toBe(
      prediction.code,
    );
    count(`${request.op} refused ${outcome.code}`);
  } else {
    if (!outcome.ok)
      throw new Error(
        `${label}: refused with ${outcome.code} (${outcome.message}), but the model accepts it`,
      );
    if (prediction.kind === 'replay') {
      if (outcome.replayed !== null) expect(outcome.replayed, `${label}: replayed`).toBe(true);
      if (request.op === 'book' || request.op === 'cancel')
        expect(outcome.lessonId, `${label}: the first answer's lesson`).toBe(
          prediction.answer.lessonId,
        );
      else
        expect(
          outcome.entries.map((entry) => entry.id),
          `${label}: the first answer's entries`,
        ).toEqual(prediction.answer.entryIds);
      count(`${request.op} replayed`);
    } else {
      if (outcome.replayed !== null) expect(outcome.replayed, `${label}: replayed`).toBe(false);
      if (prediction.amounts)
        expect(
          outcome.entries.map((entry) => entry.amountCents),
          `${label}: amounts of the entries written`,
        ).toEqual(prediction.amounts);
      prediction.apply(outcome);
      // What the write answered about the ledgers it touched is what the model now holds.
      for (const [studentId, after] of outcome.after ?? [])
        expect(
          { version: after.version, funds: after.state.fundsCents },
          `${label}: the answer's ledger`,
        ).toEqual({
          version: studentOf(model, studentId).version,
          funds: studentOf(model, studentId).funds,
        });
      count(`${request.op} accepted${prediction.note ? ` (${prediction.note})` : ''}`);
    }
  }
  await expectMatches(
    model,
    run.school.platform,
    run.real.studentIds,
    run.real.instructorIds,
    `after ${label}`,
  );
}
