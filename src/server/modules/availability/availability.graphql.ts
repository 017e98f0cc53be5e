// GraphQL of instructor availability: read it (`instructorAvailability`), replace the week
// (`setInstructorWeeklyHours`, `setInstructorBreaks`), dated exceptions, the instructor picker of
// the calendar (`availabilityInstructorOptions`). The calendar and the audit findings are in
// availability-calendar.graphql.ts.
import { availabilityReadReach } from '../../../domain/scheduling/availability-access.ts';
import { BREAK_KINDS } from '../../../domain/scheduling/lesson-enums.ts';
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { availabilityRepository } from './availability.repository.ts';
import {
  deleteAvailabilityException,
  instructorAvailability,
  putAvailabilityException,
  setInstructorBreaks,
  setInstructorWeeklyHours,
} from './availability.service.ts';
import type { AvailabilityExceptionRow, BreakRow, WeeklyHoursRow } from './availability.tables.ts';

export const BreakKindEnum = builder.enumType('BreakKind', { values: BREAK_KINDS });

const WeeklySpan = builder.objectRef<WeeklyHoursRow>('WeeklySpan').implement({
  description: 'Working time on a weekday, in minutes from local midnight, [start, end).',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '1 = Monday … 7 = Sunday.' }),
    startMinute: t.exposeInt('startMinute'),
    endMinute: t.exposeInt('endMinute'),
  }),
});

const WeeklyBreak = builder.objectRef<BreakRow>('WeeklyBreak').implement({
  description: 'A recurring break on a weekday, inside working hours.',
  fields: (t) => ({
    weekday: t.exposeInt('weekday'),
    startMinute: t.exposeInt('startMinute'),
    endMinute: t.exposeInt('endMinute'),
    kind: t.field({ type: BreakKindEnum, resolve: (row) => row.kind }),
  }),
});

const AvailabilityException = builder
  .objectRef<AvailabilityExceptionRow>('AvailabilityException')
  .implement({
    description:
      'A dated change: time off (the whole day when the minutes are null) or extra hours.',
    fields: (t) => ({
      id: t.exposeID('id'),
      date: t.exposeString('date', { description: 'Local date YYYY-MM-DD.' }),
      startMinute: t.exposeInt('startMinute', { nullable: true }),
      endMinute: t.exposeInt('endMinute', { nullable: true }),
      isAvailable: t.exposeBoolean('isAvailable', {
        description: 'True: extra hours; false: time off.',
      }),
      note: t.exposeString('note'),
    }),
  });

type AvailabilityView = Awaited<ReturnType<typeof instructorAvailability>>;

const InstructorAvailability = builder
  .objectRef<AvailabilityView>('InstructorAvailability')
  .implement({
    description: "An instructor's week and exceptions, in the instructor's time zone.",
    fields: (t) => ({
      instructorId: t.id({ resolve: (view) => view.instructor.id }),
      instructorName: t.string({ resolve: (view) => view.instructor.name }),
      timeZone: t.string({ resolve: (view) => view.instructor.timeZone }),
      weeklyHours: t.field({ type: [WeeklySpan], resolve: (view) => view.weeklyHours }),
      breaks: t.field({ type: [WeeklyBreak], resolve: (view) => view.breaks }),
      exceptions: t.field({ type: [AvailabilityException], resolve: (view) => view.exceptions }),
    }),
  });

builder.queryField('instructorAvailability', (t) =>
  t.field({
    type: InstructorAvailability,
    description: 'Weekly hours, breaks, and the exceptions on or after `from` (all when absent).',
    authScopes: { permission: 'availability.read' },
    args: {
      instructorId: t.arg.id({ required: true }),
      from: t.arg.string({ required: false, description: 'Local date YYYY-MM-DD.' }),
    },
    resolve: (_root, args, context) =>
      instructorAvailability(
        context.platform,
        viewerOf(context),
        String(args.instructorId),
        args.from ?? null,
      ),
  }),
);

const WeeklySpanInput = builder.inputType('WeeklySpanInput', {
  fields: (t) => ({
    weekday: t.int({ required: true, description: '1 = Monday … 7 = Sunday.' }),
    startMinute: t.int({ required: true }),
    endMinute: t.int({ required: true, description: 'At most 1440.' }),
  }),
});

