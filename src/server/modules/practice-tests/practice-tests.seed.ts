// Puts the shipped question bank (question-bank/) into a state that has no practice questions
// yet. Safe to run on every start: a state that already has questions, including ones staff
// deactivated or rewrote, is left alone, so edits are never overwritten.
import type { DbHandle } from '../../db/client.ts';
import { listUsStates } from '../states/states.repository.ts';
import { QUESTION_BANKS } from './question-bank/index.ts';
import { practiceTestsRepository } from './practice-tests.repository.ts';

/** Returns the number of questions added, per state that received its bank. */
export async function ensurePracticeQuestionBank(db: DbHandle): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  // A database whose states list is not filled yet gets the banks once it is.
  const known = new Set((await listUsStates(db.db)).map((row) => row.code));
  for (const [state, questions] of Object.entries(QUESTION_BANKS)) {
    if (!known.has(state)) continue;
    await db.transaction(async (tx) => {
      if ((await practiceTestsRepository.countOfKind(tx, 'coursePrepQuizQuestion', state)) > 0)
        return;
      const rows = await practiceTestsRepository.insertMany(
        tx,
        questions.map((question, position) => ({
          kind: 'coursePrepQuizQuestion',
          usStateId: state,
          prompt: question.prompt,
          choices: [...question.choices],
          correctIndex: question.correctIndex,
          explanation: question.explanation,
          source: question.source,
          position,
        })),
      );
      added[state] = rows.length;
    });
  }
  return added;
}
