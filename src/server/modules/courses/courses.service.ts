// Use cases on courses and their offerings: create, change, publish (SPEC §3). A published course
// owns its public address /{state}/course/{category}, so two published courses of one state and
// category are refused on `isPublished`; the unique index settles two publications at once.
// Courses carry the state rule a regulator audits (docs/seat-time.md), so creating and changing
// one is audited (collection Courses) with every rule field old → new.
import { z } from 'zod';
import {
  COURSE_AUDIENCES,
  COURSE_CATEGORIES,
  COURSE_FORMATS,
} from '../../../domain/courses/course-catalog.ts';
import { courseRuleProblems } from '../../../domain/courses/course-rule-check.ts';
import { QUIZ_FEEDBACKS } from '../../../domain/courses/quiz-feedback.ts';
import { defaultFinalExamRule } from '../../../domain/final-exam/final-exam-rule.ts';
import { defaultIdentityCheckRule } from '../../../domain/identity-checks/identity-check-rule.ts';
import { SUPPORTED_STATE_CODES } from '../../../domain/us-states.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { DbHandle, Executor } from '../../db/client.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import { certificatesRepository } from '../certificates/certificates.repository.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { productsRepository } from '../products/products.repository.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { coursesRepository, type CourseValues } from './courses.repository.ts';
import { courses, type CourseOfferingRow, type CourseRow } from './courses.tables.ts';
import { isUuid } from '../../db/is-uuid.ts';

export const coursesAudit = auditedEntity({
  collection: 'Courses',
  table: courses,
  id: courses.id,
  ignore: ['updatedAt', 'createdAt'],
});

const HOUR = 3600;
const MAX_COURSE_SECONDS = 200 * HOUR;

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const positiveSeconds = z
  .number()
  .int('must be whole seconds')
  .min(60, 'must be at least one minute')
  .max(MAX_COURSE_SECONDS, 'must be at most 200 hours');

const fields = {
  state: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(
      z.enum(SUPPORTED_STATE_CODES, {
        message: `must be one of the supported states: ${SUPPORTED_STATE_CODES.join(', ')}`,
      }),
    ),
  category: z.enum(COURSE_CATEGORIES, {
    message: `must be one of ${COURSE_CATEGORIES.join(', ')}`,
  }),
  audience: z.enum(COURSE_AUDIENCES, { message: `must be one of ${COURSE_AUDIENCES.join(', ')}` }),
  name: text(120).min(1, 'is required'),
  summary: text(300),
  description: text(5000),
  requiredSeconds: positiveSeconds,
  dailyCapSeconds: positiveSeconds.max(24 * HOUR, 'must be at most 24 hours').nullable(),
  minDays: z.number().int('must be whole days').min(1, 'must be at least 1').max(365).nullable(),
  quizPassPercent: z.number().int('must be a whole percent').min(0).max(100, 'must be at most 100'),
  instructionMinSeconds: positiveSeconds.nullable(),
  lectureMinimumEnforced: z.boolean(),
  quizFeedback: z.enum(QUIZ_FEEDBACKS, { message: `must be one of ${QUIZ_FEEDBACKS.join(', ')}` }),
  quizRetryWaitSeconds: z
    .number()
    .int('must be whole seconds')
    .min(60, 'must be at least one minute')
    .max(7 * 24 * HOUR, 'must be at most a week')
    .nullable(),
  priceCents: z.number().int('must be whole cents').min(0, 'cannot be negative').max(10_000_000),
  productId: z.uuid('must be a product id').nullable(),
  certificateTypeId: z.uuid('must be a certificate type id').nullable(),
  isPublished: z.boolean(),
};

const createInput = z.object({
  ...fields,
  summary: fields.summary.default(''),
  description: fields.description.default(''),
  dailyCapSeconds: fields.dailyCapSeconds.default(null),
  minDays: fields.minDays.default(null),
  quizPassPercent: fields.quizPassPercent.default(70),
  // Neutral when not given (every second is instruction, no lecture timers, answers shown, no
  // wait); the course screen offers the state's defaults (src/domain/courses/state-course-rules.ts).
  instructionMinSeconds: fields.instructionMinSeconds.default(null),
  lectureMinimumEnforced: fields.lectureMinimumEnforced.default(false),
  quizFeedback: fields.quizFeedback.default('answers'),
  quizRetryWaitSeconds: fields.quizRetryWaitSeconds.default(null),
  productId: fields.productId.default(null),
  certificateTypeId: fields.certificateTypeId.default(null),
  isPublished: fields.isPublished.default(false),
});

const updateInput = z.object(fields).partial();

const offeringInput = z
  .object({
    courseId: z.uuid('must be a course id'),
    format: z.enum(COURSE_FORMATS, { message: `must be one of ${COURSE_FORMATS.join(', ')}` }),
    location: text(120).default(''),
    externalCourseId: text(100).min(1, 'is required'),
  })
  .superRefine((value, context) => {
    // An online offering has no site; a classroom one must say where it meets.
    if (value.format === 'classroom' && value.location === '') {
      context.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'is required for a classroom',
      });
    }
    if (value.format === 'online' && value.location !== '') {
      context.addIssue({ code: 'custom', path: ['location'], message: 'must be empty online' });
    }
  });

