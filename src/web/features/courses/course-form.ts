// The course dialog's form. Staff think in hours and dollars; the API keeps seconds and cents, so
// the form converts at the edge and refuses what cannot be converted exactly (a price with a
// fraction of a cent, hours that are not whole minutes). Ranges are the server's rules; its
// messages land under the fields.
import type { CourseAudience, CourseCategory } from '../../../domain/courses/course-catalog.ts';
import type { QuizFeedback } from '../../../domain/courses/quiz-feedback.ts';
import { stateCourseRule } from '../../../domain/courses/state-course-rules.ts';
import { parseNumber } from '../../../domain/parse-number.ts';
import type { AdminCoursesQuery } from '../../gql/graphql.ts';
import { centsToDollarsText, parseDollars } from '../ledger/dollars.ts';

export type AdminCourse = AdminCoursesQuery['courses'][number];

export interface CourseFormValues {
  state: string;
  category: CourseCategory | '';
  audience: CourseAudience | '';
  name: string;
  summary: string;
  description: string;
  /** As typed, in hours ("32", "1.5"). */
  hours: string;
  /** Optional, in hours. */
  dailyCapHours: string;
  /** Optional, whole days. */
  minDays: string;
  quizPassPercent: string;
  /** Optional, in hours: at least this much instruction; the rest of the seat time may be breaks. */
  instructionMinHours: string;
  lectureMinimumEnforced: boolean;
  quizFeedback: QuizFeedback;
  /** Optional, whole minutes. */
  quizRetryWaitMinutes: string;
  /** As typed, in dollars. */
  price: string;
  /** The certificate type issued on completion; '' for none. */
  certificateTypeId: string;
  isPublished: boolean;
}

const HOUR = 3600;
const hoursText = (seconds: number | null | undefined) =>
  seconds ? String(Math.round((seconds / HOUR) * 100) / 100) : '';

export function courseFormValues(course: AdminCourse | null): CourseFormValues {
  if (!course) {
    return {
      state: '',
      category: '',
      audience: '',
      name: '',
      summary: '',
      description: '',
      hours: '',
      dailyCapHours: '',
      minDays: '',
      quizPassPercent: '70',
      instructionMinHours: '',
      lectureMinimumEnforced: false,
      quizFeedback: 'answers',
      quizRetryWaitMinutes: '',
      price: '',
      certificateTypeId: '',
      isPublished: false,
    };
  }
  return {
    state: course.state,
    category: course.category as CourseCategory,
    audience: course.audience as CourseAudience,
    name: course.name,
    summary: course.summary,
    description: course.description,
    hours: hoursText(course.requiredSeconds),
    dailyCapHours: hoursText(course.dailyCapSeconds),
    minDays: course.minDays ? String(course.minDays) : '',
    quizPassPercent: String(course.quizPassPercent),
    instructionMinHours: hoursText(course.instructionMinSeconds),
    lectureMinimumEnforced: course.lectureMinimumEnforced,
    quizFeedback: course.quizFeedback,
    quizRetryWaitMinutes: course.quizRetryWaitSeconds
      ? String(Math.round(course.quizRetryWaitSeconds / 60))
      : '',
    price: centsToDollarsText(course.priceCents),
    certificateTypeId: course.certificateTypeId ?? '',
    isPublished: course.isPublished,
  };
}

/**
 * The rule fields of the state's defaults for a state and category (src/domain/courses/
 * state-course-rules.ts), as the form shows them; null when the school has no rule for the pair.
 */
export function stateRuleFormValues(
  state: string,
  category: string,
): Pick<
  CourseFormValues,
  | 'hours'
  | 'dailyCapHours'
  | 'minDays'
  | 'quizPassPercent'
  | 'instructionMinHours'
  | 'lectureMinimumEnforced'
  | 'quizFeedback'
  | 'quizRetryWaitMinutes'
