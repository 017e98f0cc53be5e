import { describe, expect, it } from 'vitest';
import { courseComplete, percentComplete, percentTestsPassed } from './course-progress.ts';

const counts = { lectures: 3, completedLectures: 1, quizzes: 3, passedQuizzes: 2 };

describe('course progress', () => {
  it('rounds percentages down', () => {
    expect(percentComplete(counts)).toBe(33);
    expect(percentTestsPassed(counts)).toBe(66);
  });

  it('counts a course without lectures or quizzes as 100 % of them', () => {
    const empty = { lectures: 0, completedLectures: 0, quizzes: 0, passedQuizzes: 0 };
    expect(percentComplete(empty)).toBe(100);
    expect(percentTestsPassed(empty)).toBe(100);
  });

  it('completes only with every lecture, every quiz and the seat time', () => {
    const done = { lectures: 2, completedLectures: 2, quizzes: 1, passedQuizzes: 1 };
    expect(courseComplete(done, true)).toBe(true);
    expect(courseComplete(done, false)).toBe(false);
    expect(courseComplete({ ...done, passedQuizzes: 0 }, true)).toBe(false);
    expect(courseComplete({ ...done, completedLectures: 1 }, true)).toBe(false);
  });
});
