// A course's final exam rule (docs/seat-time.md "Final exam"): how many questions are drawn from
// the course's pool, how large the pool must be, the pass mark (per section when the state scores
// sections separately), how many attempts, and what happens after the last failed one. Each
// course stores its own rule; the state defaults below, with their sources, are what a course of
// that state and category starts from.
import type { CourseCategory } from '../courses/course-catalog.ts';

/** Parts of an exam that a state may score on their own (Texas: signs and traffic laws). */
export const EXAM_SECTIONS = ['signs', 'trafficLaws', 'general'] as const;
export type ExamSection = (typeof EXAM_SECTIONS)[number];

export const EXAM_SECTION_LABELS: Readonly<Record<ExamSection, string>> = {
  signs: 'Highway signs',
  trafficLaws: 'Traffic laws',
  general: 'General',
};

/** What happens to the enrolment after its last failed attempt. */
export const EXAM_AFTER_LAST_FAIL = ['restartCourse', 'endEnrollment'] as const;
export type ExamAfterLastFail = (typeof EXAM_AFTER_LAST_FAIL)[number];

export const EXAM_AFTER_LAST_FAIL_LABELS: Readonly<Record<ExamAfterLastFail, string>> = {
  restartCourse: 'The course starts over (lectures, quizzes and seat time)',
  endEnrollment: 'The enrolment ends as failed',
};

export interface FinalExamRule {
  /** Questions drawn for each attempt; null: the course has no final exam. */
  examQuestionCount: number | null;
  /** Fewest questions the pool must hold before a student may start (each section, if scored). */
  examPoolSize: number;
  /** Share of questions right needed to pass: of each section when they are scored separately. */
  examPassPercent: number;
  examSectionsScored: boolean;
  /** Attempts allowed; null: unlimited. */
  examMaxAttempts: number | null;
  examAfterLastFail: ExamAfterLastFail;
}

export interface FinalExamDefault {
  rule: FinalExamRule;
  /** Where the rule comes from, or why it is only the product's default. */
  source: string;
}

const NO_EXAM: FinalExamRule = {
  examQuestionCount: null,
  examPoolSize: 0,
  examPassPercent: 70,
  examSectionsScored: false,
  examMaxAttempts: null,
  examAfterLastFail: 'restartCourse',
};

const TEXAS_ADULT: FinalExamDefault = {
  rule: {
    examQuestionCount: 30,
    examPoolSize: 60,
    examPassPercent: 70,
    examSectionsScored: true,
    examMaxAttempts: 3,
    examAfterLastFail: 'restartCourse',
  },
  source:
    '16 TAC §84.502: at least 70 % on the highway signs and on the traffic laws examination; 30 questions, a pool of twice that, 3 attempts and a restart follow approved providers (not confirmed for the online course).',
};

const TEXAS_TEEN: FinalExamDefault = {
  rule: { ...TEXAS_ADULT.rule, examQuestionCount: 30, examPoolSize: 60 },
  source:
    'Texas teen course: the adult course’s 70 % per section applied (not confirmed); 30 of 60 questions, 3 attempts, then the course restarts, as approved providers do.',
};

const NEVADA_TRAFFIC_SCHOOL: FinalExamDefault = {
  rule: {
    ...NO_EXAM,
    examQuestionCount: 25,
    examPoolSize: 50,
    examMaxAttempts: 3,
  },
  source:
    'NAC 483.787: a score of 70 % on the final examination; question count and attempts are the product’s default (not confirmed).',
};

const PRODUCT_DEFAULT: FinalExamDefault = {
  rule: NO_EXAM,
  source:
    'No state rule found: no final exam until the school sets one (70 % pass mark when it does).',
};

/** The rule a course of this state and category starts from. */
export function defaultFinalExamRule(state: string, category: CourseCategory): FinalExamDefault {
  if (state === 'TX' && category === 'adult-drivers-ed') return TEXAS_ADULT;
  if (state === 'TX' && (category === 'drivers-ed' || category === 'parent-taught')) {
    return TEXAS_TEEN;
  }
  if (state === 'NV' && category === 'traffic-school') return NEVADA_TRAFFIC_SCHOOL;
  return PRODUCT_DEFAULT;
}

/** Problems with a rule as a whole, by field; the single fields' ranges are checked on input. */
export function finalExamRuleProblems(rule: FinalExamRule): { field: string; message: string }[] {
  if (rule.examQuestionCount === null) return [];
  const problems: { field: string; message: string }[] = [];
  if (rule.examPoolSize < rule.examQuestionCount) {
    problems.push({
      field: 'examPoolSize',
      message: 'must be at least the number of questions drawn',
    });
  }
  if (rule.examSectionsScored && rule.examQuestionCount < 2) {
    problems.push({
      field: 'examQuestionCount',
      message: 'must be at least 2 when sections are scored separately',
    });
  }
  return problems;
}
