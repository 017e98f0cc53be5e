// GraphQL of timesheets (docs/timesheets.md): the school's pay-period setting, recent pay periods,
// one period's timesheets, and approving a period. Pay fields are as private as the timesheet:
// the root fields give every instructor's only to `instructors.readPay`, an instructor's own
// otherwise (src/domain/field-rules.ts).
import { PAY_PERIOD_LENGTHS, type PayPeriod } from '../../../domain/timesheets/pay-period.ts';
import { TIMESHEET_LINE_KINDS } from '../../../domain/timesheets/timesheet-lines.ts';
import { builder } from '../../graphql/builder.ts';
import { ScheduleBlockTypeEnum } from '../availability/availability-calendar.graphql.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  SCHOOL_TIME_ZONE,
  type PricedLine,
  type TimesheetSetting,
  type TimesheetView,
} from './timesheet-compute.ts';
import {
  approveTimesheetPeriod,
  timesheetPeriod,
  timesheetPeriods,
  timesheetSetting,
  updateTimesheetSetting,
  type TimesheetPeriodView,
} from './timesheets.service.ts';
import type { TimesheetApprovalRow } from './timesheets.tables.ts';

const PayPeriodLengthEnum = builder.enumType('PayPeriodLength', { values: PAY_PERIOD_LENGTHS });
const TimesheetLineKindEnum = builder.enumType('TimesheetLineKind', {
  values: TIMESHEET_LINE_KINDS,
});

const TimesheetSettings = builder.objectRef<TimesheetSetting>('TimesheetSettings').implement({
  description: "The school's pay period and the schedule blocks it pays besides lessons.",
  fields: (t) => ({
    periodLength: t.field({ type: PayPeriodLengthEnum, resolve: (row) => row.periodLength }),
    anchorDate: t.exposeString('anchorDate', {
      description: 'YYYY-MM-DD: the first day of one pay period; the others follow from it.',
    }),
    paidBlockTypes: t.field({
      type: [ScheduleBlockTypeEnum],
      description: 'Non-teaching block types paid at the non-teaching rate.',
      resolve: (row) => [...row.paidBlockTypes],
    }),
    timeZone: t.string({
      description: 'The school zone whose days make the periods.',
      resolve: () => SCHOOL_TIME_ZONE,
    }),
  }),
});

const TimesheetApproval = builder.objectRef<TimesheetApprovalRow>('TimesheetApproval').implement({
  fields: (t) => ({
    approvedAt: t.expose('approvedAt', { type: 'DateTime' }),
    approvedByName: t.exposeString('approvedByName'),
  }),
});

const PayPeriodRef = builder
  .objectRef<PayPeriod & { approval: TimesheetApprovalRow | null; isComplete: boolean }>(
    'PayPeriod',
  )
  .implement({
    description: 'A pay period: whole days in the school zone, start and end included.',
    fields: (t) => ({
      start: t.exposeString('start'),
      end: t.exposeString('end'),
      isComplete: t.exposeBoolean('isComplete', { description: 'Its last day is over.' }),
      approval: t.field({
        type: TimesheetApproval,
        nullable: true,
        description: 'Null while the period is open.',
        resolve: (row) => row.approval,
      }),
    }),
  });

