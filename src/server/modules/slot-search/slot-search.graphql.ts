// GraphQL of the slot search (docs/scheduling.md): `slotSearch` (public: staff booking for a
// student and the public booking flow use the same answer, which carries only instructors'
// public profile), `transientSlots` (staff), `holdSlot` and `releaseSlot`.
import { DEFAULT_TIME_ZONE } from '../../../domain/date-format.ts';
import {
  epochMinuteOf,
  isValidTimeZone,
  localDateOf,
} from '../../../domain/scheduling/time-zone.ts';
import { builder } from '../../graphql/builder.ts';
import { validationError } from '../../graphql/errors.ts';
import type { TransientSlotRow } from '../lessons/lessons.tables.ts';
import { viewerOf } from '../students/viewer-of.ts';
import type { SlotPickup } from './slot-pickup.ts';
import { searchSlots, type FoundInstructor, type FoundSlot } from './slot-search.service.ts';
import { holdSlot, listTransientSlots, releaseSlot } from './transient-slots.service.ts';

interface SlotDay {
  date: string;
  times: FoundSlot[];
}
interface ShownInstructor extends FoundInstructor {
  showTravel: boolean;
}

const SlotInstructor = builder.objectRef<ShownInstructor>('SlotInstructor').implement({
  description: 'An instructor free at a start time: public profile only.',
  fields: (t) => ({
    id: t.id({ resolve: (i) => i.instructorId }),
    name: t.exposeString('name'),
    title: t.exposeString('title'),
    travelMinutes: t.int({
      nullable: true,
      description: 'Estimated drive to the pickup (staff only; null for others).',
      resolve: (i) => (i.showTravel ? i.travelMinutes : null),
    }),
  }),
});

const SlotTime = builder.objectRef<FoundSlot & { showTravel: boolean }>('SlotTime').implement({
  fields: (t) => ({
    startTime: t.field({ type: 'DateTime', resolve: (s) => s.startTime }),
    instructors: t.field({
      type: [SlotInstructor],
      resolve: (s) => s.instructors.map((i) => ({ ...i, showTravel: s.showTravel })),
    }),
  }),
});

const SlotDayRef = builder.objectRef<SlotDay & { showTravel: boolean }>('SlotDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', {
      description: 'Local date (YYYY-MM-DD) in the asked time zone.',
    }),
    times: t.field({
      type: [SlotTime],
      resolve: (d) => d.times.map((s) => ({ ...s, showTravel: d.showTravel })),
    }),
  }),
});

interface SearchAnswer {
  regionId: string | null;
  durationMinutes: number;
  timeZone: string;
  days: (SlotDay & { showTravel: boolean })[];
}

const SlotSearchResultRef = builder.objectRef<SearchAnswer>('SlotSearchResult').implement({
  fields: (t) => ({
    regionId: t.id({
      nullable: true,
      description: 'The pickup’s region; null: outside coverage.',
      resolve: (r) => r.regionId,
    }),
    durationMinutes: t.exposeInt('durationMinutes'),
    timeZone: t.exposeString('timeZone'),
    days: t.field({ type: [SlotDayRef], resolve: (r) => r.days }),
  }),
});

const SlotPickupInput = builder.inputType('SlotPickupInput', {
  description: 'Exactly one of: lat and lng, zipCode, meetingPointId.',
  fields: (t) => ({
    lat: t.float({ required: false }),
    lng: t.float({ required: false }),
    zipCode: t.string({ required: false }),
    meetingPointId: t.id({ required: false }),
  }),
});

function pickupOf(input: {
  lat?: number | null;
  lng?: number | null;
  zipCode?: string | null;
  meetingPointId?: string | number | null;
}): SlotPickup {
  if (input.meetingPointId != null) return { meetingPointId: String(input.meetingPointId) };
  if (input.zipCode != null && input.zipCode.trim() !== '') return { zipCode: input.zipCode };
  if (input.lat == null || input.lng == null) {
    throw validationError([
      { path: 'pickup.zipCode', message: 'give a ZIP code, coordinates or a meeting point' },
    ]);
  }
  return { lat: input.lat, lng: input.lng };
}