/** As callers send it: category, audience and quiz feedback are any string until checked. */
type Loose<T> = Omit<T, 'category' | 'audience' | 'quizFeedback'> & {
  category?: string;
  audience?: string;
  quizFeedback?: string | undefined;
};
export type CreateCourseInput = Loose<z.input<typeof createInput>> & {
  category: string;
  audience: string;
};
export type UpdateCourseInput = Loose<z.input<typeof updateInput>>;
export type CourseOfferingInput = z.input<typeof offeringInput>;

const ADDRESS_TAKEN = {
  path: 'input.isPublished',
  message: 'Another published course of this state already has this category.',
};
const OFFERING_TAKEN = {
  path: 'input.location',
  message: 'The course is already offered in this format at this place.',
};

async function assertCourseProduct(db: Executor, productId: string | null | undefined) {
  if (!productId) return;
  const [product] = await productsRepository.findByIds(db, [productId]);
  if (!product || product.type !== 'course') {
    throw validationError([{ path: 'input.productId', message: 'must be a course product' }]);
  }
}

/** The certificate issued on completion must be an existing type (docs/course-player.md). */
async function assertCertificateType(db: Executor, certificateTypeId: string | null | undefined) {
  if (!certificateTypeId) return;
  if (!(await certificatesRepository.findType(db, certificateTypeId))) {
    throw validationError([
      { path: 'input.certificateTypeId', message: 'is not a certificate type' },
    ]);
  }
}

/** Runs a write, turning a unique-index race into the field error the check before it gives. */
async function uniquely<T>(write: () => Promise<T>, taken: { path: string; message: string }) {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === '23505') throw validationError([taken]);
    throw error;
  }
}

/** The rule fields that depend on one another (src/domain/courses/course-rule-check.ts). */
function assertRule(course: Pick<CourseRow, 'requiredSeconds' | 'instructionMinSeconds'>) {
  const problems = courseRuleProblems(course);
  if (problems.length > 0) {
    throw validationError(
      problems.map((problem) => ({ path: `input.${problem.field}`, message: problem.message })),
    );
  }
}

function isAddressFree(db: Executor, course: Pick<CourseRow, 'state' | 'category'>, id?: string) {
  return coursesRepository
    .findPublished(db, course.state, course.category)
    .then((published) => !published || published.id === id);
}

export async function createCourse(
  platform: Platform,
  viewer: Viewer,
  raw: CreateCourseInput,
): Promise<CourseRow> {
  const parsed = createInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  // A new course starts from its state's final exam and identity-check rules (docs/seat-time.md).
  const examRule = defaultFinalExamRule(parsed.data.state, parsed.data.category).rule;
  const identityRule = defaultIdentityCheckRule(parsed.data.state, parsed.data.category).rule;
  const values: CourseValues = { ...examRule, ...identityRule, ...parsed.data };
  assertRule(values);
  return uniquely(
    () =>
      auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
        await assertCourseProduct(tx, values.productId);
        await assertCertificateType(tx, values.certificateTypeId);
        if (values.isPublished && !(await isAddressFree(tx, values))) {
          throw validationError([ADDRESS_TAKEN]);
        }
        return audit.insert(coursesAudit, values);
      }),
    ADDRESS_TAKEN,
  );
}

export async function updateCourse(
  platform: Platform,
  viewer: Viewer,
  id: string,
  raw: UpdateCourseInput,
): Promise<CourseRow> {
  if (!isUuid(id)) throw notFound('Course');
  const parsed = updateInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const changes = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as Partial<CourseValues>;
  return uniquely(
    () =>
      auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
        const current = await coursesRepository.findById(tx, id);
        if (!current) throw notFound('Course');
        const next = { ...current, ...changes };
        assertRule(next);
        await assertCourseProduct(tx, changes.productId);
        await assertCertificateType(tx, changes.certificateTypeId);
        if (next.isPublished && !(await isAddressFree(tx, next, id))) {
          throw validationError([ADDRESS_TAKEN]);
        }
        const written = await audit.update(coursesAudit, id, { ...changes, updatedAt: new Date() });
        if (!written) throw notFound('Course');
        return written.after;
      }),
    ADDRESS_TAKEN,
  );
}

/** Adds an offering, or changes one when `id` is given. */
export async function putCourseOffering(
  db: DbHandle,
  id: string | null,
  raw: CourseOfferingInput,
): Promise<CourseOfferingRow> {
  if (id !== null && !isUuid(id)) throw notFound('Course offering');
  const parsed = offeringInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const values = parsed.data;
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        if (!(await coursesRepository.findById(tx, values.courseId))) {
          throw validationError([{ path: 'input.courseId', message: 'is not a course' }]);
        }
        if (id === null) return coursesRepository.insertOffering(tx, values);
        const row = await coursesRepository.updateOffering(tx, id, values);
        if (!row) throw notFound('Course offering');
        return row;
      }),
    OFFERING_TAKEN,
  );
}

export async function deleteCourseOffering(db: DbHandle, id: string): Promise<{ id: string }> {
  if (!isUuid(id) || !(await coursesRepository.deleteOffering(db.db, id))) {
    throw notFound('Course offering');
  }
  return { id };
}