const TimesheetLine = builder.objectRef<PricedLine>('TimesheetLine').implement({
  description: 'One paid line: a lesson, or a day of a paid block type, or a correction of either.',
  fields: (t) => ({
    key: t.exposeString('key'),
    kind: t.field({ type: TimesheetLineKindEnum, resolve: (line) => line.kind }),
    blockType: t.field({ type: ScheduleBlockTypeEnum, resolve: (line) => line.blockType }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD in the school zone.' }),
    lessonId: t.exposeID('lessonId', { nullable: true }),
    description: t.exposeString('description'),
    minutes: t.exposeInt('minutes', {
      description: 'Negative on a correction that takes time back.',
    }),
    rateCents: t.exposeInt('rateCents', { description: 'Cents an hour.' }),
    payCents: t.exposeInt('payCents'),
    correctsPeriodStart: t.exposeString('correctsPeriodStart', {
      nullable: true,
      description: 'On a correction: the first day of the approved period it corrects.',
    }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why the correction.' }),
  }),
});

const Timesheet = builder.objectRef<TimesheetView>('Timesheet').implement({
  description: "One instructor's minutes and pay in a pay period.",
  fields: (t) => ({
    instructorId: t.exposeID('instructorId'),
    instructorName: t.exposeString('instructorName'),
    periodStart: t.exposeString('periodStart'),
    periodEnd: t.exposeString('periodEnd'),
    teachingRateCents: t.exposeInt('teachingRateCents', {
      nullable: true,
      description: 'Cents an hour (teachingPay); null when not set, paid as 0.',
    }),
    nonTeachingRateCents: t.exposeInt('nonTeachingRateCents', {
      nullable: true,
      description: 'Cents an hour (nonTeachingPay); null when not set, paid as 0.',
    }),
    teachingMinutes: t.exposeInt('teachingMinutes'),
    nonTeachingMinutes: t.exposeInt('nonTeachingMinutes'),
    teachingPayCents: t.exposeInt('teachingPayCents'),
    nonTeachingPayCents: t.exposeInt('nonTeachingPayCents'),
    totalPayCents: t.exposeInt('totalPayCents'),
    lines: t.field({ type: [TimesheetLine], resolve: (sheet) => sheet.lines }),
  }),
});

const TimesheetPeriod = builder.objectRef<TimesheetPeriodView>('TimesheetPeriod').implement({
  description: 'A pay period with the timesheets the caller may read.',
  fields: (t) => ({
    start: t.exposeString('start'),
    end: t.exposeString('end'),
    isComplete: t.exposeBoolean('isComplete'),
    approval: t.field({
      type: TimesheetApproval,
      nullable: true,
      description: 'Null while open: the timesheets are then computed from the schedule as it is.',
      resolve: (row) => row.approval,
    }),
    timesheets: t.field({ type: [Timesheet], resolve: (row) => row.timesheets }),
    totalPayCents: t.int({
      resolve: (row) => row.timesheets.reduce((sum, sheet) => sum + sheet.totalPayCents, 0),
    }),
  }),
});

builder.queryField('timesheetSettings', (t) =>
  t.field({
    type: TimesheetSettings,
    authScopes: { permission: 'timesheets.read' },
    resolve: (_root, _args, context) => timesheetSetting(context.platform.db.db),
  }),
);

builder.queryField('payPeriods', (t) =>
  t.field({
    type: [PayPeriodRef],
    description:
      'The current pay period and the ones before it, newest first (count: 1–60, 12 by default).',
    authScopes: { permission: 'timesheets.read' },
    args: { count: t.arg.int({ required: false }) },
    resolve: (_root, args, context) => timesheetPeriods(context.platform.db.db, args.count ?? 12),
  }),
);

builder.queryField('timesheetPeriod', (t) =>
  t.field({
    type: TimesheetPeriod,
    description:
      "One pay period's timesheets (start and end YYYY-MM-DD, exactly one period): every instructor's with instructors.readPay, otherwise the caller's own.",
    authScopes: { permission: 'timesheets.read' },
    args: {
      start: t.arg.string({ required: true }),
      end: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      timesheetPeriod(context.platform, viewerOf(context), { start: args.start, end: args.end }),
  }),
);

const TimesheetSettingsInput = builder.inputType('TimesheetSettingsInput', {
  fields: (t) => ({
    periodLength: t.field({ type: PayPeriodLengthEnum, required: true }),
    anchorDate: t.string({ required: true, description: 'YYYY-MM-DD, the first day of a period.' }),
    paidBlockTypes: t.stringList({
      required: true,
      description:
        'Schedule block types paid as non-teaching time: DRIVE, BREAK, MEAL_BREAK, FILLER.',
    }),
  }),
});

builder.mutationField('updateTimesheetSettings', (t) =>
  t.field({
    type: TimesheetSettings,
    description: 'Sets the pay period and the paid block types. Audited (Timesheets).',
    authScopes: { permission: 'timesheets.configure' },
    args: { input: t.arg({ type: TimesheetSettingsInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateTimesheetSetting(context.platform, viewerOf(context), input),
  }),
);

const ApproveTimesheetPeriodInput = builder.inputType('ApproveTimesheetPeriodInput', {
  fields: (t) => ({
    start: t.string({ required: true }),
    end: t.string({ required: true }),
  }),
});

builder.mutationField('approveTimesheetPeriod', (t) =>
  t.field({
    type: TimesheetPeriod,
    description:
      'Approves a pay period that is over: its timesheets are stored and locked. Audited (Timesheets).',
    authScopes: { permission: 'timesheets.approve' },
    args: { input: t.arg({ type: ApproveTimesheetPeriodInput, required: true }) },
    resolve: (_root, { input }, context) =>
      approveTimesheetPeriod(context.platform, viewerOf(context), input),
  }),
);
