// The practice-test port of the public pages (src/web/lib/practice-test-source.ts), served by the
// practice-tests module. Errors a visitor can cause (a state without a test, a form whose
// questions do not belong to it) become null, which the page shows as a 404 or a 400.
import type { PracticeTestSource } from '../../web/lib/practice-test-source.ts';
import type { DbHandle } from '../db/client.ts';
import { AppError } from '../graphql/errors.ts';
import {
  drawPracticeTest,
  gradePracticeTest,
  practiceTestStates,
} from '../modules/practice-tests/practice-tests.service.ts';

async function nullOnVisitorError<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && ['NOT_FOUND', 'VALIDATION_ERROR'].includes(error.code)) {
      return null;
    }
    throw error;
  }
}

export function practiceTestSource(db: DbHandle): PracticeTestSource {
  return {
    states: () =>
      practiceTestStates(db).then((rows) =>
        rows.map((row) => ({ state: row.state, questionCount: row.count })),
      ),
    draw: (state, questionCount) =>
      nullOnVisitorError(async () => (await drawPracticeTest(db, state, questionCount)).questions),
    grade: (state, answers) => nullOnVisitorError(() => gradePracticeTest(db, state, answers)),
  };
}
