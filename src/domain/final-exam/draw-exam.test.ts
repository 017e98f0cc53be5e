import { describe, expect, it } from 'vitest';
import { drawExam, sectionShares, type PoolQuestion } from './draw-exam.ts';
import { seededRandom } from './seeded-random.ts';

const pool: PoolQuestion[] = Array.from({ length: 12 }, (_, index) => ({
  id: `q${index}`,
  section: index < 6 ? 'signs' : 'trafficLaws',
  prompt: `Question ${index}`,
  choices: ['A', 'B', 'C', 'D'],
  correctIndex: index % 4,
}));

describe('drawExam', () => {
  it('draws distinct questions and keeps each right answer with its choice', () => {
    const drawn = drawExam(pool, 8, false, seededRandom(1))!;
    expect(drawn).toHaveLength(8);
    expect(new Set(drawn.map((q) => q.questionId)).size).toBe(8);
    for (const question of drawn) {
      const source = pool.find((q) => q.id === question.questionId)!;
      expect(question.choices[question.correctIndex]).toBe(source.choices[source.correctIndex]);
      expect([...question.choices].sort()).toEqual(['A', 'B', 'C', 'D']);
    }
  });

  it('gives another order and other choices on another attempt, the same for the same seed', () => {
    const first = drawExam(pool, 12, false, seededRandom(7))!;
    const again = drawExam(pool, 12, false, seededRandom(7))!;
    const second = drawExam(pool, 12, false, seededRandom(8))!;
    expect(again).toEqual(first);
    expect(second.map((q) => q.questionId)).not.toEqual(first.map((q) => q.questionId));
    expect(second.map((q) => q.choices.join())).not.toEqual(first.map((q) => q.choices.join()));
  });

  it('splits the questions evenly between sections scored separately', () => {
    const drawn = drawExam(pool, 7, true, seededRandom(3))!;
    expect(drawn.filter((q) => q.section === 'signs')).toHaveLength(4);
    expect(drawn.filter((q) => q.section === 'trafficLaws')).toHaveLength(3);
  });

  it('refuses a pool too small for the count or for a section’s share', () => {
    expect(drawExam(pool, 13, false, seededRandom(1))).toBeNull();
    const lopsided = pool.filter((q) => q.section === 'trafficLaws' || q.id === 'q0');
    expect(sectionShares(lopsided, 6, true)).toBeNull();
    expect(sectionShares(lopsided, 2, true)?.get('signs')).toBe(1);
  });
});
