// What the public practice-test pages read on the server. The web app never imports server code:
// the HTTP server fills this port (src/server/web/practice-test-source.ts) through the load context.
import { createContext } from 'react-router';

export interface PracticeTestStateSummary {
  /** Two-letter code, upper case. */
  state: string;
  questionCount: number;
}

export interface PracticeTestQuestionView {
  id: string;
  prompt: string;
  choices: string[];
}

export interface GradedQuestionView extends PracticeTestQuestionView {
  chosenIndex: number | null;
  correctIndex: number;
  isCorrect: boolean;
  explanation: string;
  source: string;
}

export interface GradedTestView {
  numCorrect: number;
  totalQuestions: number;
  percent: number;
  passed: boolean;
  questions: GradedQuestionView[];
}

export interface PracticeTestSource {
  states(): Promise<PracticeTestStateSummary[]>;
  /** A random test without answers; null when the state has no practice test. */
  draw(state: string, questionCount: number): Promise<PracticeTestQuestionView[] | null>;
  /** Null when the state has no practice test or the answers do not match its questions. */
  grade(
    state: string,
    answers: { questionId: string; choiceIndex: number | null }[],
  ): Promise<GradedTestView | null>;
}

export const practiceTestSourceContext = createContext<PracticeTestSource | null>(null);
