// The rule each course of the school starts with, per state and category, and where each figure
// comes from: docs/seat-time.md part 1 as data. A new course takes these values (staff may change
// them on the course screen); the demo courses are seeded from them. `confirmed: false` marks a
// figure not found in an official text: the school's compliance officer confirms it before the
// course launches in that state (docs/seat-time.md).
import type { CourseCategory } from './course-catalog.ts';
import type { QuizFeedback } from './quiz-feedback.ts';

export interface CourseRuleValues {
  requiredSeconds: number;
  dailyCapSeconds: number | null;
  minDays: number | null;
  quizPassPercent: number;
  instructionMinSeconds: number | null;
  lectureMinimumEnforced: boolean;
  quizFeedback: QuizFeedback;
  quizRetryWaitSeconds: number | null;
}

export interface RuleSource {
  /** What the source says, or why the product chose this value. */
  says: string;
  url: string | null;
  confirmed: boolean;
}

export interface StateCourseRule {
  state: string;
  category: CourseCategory;
  rules: CourseRuleValues;
  /** Sources by rule field; a field not listed is the product default of `PRODUCT_DEFAULT`. */
  sources: Partial<Record<keyof CourseRuleValues, RuleSource>>;
}

const HOUR = 3600;

/** Where no rule was found: the product's own choice, to be confirmed (docs/seat-time.md). */
export const PRODUCT_DEFAULT: RuleSource = {
  says: 'No state rule found; the product default, to be confirmed by the compliance officer.',
  url: null,
  confirmed: false,
};

const TDLR_ADULT_ONLINE: RuleSource = {
  says: '16 TAC §84.503: six hours (360 minutes), at least 330 minutes of instruction; 30 minutes of breaks or content, breaks after instruction has begun and before the comprehensive examination.',
  url: 'https://regulations.justia.com/states/texas/title-16/part-4/chapter-84/subchapter-m/section-84-503',
  confirmed: true,
};
const TX_TEEN_LENGTH: RuleSource = {
  says: 'The 32-hour teen course (SPEC §5); the same figure throughout TDLR-facing material.',
  url: null,
  confirmed: false,
};
const TX_DAILY_CAP: RuleSource = {
  says: 'At most 2 hours of online instruction a day (SPEC §5; providers publish it); the TAC section was not located.',
  url: null,
  confirmed: false,
};
const TX_LESSON_TIMERS: RuleSource = {
  says: 'Approved Texas providers time each lesson and keep the next one locked until its time is met; the TDLR program guide that requires it was not located.',
  url: null,
  confirmed: false,
};
const NV_UNIT_MINIMUM: RuleSource = {
  says: 'NAC 483.778: an online course must prevent a student from advancing to the next unit before completing the current one in less time than the syllabus requires.',
  url: 'https://law.cornell.edu/regulations/nevada/NAC-483-778',
  confirmed: true,
};
const WA_CLASSROOM: RuleSource = {
  says: 'WAC 308-108-150: at least 30 hours of classroom instruction (the school teaches 34), one to two hours a day, not completed in fewer than 30 calendar days.',
  url: 'http://apps.leg.wa.gov/wac/default.aspx?cite=308-108-150',
  confirmed: true,
};
const QUIZ_ANSWERS_KEPT: RuleSource = {
  says: 'No state rule on lesson-quiz feedback found; the school keeps the right answers back until a quiz is passed so that a failed attempt cannot be passed by copying them.',
  url: null,
  confirmed: false,
};

const base: CourseRuleValues = {
  requiredSeconds: 30 * HOUR,
  dailyCapSeconds: null,
  minDays: null,
  quizPassPercent: 70,
  instructionMinSeconds: null,
  lectureMinimumEnforced: false,
  quizFeedback: 'answersWhenPassed',
  quizRetryWaitSeconds: null,
};

const teenOnline = (state: string): StateCourseRule => ({
  state,
  category: 'drivers-ed',
  rules: base,
  sources: {
    requiredSeconds: {
      says: '30 hours, from the school’s own guides and common provider material.',
      url: null,
      confirmed: false,
    },
    quizFeedback: QUIZ_ANSWERS_KEPT,
  },
});