const WeeklyBreakInput = builder.inputType('WeeklyBreakInput', {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    startMinute: t.int({ required: true }),
    endMinute: t.int({ required: true }),
    kind: t.field({ type: BreakKindEnum, required: true }),
  }),
});

/** The changed week, read back as a whole. */
const reread = (context: Parameters<typeof viewerOf>[0], instructorId: string) =>
  instructorAvailability(context.platform, viewerOf(context), instructorId, null);

builder.mutationField('setInstructorWeeklyHours', (t) =>
  t.field({
    type: InstructorAvailability,
    description:
      'Replaces the weekly hours (and the breaks too when given). Audited (InstructorAvailsV2).',
    authScopes: { permission: 'availability.write' },
    args: {
      instructorId: t.arg.id({ required: true }),
      spans: t.arg({ type: [WeeklySpanInput], required: true }),
      breaks: t.arg({ type: [WeeklyBreakInput], required: false }),
    },
    resolve: async (_root, args, context) => {
      const id = String(args.instructorId);
      await setInstructorWeeklyHours(
        context.platform,
        viewerOf(context),
        id,
        args.spans,
        args.breaks ?? null,
      );
      return reread(context, id);
    },
  }),
);

builder.mutationField('setInstructorBreaks', (t) =>
  t.field({
    type: InstructorAvailability,
    description: 'Replaces the recurring breaks. Audited (InstructorAvailsV2).',
    authScopes: { permission: 'availability.write' },
    args: {
      instructorId: t.arg.id({ required: true }),
      breaks: t.arg({ type: [WeeklyBreakInput], required: true }),
    },
    resolve: async (_root, args, context) => {
      const id = String(args.instructorId);
      await setInstructorBreaks(context.platform, viewerOf(context), id, args.breaks);
      return reread(context, id);
    },
  }),
);

const PutAvailabilityExceptionInput = builder.inputType('PutAvailabilityExceptionInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Absent: a new exception.' }),
    instructorId: t.id({ required: true }),
    date: t.string({ required: true, description: 'Local date YYYY-MM-DD.' }),
    startMinute: t.int({ required: false, description: 'Absent with endMinute: the whole day.' }),
    endMinute: t.int({ required: false }),
    isAvailable: t.boolean({ required: true, description: 'True: extra hours; false: time off.' }),
    note: t.string({ required: false }),
  }),
});

builder.mutationField('putAvailabilityException', (t) =>
  t.field({
    type: AvailabilityException,
    description: 'Adds a dated exception, or changes the one with this id. Audited.',
    authScopes: { permission: 'availability.write' },
    args: { input: t.arg({ type: PutAvailabilityExceptionInput, required: true }) },
    resolve: (_root, { input }, context) =>
      putAvailabilityException(context.platform, viewerOf(context), {
        id: input.id == null ? null : String(input.id),
        instructorId: String(input.instructorId),
        date: input.date,
        startMinute: input.startMinute ?? null,
        endMinute: input.endMinute ?? null,
        isAvailable: input.isAvailable,
        note: input.note ?? '',
      }),
  }),
);

const DeletedAvailabilityException = builder
  .objectRef<{ id: string }>('DeletedAvailabilityException')
  .implement({ fields: (t) => ({ id: t.exposeID('id') }) });

builder.mutationField('deleteAvailabilityException', (t) =>
  t.field({
    type: DeletedAvailabilityException,
    description: 'Removes a dated exception. Audited (InstructorAvailsV2).',
    authScopes: { permission: 'availability.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteAvailabilityException(context.platform, viewerOf(context), String(args.id)),
  }),
);

const AvailabilityInstructorOption = builder
  .objectRef<{ id: string; name: string; timeZone: string; status: string }>(
    'AvailabilityInstructorOption',
  )
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      timeZone: t.exposeString('timeZone'),
      status: t.exposeString('status'),
    }),
  });

builder.queryField('availabilityInstructorOptions', (t) =>
  t.field({
    type: [AvailabilityInstructorOption],
    description: 'Instructors whose calendar the caller may open (an Instructor: only their own).',
    authScopes: { permission: 'availability.read' },
    resolve: (_root, _args, context) => {
      const viewer = viewerOf(context);
      const own = availabilityReadReach(viewer.roles) === 'own';
      return availabilityRepository.instructorOptions(
        context.platform.db.db,
        own ? viewer.userId : null,
      );
    },
  }),
);