const SlotSearchInput = builder.inputType('SlotSearchInput', {
  fields: (t) => ({
    pickup: t.field({ type: SlotPickupInput, required: true }),
    lessonTypeId: t.id({ required: true }),
    from: t.field({ type: 'DateTime', required: true }),
    to: t.field({ type: 'DateTime', required: true, description: 'At most 31 days after from.' }),
    studentIds: t.idList({ required: false }),
    excludeLessonId: t.id({ required: false }),
    timeZone: t.string({
      required: false,
      description: 'IANA zone the days are grouped in; the school’s by default.',
    }),
  }),
});

builder.queryField('slotSearch', (t) =>
  t.field({
    type: SlotSearchResultRef,
    description:
      'Bookable start times of a lesson type at a pickup over a range, grouped by day, with the instructors free at each (docs/scheduling.md).',
    authScopes: { public: true },
    args: { input: t.arg({ type: SlotSearchInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
      if (!isValidTimeZone(timeZone))
        throw validationError([{ path: 'input.timeZone', message: 'is not a time zone' }]);
      const result = await searchSlots(context.platform, {
        pickup: pickupOf(input.pickup),
        lessonTypeId: String(input.lessonTypeId),
        from: input.from,
        to: input.to,
        studentIds: input.studentIds?.map(String) ?? null,
        excludeLessonId: input.excludeLessonId == null ? null : String(input.excludeLessonId),
      });
      const showTravel = (context.viewer?.roles.length ?? 0) > 0;
      const days: SearchAnswer['days'] = [];
      for (const slot of result.slots) {
        const date = localDateOf(timeZone, epochMinuteOf(slot.startTime));
        const last = days.at(-1);
        if (last?.date === date) last.times.push(slot);
        else days.push({ date, times: [slot], showTravel });
      }
      return { regionId: result.regionId, durationMinutes: result.durationMinutes, timeZone, days };
    },
  }),
);

const TransientSlot = builder.objectRef<TransientSlotRow>('TransientSlot').implement({
  description: 'A hold on an instructor’s time while someone books it; it expires.',
  fields: (t) => ({
    id: t.exposeID('id'),
    instructorId: t.exposeID('instructorId'),
    lessonTypeId: t.exposeID('lessonTypeId'),
    startTime: t.field({ type: 'DateTime', resolve: (s) => s.startTime }),
    endTime: t.field({ type: 'DateTime', resolve: (s) => s.endTime }),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.expiresAt }),
    heldById: t.exposeString('heldById', { nullable: true }),
  }),
});

builder.queryField('transientSlots', (t) =>
  t.field({
    type: [TransientSlot],
    description: 'Unexpired holds overlapping [start, end), by start (at most 62 days).',
    authScopes: { permission: 'backOffice.read' },
    args: {
      start: t.arg({ type: 'DateTime', required: true }),
      end: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, args, context) => listTransientSlots(context.platform, args.start, args.end),
  }),
);

const HoldSlotInput = builder.inputType('HoldSlotInput', {
  fields: (t) => ({
    instructorId: t.id({ required: true }),
    lessonTypeId: t.id({ required: true }),
    startTime: t.field({ type: 'DateTime', required: true }),
    pickup: t.field({ type: SlotPickupInput, required: true }),
  }),
});

builder.mutationField('holdSlot', (t) =>
  t.field({
    type: TransientSlot,
    description: 'Holds a bookable slot for 10 minutes; CONFLICT when it is no longer bookable.',
    authScopes: { permission: 'slots.hold' },
    args: { input: t.arg({ type: HoldSlotInput, required: true }) },
    resolve: (_root, { input }, context) =>
      holdSlot(context.platform, viewerOf(context), {
        instructorId: String(input.instructorId),
        lessonTypeId: String(input.lessonTypeId),
        startTime: input.startTime,
        pickup: pickupOf(input.pickup),
      }),
  }),
);

const ReleasedSlot = builder.objectRef<{ id: string }>('ReleasedSlot').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationField('releaseSlot', (t) =>
  t.field({
    type: ReleasedSlot,
    description: 'Releases a hold: its holder, or an Admin or RegionalManager.',
    authScopes: { permission: 'slots.hold' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      releaseSlot(context.platform, viewerOf(context), String(args.id)),
  }),
);