> | null {
  const found = state && category ? stateCourseRule(state, category) : null;
  if (!found) return null;
  const { rules } = found;
  return {
    hours: hoursText(rules.requiredSeconds),
    dailyCapHours: hoursText(rules.dailyCapSeconds),
    minDays: rules.minDays ? String(rules.minDays) : '',
    quizPassPercent: String(rules.quizPassPercent),
    instructionMinHours: hoursText(rules.instructionMinSeconds),
    lectureMinimumEnforced: rules.lectureMinimumEnforced,
    quizFeedback: rules.quizFeedback,
    quizRetryWaitMinutes: rules.quizRetryWaitSeconds
      ? String(Math.round(rules.quizRetryWaitSeconds / 60))
      : '',
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Hours as typed → whole seconds; refuses fractions of a minute. */
export function parseHours(text: string): Parsed<number> {
  const hours = parseNumber(text);
  if (hours === null) return { ok: false, message: 'must be a number of hours, like 32 or 1.5' };
  const minutes = hours * 60;
  if (hours <= 0 || Math.abs(minutes - Math.round(minutes)) > 1e-9) {
    return { ok: false, message: 'must be more than 0, in whole minutes' };
  }
  return { ok: true, value: Math.round(minutes) * 60 };
}

const wholeNumber = (text: string): Parsed<number> =>
  /^\d+$/.test(text.trim())
    ? { ok: true, value: Number(text.trim()) }
    : { ok: false, message: 'must be a whole number' };

export interface CourseFields {
  state: string;
  category: string;
  audience: string;
  name: string;
  summary: string;
  description: string;
  requiredSeconds: number;
  dailyCapSeconds: number | null;
  minDays: number | null;
  quizPassPercent: number;
  instructionMinSeconds: number | null;
  lectureMinimumEnforced: boolean;
  quizFeedback: QuizFeedback;
  quizRetryWaitSeconds: number | null;
  priceCents: number;
  certificateTypeId: string | null;
  isPublished: boolean;
}

/** The fields to send, or what must be fixed first, by field name. */
export function courseFormResult(
  values: CourseFormValues,
): { ok: true; fields: CourseFields } | { ok: false; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  if (!values.state) problems['state'] = 'is required';
  if (!values.category) problems['category'] = 'is required';
  if (!values.audience) problems['audience'] = 'is required';
  if (!values.name.trim()) problems['name'] = 'is required';
  const hours = parseHours(values.hours);
  if (!hours.ok) problems['requiredSeconds'] = hours.message;
  const cap = values.dailyCapHours.trim() ? parseHours(values.dailyCapHours) : null;
  if (cap && !cap.ok) problems['dailyCapSeconds'] = cap.message;
  const minDays = values.minDays.trim() ? wholeNumber(values.minDays) : null;
  if (minDays && !minDays.ok) problems['minDays'] = minDays.message;
  const pass = wholeNumber(values.quizPassPercent);
  if (!pass.ok) problems['quizPassPercent'] = pass.message;
  const instruction = values.instructionMinHours.trim()
    ? parseHours(values.instructionMinHours)
    : null;
  if (instruction && !instruction.ok) problems['instructionMinSeconds'] = instruction.message;
  const wait = values.quizRetryWaitMinutes.trim() ? wholeNumber(values.quizRetryWaitMinutes) : null;
  if (wait && !wait.ok) problems['quizRetryWaitSeconds'] = wait.message;
  const price = parseDollars(values.price);
  if (!price.ok) problems['priceCents'] = price.message;
  if (Object.keys(problems).length > 0 || !hours.ok || !pass.ok || !price.ok) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    fields: {
      state: values.state,
      category: values.category,
      audience: values.audience,
      name: values.name.trim(),
      summary: values.summary.trim(),
      description: values.description.trim(),
      requiredSeconds: hours.value,
      dailyCapSeconds: cap?.ok ? cap.value : null,
      minDays: minDays?.ok ? minDays.value : null,
      quizPassPercent: pass.value,
      instructionMinSeconds: instruction?.ok ? instruction.value : null,
      lectureMinimumEnforced: values.lectureMinimumEnforced,
      quizFeedback: values.quizFeedback,
      // 0 minutes means no wait.
      quizRetryWaitSeconds: wait?.ok && wait.value > 0 ? wait.value * 60 : null,
      priceCents: price.cents,
      certificateTypeId: values.certificateTypeId || null,
      isPublished: values.isPublished,
    },
  };
}
