// Every shipped question is well formed, and every supported state has a bank of at least 40.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_STATE_CODES } from '../../../../domain/us-states.ts';
import { QUESTION_BANKS } from './index.ts';

describe('question banks', () => {
  it('has at least 40 questions for California and for Texas', () => {
    expect(QUESTION_BANKS.CA?.length).toBeGreaterThanOrEqual(40);
    expect(QUESTION_BANKS.TX?.length).toBeGreaterThanOrEqual(40);
  });

  // Each of the 11 states the school sells in has a practice test (the public page of a state
  // without a bank is a 404).
  for (const state of SUPPORTED_STATE_CODES) {
    it(`${state}: has a bank of at least 40 questions`, () => {
      expect(QUESTION_BANKS[state]?.length ?? 0).toBeGreaterThanOrEqual(40);
    });
  }

  for (const [state, questions] of Object.entries(QUESTION_BANKS)) {
    it(`${state}: every question is well formed`, () => {
      for (const question of questions) {
        const label = question.prompt;
        expect(question.prompt.trim(), label).not.toBe('');
        expect(question.explanation.trim(), label).not.toBe('');
        expect(question.source.trim(), label).not.toBe('');
        expect(question.choices.length, label).toBeGreaterThanOrEqual(3);
        expect(question.choices.length, label).toBeLessThanOrEqual(4);
        for (const choice of question.choices) expect(choice.trim(), label).not.toBe('');
        expect(new Set(question.choices).size, label).toBe(question.choices.length);
        expect(Number.isInteger(question.correctIndex), label).toBe(true);
        expect(question.correctIndex, label).toBeGreaterThanOrEqual(0);
        expect(question.correctIndex, label).toBeLessThan(question.choices.length);
      }
    });

    it(`${state}: no prompt appears twice`, () => {
      const prompts = questions.map((question) => question.prompt.trim().toLowerCase());
      expect(new Set(prompts).size).toBe(prompts.length);
    });
  }
});
