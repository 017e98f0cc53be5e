import { describe, expect, it } from 'vitest';
import { answerFieldName, readSubmittedAnswers } from './practice-test-answers.ts';

describe('readSubmittedAnswers', () => {
  it('keeps the question order and marks unanswered or malformed answers as null', () => {
    const form = new FormData();
    for (const id of ['q1', 'q2', 'q3']) form.append('question', id);
    form.set(answerFieldName('q1'), '2');
    form.set(answerFieldName('q3'), 'abc');
    expect(readSubmittedAnswers(form)).toEqual([
      { questionId: 'q1', choiceIndex: 2 },
      { questionId: 'q2', choiceIndex: null },
      { questionId: 'q3', choiceIndex: null },
    ]);
  });
});
