// GraphQL of the instructor calendar: `instructorSchedule` (the SPEC §4 schedule blocks) and the
// availability audit's open findings (`availabilityAuditFindings`).
import { SCHEDULE_BLOCK_TYPES } from '../../../domain/scheduling/lesson-enums.ts';
import { FINDING_KINDS } from '../../../domain/scheduling/lesson-availability-findings.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  availabilityLessonsRepository,
  type CalendarLesson,
  type OpenFinding,
} from './availability-lessons.repository.ts';
import {
  instructorSchedule,
  type CalendarBlock,
  type InstructorScheduleView,
} from './availability-schedule.service.ts';
import { reauditChangedFindings } from './availability-audit.service.ts';
import { readableInstructor } from './availability.service.ts';

const FindingKindEnum = builder.enumType('AvailabilityFindingKind', { values: FINDING_KINDS });

const AvailabilityAuditFinding = builder
  .objectRef<OpenFinding>('AvailabilityAuditFinding')
  .implement({
    description: 'A lesson the availability audit found outside availability or overlapping.',
    fields: (t) => ({
      id: t.exposeID('id'),
      kind: t.field({ type: FindingKindEnum, resolve: (row) => row.kind }),
      lessonId: t.exposeID('lessonId'),
      otherLessonId: t.exposeID('otherLessonId', { nullable: true }),
      instructorId: t.exposeID('instructorId'),
      instructorName: t.exposeString('instructorName'),
      instructorTimeZone: t.exposeString('instructorTimeZone', {
        description: "The instructor's IANA time zone: show the finding's times in it.",
      }),
      lessonStart: t.expose('lessonStart', { type: 'DateTime' }),
      lessonEnd: t.expose('lessonEnd', { type: 'DateTime' }),
      lessonTypeLabel: t.exposeString('lessonTypeLabel'),
      detectedAt: t.expose('detectedAt', { type: 'DateTime' }),
    }),
  });

builder.queryField('availabilityAuditFindings', (t) =>
  t.field({
    type: connectionOf('AvailabilityAuditFinding', AvailabilityAuditFinding),
    description: 'Open findings by lesson start, of one instructor or of all; 40 a page.',
    authScopes: { permission: 'availabilityAudit.read' },
    args: {
      instructorId: t.arg.id({ required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const db = context.platform.db.db;
      const window = pageWindow(toPageArgs(args.pageQuery));
      const instructorIds = args.instructorId == null ? null : [String(args.instructorId)];
      if (instructorIds) await readableInstructor(db, viewerOf(context), instructorIds[0]!);
      // Findings whose lesson changed are checked again first: none outlives its cause.
      await reauditChangedFindings(context.platform, instructorIds);
      const { rows, totalCount } = await availabilityLessonsRepository.openFindings(
        db,
        instructorIds,
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

export const ScheduleBlockTypeEnum = builder.enumType('ScheduleBlockType', {
  values: SCHEDULE_BLOCK_TYPES,
});

const ScheduleBlock = builder.objectRef<CalendarBlock>('ScheduleBlock').implement({
  description: 'One block of the instructor calendar (SPEC §4).',
  fields: (t) => ({
    type: t.field({ type: ScheduleBlockTypeEnum, resolve: (block) => block.type }),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    referenceId: t.exposeID('referenceId', {
      nullable: true,
      description: 'The lesson (LESSON, TIME_LOG, DRIVE) or checkout hold (ESTIMATED).',
    }),
  }),
});

const CalendarLessonRef = builder.objectRef<CalendarLesson>('CalendarLesson').implement({
  description: 'A lesson as the calendar shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('bookedEnd', { type: 'DateTime' }),
    lessonTypeLabel: t.exposeString('lessonTypeLabel'),
    pickupLocation: t.exposeString('pickupLocation'),
    studentNames: t.exposeStringList('studentNames'),
  }),
});

export const InstructorScheduleRef = builder
  .objectRef<InstructorScheduleView>('InstructorSchedule')
  .implement({
    fields: (t) => ({
      instructorId: t.id({ resolve: (view) => view.instructor.id }),
      instructorName: t.string({ resolve: (view) => view.instructor.name }),
      timeZone: t.string({ resolve: (view) => view.instructor.timeZone }),
      blocks: t.field({ type: [ScheduleBlock], resolve: (view) => view.blocks }),
      lessons: t.field({ type: [CalendarLessonRef], resolve: (view) => view.lessons }),
    }),
  });

builder.queryField('instructorSchedule', (t) =>
  t.field({
    type: InstructorScheduleRef,
    description: 'Schedule blocks and lessons of one instructor in [from, to), at most 14 days.',
    authScopes: { permission: 'availability.read' },
    args: {
      instructorId: t.arg.id({ required: true }),
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, args, context) =>
      instructorSchedule(
        context.platform,
        viewerOf(context),
        String(args.instructorId),
        args.from,
        args.to,
      ),
  }),
);
