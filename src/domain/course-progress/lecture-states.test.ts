import { describe, expect, it } from 'vitest';
import { currentLectureId, lectureCompletedAt, lectureStates } from './lecture-states.ts';

describe('lectureCompletedAt', () => {
  it('needs the content read and every quiz passed, and takes the latest moment', () => {
    expect(lectureCompletedAt({ id: 'a', readAt: null, quizPassedAt: [] })).toBeNull();
    expect(lectureCompletedAt({ id: 'a', readAt: 5, quizPassedAt: [] })).toBe(5);
    expect(lectureCompletedAt({ id: 'a', readAt: 5, quizPassedAt: [9, null] })).toBeNull();
    expect(lectureCompletedAt({ id: 'a', readAt: 5, quizPassedAt: [9, 3] })).toBe(9);
  });
});

describe('lectureStates', () => {
  it('opens the first lecture and locks the rest until the one before is completed', () => {
    const states = lectureStates([
      { id: 'a', readAt: null, quizPassedAt: [] },
      { id: 'b', readAt: null, quizPassedAt: [] },
    ]);
    expect(states.map((lecture) => lecture.state)).toEqual(['open', 'locked']);
    expect(currentLectureId(states)).toBe('a');
  });

  it('opens the next lecture when the previous one is read and its quiz passed', () => {
    const states = lectureStates([
      { id: 'a', readAt: 1, quizPassedAt: [2] },
      { id: 'b', readAt: null, quizPassedAt: [null] },
      { id: 'c', readAt: null, quizPassedAt: [] },
    ]);
    expect(states.map((lecture) => lecture.state)).toEqual(['completed', 'open', 'locked']);
    expect(currentLectureId(states)).toBe('b');
  });

  it('keeps a lecture locked while the previous quiz is not passed', () => {
    const states = lectureStates([
      { id: 'a', readAt: 1, quizPassedAt: [null] },
      { id: 'b', readAt: null, quizPassedAt: [] },
    ]);
    expect(states.map((lecture) => lecture.state)).toEqual(['open', 'locked']);
  });

  it('points at the last lecture when all are completed, and at none without lectures', () => {
    const states = lectureStates([
      { id: 'a', readAt: 1, quizPassedAt: [] },
      { id: 'b', readAt: 2, quizPassedAt: [] },
    ]);
    expect(currentLectureId(states)).toBe('b');
    expect(currentLectureId([])).toBeNull();
  });
});

describe('lecture timers', () => {
  it('keeps a read lecture open, and the next locked, until its minimum is met', () => {
    const waiting = lectureStates([
      { id: 'a', readAt: 10, quizPassedAt: [], minimumMetAt: null },
      { id: 'b', readAt: null, quizPassedAt: [] },
    ]);
    expect(waiting.map((row) => row.state)).toEqual(['open', 'locked']);
    const met = lectureStates([
      { id: 'a', readAt: 10, quizPassedAt: [20], minimumMetAt: 50 },
      { id: 'b', readAt: null, quizPassedAt: [] },
    ]);
    expect(met.map((row) => row.state)).toEqual(['completed', 'open']);
    expect(met[0]!.completedAt).toBe(50);
  });
});
