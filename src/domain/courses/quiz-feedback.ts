// What a student learns from a graded lesson quiz (docs/course-player.md "Quizzes", the course's
// `quizFeedback` rule). Showing the right answers after a failed attempt lets a student pass by
// copying them on an instant retry, so a course may keep them back until the quiz is passed, or
// for good. The score is always shown.

export const QUIZ_FEEDBACKS = ['answers', 'answersWhenPassed', 'scoreOnly'] as const;
export type QuizFeedback = (typeof QUIZ_FEEDBACKS)[number];

export const QUIZ_FEEDBACK_LABELS: Readonly<Record<QuizFeedback, string>> = {
  answers: 'Right answers after every attempt',
  answersWhenPassed: 'Right answers only once the quiz is passed',
  scoreOnly: 'The score only, never the answers',
};

export const isQuizFeedback = (value: string): value is QuizFeedback =>
  (QUIZ_FEEDBACKS as readonly string[]).includes(value);

/**
 * Whether a graded attempt may carry the right answers and explanations: always, never, or once
 * the quiz is passed (by this attempt or an earlier one; a student who passed may practise again
 * and read them then).
 */
export function showsAnswers(feedback: QuizFeedback, quizPassed: boolean): boolean {
  if (feedback === 'answers') return true;
  if (feedback === 'answersWhenPassed') return quizPassed;
  return false;
}
