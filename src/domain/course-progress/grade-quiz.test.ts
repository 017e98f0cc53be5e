import { describe, expect, it } from 'vitest';
import { gradeQuiz, reachesPassMark } from './grade-quiz.ts';

const questions = [
  { id: 'a', correctIndex: 0 },
  { id: 'b', correctIndex: 1 },
  { id: 'c', correctIndex: 2 },
];

describe('gradeQuiz', () => {
  it('counts right answers and passes at the threshold', () => {
    const grade = gradeQuiz(
      questions,
      [
        { questionId: 'a', choiceIndex: 0 },
        { questionId: 'b', choiceIndex: 1 },
        { questionId: 'c', choiceIndex: 0 },
      ],
      66,
    );
    expect(grade).toMatchObject({ numCorrect: 2, totalQuestions: 3, passed: true });
    expect(grade.answers.map((answer) => answer.correct)).toEqual([true, true, false]);
  });

  it('fails below the threshold and counts unanswered questions as wrong', () => {
    const grade = gradeQuiz(questions, [{ questionId: 'a', choiceIndex: 0 }], 70);
    expect(grade).toMatchObject({ numCorrect: 1, totalQuestions: 3, passed: false });
    expect(grade.answers[1]).toEqual({
      questionId: 'b',
      choiceIndex: null,
      correctIndex: 1,
      correct: false,
    });
  });

  it('ignores answers to questions that are not in the quiz', () => {
    const grade = gradeQuiz(questions, [{ questionId: 'x', choiceIndex: 0 }], 0);
    expect(grade.numCorrect).toBe(0);
    expect(grade.passed).toBe(true);
  });
});

describe('reachesPassMark', () => {
  it('compares without rounding', () => {
    expect(reachesPassMark(7, 10, 70)).toBe(true);
    expect(reachesPassMark(2, 3, 67)).toBe(false);
    expect(reachesPassMark(2, 3, 66)).toBe(true);
    expect(reachesPassMark(0, 0, 100)).toBe(true);
  });
});
