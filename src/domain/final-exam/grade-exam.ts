// Grading a final exam attempt on the server (docs/seat-time.md "Final exam"): each question is
// right when the chosen choice is its correct one in the attempt's order. With sections scored
// separately every section must reach the pass mark on its own (Texas: signs and traffic laws);
// otherwise the whole exam must. The grade says how many were right, never which.
import { reachesPassMark } from '../course-progress/grade-quiz.ts';
import { EXAM_SECTIONS, type ExamSection } from './final-exam-rule.ts';

export interface SectionScore {
  section: ExamSection;
  numCorrect: number;
  totalQuestions: number;
  passed: boolean;
}

export interface ExamGrade {
  numCorrect: number;
  totalQuestions: number;
  /** Whole percent right of all questions, rounded down. */
  percent: number;
  sections: SectionScore[];
  passed: boolean;
}

export function gradeExam(
  questions: readonly { section: ExamSection; correctIndex: number }[],
  answers: readonly number[],
  passPercent: number,
  bySection: boolean,
): ExamGrade {
  const right = questions.map((question, index) => answers[index] === question.correctIndex);
  const numCorrect = right.filter(Boolean).length;
  const sections = EXAM_SECTIONS.flatMap((section): SectionScore[] => {
    const indexes = questions.flatMap((question, index) =>
      question.section === section ? [index] : [],
    );
    if (indexes.length === 0) return [];
    const sectionRight = indexes.filter((index) => right[index]).length;
    return [
      {
        section,
        numCorrect: sectionRight,
        totalQuestions: indexes.length,
        passed: reachesPassMark(sectionRight, indexes.length, passPercent),
      },
    ];
  });
  const overall = reachesPassMark(numCorrect, questions.length, passPercent);
  return {
    numCorrect,
    totalQuestions: questions.length,
    percent: questions.length === 0 ? 100 : Math.floor((numCorrect * 100) / questions.length),
    sections,
    passed: bySection ? sections.every((section) => section.passed) : overall,
  };
}
