// Reads a submitted practice-test form: one hidden `question` field per question (in the order
// shown) and one `answer-{id}` radio group per question; an unanswered group is absent.

export interface SubmittedAnswer {
  questionId: string;
  choiceIndex: number | null;
}

export const answerFieldName = (questionId: string) => `answer-${questionId}`;

export function readSubmittedAnswers(form: FormData): SubmittedAnswer[] {
  return form
    .getAll('question')
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map((questionId) => {
      const raw = form.get(answerFieldName(questionId));
      const index = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
      return { questionId, choiceIndex: index };
    });
}