const texasTeen = (category: CourseCategory): StateCourseRule => ({
  state: 'TX',
  category,
  rules: {
    ...base,
    requiredSeconds: 32 * HOUR,
    dailyCapSeconds: 2 * HOUR,
    lectureMinimumEnforced: true,
  },
  sources: {
    requiredSeconds: TX_TEEN_LENGTH,
    dailyCapSeconds: TX_DAILY_CAP,
    lectureMinimumEnforced: TX_LESSON_TIMERS,
    quizFeedback: QUIZ_ANSWERS_KEPT,
  },
});

const classroom = (state: string, hours: number): StateCourseRule => ({
  state,
  category: 'classroom-drivers-ed',
  rules: { ...base, requiredSeconds: hours * HOUR, quizFeedback: 'answers' },
  sources: {},
});

export const STATE_COURSE_RULES: readonly StateCourseRule[] = [
  teenOnline('CA'),
  teenOnline('CO'),
  teenOnline('IL'),
  teenOnline('IN'),
  teenOnline('MO'),
  {
    ...teenOnline('NV'),
    rules: { ...base, lectureMinimumEnforced: true },
    sources: { ...teenOnline('NV').sources, lectureMinimumEnforced: NV_UNIT_MINIMUM },
  },
  texasTeen('drivers-ed'),
  texasTeen('parent-taught'),
  {
    state: 'TX',
    category: 'adult-drivers-ed',
    rules: {
      ...base,
      requiredSeconds: 6 * HOUR,
      instructionMinSeconds: 330 * 60,
      lectureMinimumEnforced: true,
    },
    sources: {
      requiredSeconds: TDLR_ADULT_ONLINE,
      instructionMinSeconds: TDLR_ADULT_ONLINE,
      dailyCapSeconds: {
        says: 'No daily limit found for the adult course.',
        url: TDLR_ADULT_ONLINE.url,
        confirmed: false,
      },
      lectureMinimumEnforced: TX_LESSON_TIMERS,
      quizFeedback: QUIZ_ANSWERS_KEPT,
    },
  },
  {
    state: 'IL',
    category: 'adult-drivers-ed',
    rules: { ...base, requiredSeconds: 6 * HOUR },
    sources: {
      requiredSeconds: {
        says: '92 Ill. Adm. Code 1060.71 governs the 6-hour adult course in a classroom; the online form is not confirmed.',
        url: 'https://www.ilga.gov/commission/jcar/admincode/092/092010600000710R.html',
        confirmed: false,
      },
      quizFeedback: QUIZ_ANSWERS_KEPT,
    },
  },
  {
    ...classroom('WA', 34),
    rules: {
      ...classroom('WA', 34).rules,
      dailyCapSeconds: 2 * HOUR,
      minDays: 30,
    },
    sources: {
      requiredSeconds: WA_CLASSROOM,
      dailyCapSeconds: WA_CLASSROOM,
      minDays: WA_CLASSROOM,
    },
  },
  classroom('CA', 30),
  classroom('CO', 30),
  {
    ...classroom('TX', 32),
    rules: { ...classroom('TX', 32).rules, dailyCapSeconds: 2 * HOUR },
    sources: { requiredSeconds: TX_TEEN_LENGTH, dailyCapSeconds: TX_DAILY_CAP },
  },
];

/** The rule a course of this state and category starts with; null when the school has none. */
export function stateCourseRule(state: string, category: string): StateCourseRule | null {
  return (
    STATE_COURSE_RULES.find(
      (rule) => rule.state === state.toUpperCase() && rule.category === category,
    ) ?? null
  );
}

/** Where a rule field's value comes from (the product default when the table names no source). */
export function ruleSource(rule: StateCourseRule, field: keyof CourseRuleValues): RuleSource {
  return rule.sources[field] ?? PRODUCT_DEFAULT;
}
