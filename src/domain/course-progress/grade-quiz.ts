// Grading one lecture-quiz attempt (docs/course-player.md "Quizzes"): each question is right when
// the chosen choice is its correct one; the attempt passes when the right answers reach the
// course's quizPassPercent of all questions. Runs on the server only: the client sends choices
// and learns the answers only in the graded result.

export interface GradedQuestion {
  id: string;
  correctIndex: number;
}

export interface QuizAnswer {
  questionId: string;
  choiceIndex: number;
}

export interface GradedAnswer {
  questionId: string;
  /** null when the question was left unanswered (it counts as wrong). */
  choiceIndex: number | null;
  correctIndex: number;
  correct: boolean;
}

export interface QuizGrade {
  numCorrect: number;
  totalQuestions: number;
  passed: boolean;
  answers: GradedAnswer[];
}

/** Whether numCorrect of totalQuestions reaches passPercent (integers only, no rounding). */
export function reachesPassMark(
  numCorrect: number,
  totalQuestions: number,
  passPercent: number,
): boolean {
  if (totalQuestions === 0) return true;
  return numCorrect * 100 >= passPercent * totalQuestions;
}

export function gradeQuiz(
  questions: readonly GradedQuestion[],
  answers: readonly QuizAnswer[],
  passPercent: number,
): QuizGrade {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.choiceIndex]));
  const graded = questions.map((question) => {
    const choiceIndex = chosen.get(question.id) ?? null;
    return {
      questionId: question.id,
      choiceIndex,
      correctIndex: question.correctIndex,
      correct: choiceIndex === question.correctIndex,
    };
  });
  const numCorrect = graded.filter((answer) => answer.correct).length;
  return {
    numCorrect,
    totalQuestions: questions.length,
    passed: reachesPassMark(numCorrect, questions.length, passPercent),
    answers: graded,
  };
}
