// Staff edit a course's final exam (docs/seat-time.md "Final exam"): its rule, kept in the
// course's own columns and starting from the state's default, and its question pool. Each change
// is one transaction with an audit entry on the course (`Courses/<id>`): the rule's fields old →
// new, a question's section, prompt, choices and right answer old → new.
import { z } from 'zod';
import {
  choiceQuestionFields,
  examSectionField,
  withSoundChoices,
} from '../../../domain/choice-question.ts';
import { finalExamRuleFields } from '../../../domain/final-exam/final-exam-rule-fields.ts';
import {
  finalExamRuleProblems,
  type FinalExamRule,
} from '../../../domain/final-exam/final-exam-rule.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { coursesAudit } from '../courses/courses.service.ts';
import type { CourseRow } from '../courses/courses.tables.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { finalExamRepository, type FinalExamQuestionValues } from './final-exam.repository.ts';
import type { FinalExamQuestionRow } from './final-exam.tables.ts';

// The rule's field rules are shared with the back-office dialog (src/domain/final-exam).
const ruleInput = z.object(finalExamRuleFields);

export type FinalExamRuleInput = Partial<z.input<typeof ruleInput>>;

async function existingCourse(tx: Executor, courseId: string): Promise<CourseRow> {
  const course = isUuid(courseId) ? await coursesRepository.findById(tx, courseId) : null;
  if (!course) throw notFound('Course');
  return course;
}

/** Changes the fields given; the whole rule is checked again after the change. */
export async function updateFinalExamRule(
  platform: Platform,
  viewer: Viewer,
  courseId: string,
  raw: FinalExamRuleInput,
  now = new Date(),
): Promise<CourseRow> {
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const course = await existingCourse(tx, courseId);
    const given = Object.fromEntries(
      Object.entries(raw).filter(([, value]) => value !== undefined),
    );
    const parsed = ruleInput.safeParse({ ...ruleOf(course), ...given });
    if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
    const problems = finalExamRuleProblems(parsed.data);
    if (problems.length > 0) {
      throw validationError(
        problems.map((p) => ({ path: `input.${p.field}`, message: p.message })),
      );
    }
    const changed = await audit.update(coursesAudit, course.id, { ...parsed.data, updatedAt: now });
    return changed!.after;
  });
}

const ruleOf = (course: CourseRow): FinalExamRule => ({
  examQuestionCount: course.examQuestionCount,
  examPoolSize: course.examPoolSize,
  examPassPercent: course.examPassPercent,
  examSectionsScored: course.examSectionsScored,
  examMaxAttempts: course.examMaxAttempts,
  examAfterLastFail: course.examAfterLastFail,
});

// The question's rules are shared with the back-office dialog (src/domain/choice-question.ts).
const questionInput = withSoundChoices(
  z.object({ section: examSectionField, ...choiceQuestionFields }),
);

export type FinalExamQuestionInput = Partial<z.input<typeof questionInput>>;

function checkQuestion(values: Record<string, unknown>): FinalExamQuestionValues {
  const parsed = questionInput.safeParse(values);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}

const defined = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

const asAudited = (row: FinalExamQuestionValues | null) =>
  row && {
    finalExamQuestion: {
      section: row.section,
      prompt: row.prompt,
      choices: row.choices,
      correctIndex: row.correctIndex,
    },
  };

function recordQuestion(
  audit: AuditRecorder,
  courseId: string,
  before: FinalExamQuestionValues | null,
  after: FinalExamQuestionValues | null,
) {
  return audit.record({
    collection: 'Courses',
    id: courseId,
    action: 'Update',
    before: asAudited(before),
    after: asAudited(after),
  });
}

export async function createFinalExamQuestion(
  platform: Platform,
  viewer: Viewer,
  courseId: string,
  input: FinalExamQuestionInput,
): Promise<FinalExamQuestionRow> {
  const values = checkQuestion(defined(input));
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const course = await existingCourse(tx, courseId);
    const row = await finalExamRepository.insertQuestion(tx, course.id, values);
    await recordQuestion(audit, course.id, null, row);
    return row;
  });
}

/** Changes some fields; the whole question is checked again after the change. */
export async function updateFinalExamQuestion(
  platform: Platform,
  viewer: Viewer,
  id: string,
  input: FinalExamQuestionInput,
  now = new Date(),
): Promise<FinalExamQuestionRow> {
  if (!isUuid(id)) throw notFound('Final exam question');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await finalExamRepository.findQuestion(tx, id);
    if (!current) throw notFound('Final exam question');
    const values = checkQuestion({ ...current, ...defined(input) });
    const row = (await finalExamRepository.updateQuestion(tx, id, values, now))!;
    await recordQuestion(audit, current.courseId, current, row);
    return row;
  });
}

export async function deleteFinalExamQuestion(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound('Final exam question');
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await finalExamRepository.findQuestion(tx, id);
    if (!current || !(await finalExamRepository.deleteQuestion(tx, id))) {
      throw notFound('Final exam question');
    }
    await recordQuestion(audit, current.courseId, current, null);
    return { id };
  });
}
