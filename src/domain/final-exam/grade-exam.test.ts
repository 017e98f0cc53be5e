import { describe, expect, it } from 'vitest';
import { gradeExam } from './grade-exam.ts';

const questions = [
  ...Array.from({ length: 10 }, () => ({ section: 'signs' as const, correctIndex: 0 })),
  ...Array.from({ length: 10 }, () => ({ section: 'trafficLaws' as const, correctIndex: 1 })),
];
const answers = (signsRight: number, lawsRight: number) => [
  ...Array.from({ length: 10 }, (_, i) => (i < signsRight ? 0 : 2)),
  ...Array.from({ length: 10 }, (_, i) => (i < lawsRight ? 1 : 2)),
];

describe('gradeExam', () => {
  it('passes when every section reaches the pass mark on its own', () => {
    const grade = gradeExam(questions, answers(7, 7), 70, true);
    expect(grade).toMatchObject({ numCorrect: 14, totalQuestions: 20, percent: 70, passed: true });
    expect(grade.sections).toEqual([
      { section: 'signs', numCorrect: 7, totalQuestions: 10, passed: true },
      { section: 'trafficLaws', numCorrect: 7, totalQuestions: 10, passed: true },
    ]);
  });

  it('fails a section below the mark even when the whole exam reaches it', () => {
    const grade = gradeExam(questions, answers(10, 6), 70, true);
    expect(grade.percent).toBe(80);
    expect(grade.sections[1]).toMatchObject({ numCorrect: 6, passed: false });
    expect(grade.passed).toBe(false);
  });

  it('scores the whole exam when sections are not scored separately', () => {
    expect(gradeExam(questions, answers(10, 6), 70, false).passed).toBe(true);
    expect(gradeExam(questions, answers(7, 6), 70, false).passed).toBe(false);
  });

  it('counts a missing answer as wrong', () => {
    expect(gradeExam(questions, [], 70, false)).toMatchObject({ numCorrect: 0, passed: false });
  });
});
