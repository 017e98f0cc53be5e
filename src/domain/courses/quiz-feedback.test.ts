import { describe, expect, it } from 'vitest';
import { isQuizFeedback, showsAnswers } from './quiz-feedback.ts';

describe('showsAnswers', () => {
  it('shows the right answers after every attempt under "answers"', () => {
    expect(showsAnswers('answers', false)).toBe(true);
    expect(showsAnswers('answers', true)).toBe(true);
  });

  it('keeps them back after a failed attempt until the quiz is passed', () => {
    expect(showsAnswers('answersWhenPassed', false)).toBe(false);
    expect(showsAnswers('answersWhenPassed', true)).toBe(true);
  });

  it('never shows them under "scoreOnly"', () => {
    expect(showsAnswers('scoreOnly', false)).toBe(false);
    expect(showsAnswers('scoreOnly', true)).toBe(false);
  });

  it('knows its values', () => {
    expect(isQuizFeedback('scoreOnly')).toBe(true);
    expect(isQuizFeedback('never')).toBe(false);
  });
});
