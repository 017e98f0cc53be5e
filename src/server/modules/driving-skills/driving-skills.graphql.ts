// GraphQL of driving skills and skill reports (SPEC §3 Driving skills report, §7): the skill
// list and its Admin edits, a student's reports, rating a lesson and emailing the report.
import { SKILL_RATINGS, SKILL_RATING_VALUES } from '../../../domain/scheduling/skill-rating.ts';
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import type { StoredRating, StoredReport } from './driving-skills.repository.ts';
import { drivingSkillsRepository } from './driving-skills.repository.ts';
import {
  emailStudentReport,
  putDrivingSkill,
  reorderDrivingSkills,
  reportOfLesson,
  reportsOfStudent,
  updateLessonReportForStudent,
} from './driving-skills.service.ts';
import type { DrivingSkillRow } from './driving-skills.tables.ts';

const SkillRatingEnum = builder.enumType('SkillRating', {
  description: 'A driving-skill rating (SPEC §4), from Todo (1) to Proficient (6).',
  values: SKILL_RATINGS,
});

export const DrivingSkill = builder.objectRef<DrivingSkillRow>('DrivingSkill').implement({
  description: 'A skill instructors rate after a lesson.',
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    sortOrder: t.exposeInt('sortOrder', { description: 'Position in reports, from 0.' }),
  }),
});

const DrivingSkillRating = builder.objectRef<StoredRating>('DrivingSkillRating').implement({
  fields: (t) => ({
    drivingSkillId: t.exposeID('drivingSkillId'),
    label: t.exposeString('label', { description: 'The skill’s name.' }),
    rating: t.field({ type: SkillRatingEnum, resolve: (entry) => entry.rating }),
    value: t.int({
      description: 'The rating on the numeric scale, 1 (Todo) to 6 (Proficient).',
      resolve: (entry) => SKILL_RATING_VALUES[entry.rating],
    }),
  }),
});

const SkillReportLesson = builder.objectRef<StoredReport['lesson']>('SkillReportLesson').implement({
  description: 'The lesson a skill report belongs to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startTime: t.field({ type: 'DateTime', resolve: (lesson) => lesson.startTime }),
    cancelled: t.boolean({ resolve: (lesson) => lesson.cancelledAt !== null }),
    instructorId: t.exposeID('instructorId'),
    instructorName: t.exposeString('instructorName'),
    timeZone: t.exposeString('instructorTimeZone', {
      description: 'The instructor’s IANA zone, in which the lesson time is shown.',
    }),
    lessonTypeLabel: t.exposeString('lessonTypeLabel'),
  }),
});

const DrivingSkillReport = builder.objectRef<StoredReport>('DrivingSkillReport').implement({
  description: 'One student’s driving-skill ratings in one lesson.',
  fields: (t) => ({
    id: t.exposeID('id'),
    studentId: t.exposeID('studentId'),
    lastEmailSent: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (report) => report.lastEmailSent,
    }),
    updatedAt: t.field({ type: 'DateTime', resolve: (report) => report.updatedAt }),
    lesson: t.field({ type: SkillReportLesson, resolve: (report) => report.lesson }),
    ratings: t.field({
      type: [DrivingSkillRating],
      description: 'In skill order.',
      resolve: (report) => report.ratings,
    }),
  }),
});

builder.queryField('drivingSkills', (t) =>
  t.field({
    type: [DrivingSkill],
    description: 'Every driving skill, in report order.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => drivingSkillsRepository.list(context.platform.db.db),
  }),
);

const PutDrivingSkillInput = builder.inputType('PutDrivingSkillInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Absent: a new skill, added at the end.' }),
    label: t.string({ required: true }),
  }),
});

builder.mutationField('putDrivingSkill', (t) =>
  t.field({
    type: DrivingSkill,
    description: 'Adds a driving skill at the end of the list, or renames one.',
    authScopes: { permission: 'drivingSkills.write' },
    args: { input: t.arg({ type: PutDrivingSkillInput, required: true }) },
    resolve: (_root, { input }, context) =>
      putDrivingSkill(context.platform, {
        id: input.id == null ? null : String(input.id),
        label: input.label,
      }),
  }),
);

builder.mutationField('reorderDrivingSkills', (t) =>
  t.field({
    type: [DrivingSkill],
    description: 'Puts the driving skills in this order; `ids` lists every skill once.',
    authScopes: { permission: 'drivingSkills.write' },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) => reorderDrivingSkills(context.platform, args.ids.map(String)),
  }),
);

builder.queryField('lessonsDrivingSkillsReportsByStudent', (t) =>
  t.field({
    type: [DrivingSkillReport],
    description:
      'Every driving-skill report of the student, newest lesson first: staff with `students.read`, the student and their parent read all of them; an Instructor without another staff role those of their own lessons.',
    authScopes: { permission: 'skillReports.read' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      reportsOfStudent(context.platform, viewerOf(context), String(args.studentId)),
  }),
);

builder.queryField('lessonDrivingSkillsReportByStudentAndLesson', (t) =>
  t.field({
    type: DrivingSkillReport,
    description:
      'The student’s report of one lesson, for whoever reads the student’s reports (an Instructor only on their own lesson); NOT_FOUND when none was written yet.',
    authScopes: { permission: 'skillReports.read' },
    args: {
      studentId: t.arg.id({ required: true }),
      lessonId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, context) =>
      reportOfLesson(context.platform, viewerOf(context), {
        studentId: String(args.studentId),
        lessonId: String(args.lessonId),
      }),
  }),
);

const DrivingSkillRatingInput = builder.inputType('DrivingSkillRatingInput', {
  fields: (t) => ({
    drivingSkillId: t.id({ required: true }),
    rating: t.string({
      required: true,
      description: `One of ${SKILL_RATINGS.join(', ')}.`,
    }),
  }),
});

builder.mutationField('updateLessonReportForStudent', (t) =>
  t.field({
    type: DrivingSkillReport,
    description:
      'Rates the student’s skills in the lesson (creates the report, or changes the ratings listed). Instructors only on their own lessons. Audited (LessonSlotsV2).',
    authScopes: { permission: 'skillReports.write' },
    args: {
      lessonId: t.arg.id({ required: true }),
      studentId: t.arg.id({ required: true }),
      ratings: t.arg({ type: [DrivingSkillRatingInput], required: true }),
    },
    resolve: (_root, args, context) =>
      updateLessonReportForStudent(context.platform, viewerOf(context), {
        lessonId: String(args.lessonId),
        studentId: String(args.studentId),
        ratings: args.ratings.map((entry) => ({
          drivingSkillId: String(entry.drivingSkillId),
          // Checked against the scale by the service, which names the field at fault.
          rating: entry.rating as (typeof SKILL_RATINGS)[number],
        })),
      }),
  }),
);

builder.mutationField('emailStudentReport', (t) =>
  t.field({
    type: DrivingSkillReport,
    description:
      'Emails the lesson’s skill report to 1–5 addresses through the outbox and records when. Instructors only for their own lessons. Audited (LessonSlotsV2).',
    authScopes: { permission: 'skillReports.write' },
    args: {
      studentId: t.arg.id({ required: true }),
      lessonId: t.arg.id({ required: true }),
      emails: t.arg.stringList({ required: true }),
      comments: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      emailStudentReport(context.platform, viewerOf(context), {
        studentId: String(args.studentId),
        lessonId: String(args.lessonId),
        emails: args.emails,
        comments: args.comments ?? '',
      }),
  }),
);
