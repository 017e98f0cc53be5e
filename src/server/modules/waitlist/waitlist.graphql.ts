// GraphQL of the waiting list (docs/waitlist.md): `joinWaitlist`, `myWaitlist`,
// `myWaitlistEntry`, `cancelWaitlistEntry` for customers; `waitlist(regionId)` for staff.
import { WAITLIST_STATUSES } from '../../../domain/scheduling/waitlist-status.ts';
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { waitlistRepository, type WaitlistEntryView } from './waitlist.repository.ts';
import { waitlistOfferPath } from './waitlist-offer-link.ts';
import {
  cancelWaitlistEntry,
  joinWaitlist,
  myWaitlist,
  myWaitlistEntry,
  waitlistOfRegion,
} from './waitlist.service.ts';

const WaitlistStatusEnum = builder.enumType('WaitlistStatus', { values: WAITLIST_STATUSES });

const timeOfDay = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

interface OfferView {
  startTime: Date;
  expiresAt: Date;
  instructorName: string;
  bookingPath: string;
}

const WaitlistOffer = builder.objectRef<OfferView>('WaitlistOffer').implement({
  description: 'The time held for a customer on the waiting list, until it expires.',
  fields: (t) => ({
    startTime: t.field({ type: 'DateTime', resolve: (offer) => offer.startTime }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When the hold ends and the time goes to the next customer.',
      resolve: (offer) => offer.expiresAt,
    }),
    instructorName: t.exposeString('instructorName'),
    bookingPath: t.exposeString('bookingPath', {
      description: 'The booking page with this time ready to pay.',
    }),
  }),
});

const WaitlistEntry = builder.objectRef<WaitlistEntryView>('WaitlistEntry').implement({
  description:
    'A customer waiting for a lesson time: the lesson, the place, the weekdays and hours, until when.',
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.entry.id }),
    status: t.field({ type: WaitlistStatusEnum, resolve: (view) => view.entry.status }),
    customerName: t.exposeString('customerName'),
    customerEmail: t.exposeString('customerEmail'),
    lessonTypeId: t.id({ resolve: (view) => view.entry.lessonTypeId }),
    lessonTypeLabel: t.exposeString('lessonTypeLabel'),
    durationMinutes: t.exposeInt('durationMinutes'),
    state: t.string({ resolve: (view) => view.entry.state }),
    zipCode: t.string({ nullable: true, resolve: (view) => view.entry.zipCode }),
    address: t.string({ nullable: true, resolve: (view) => view.entry.address }),
    meetingPointLabel: t.exposeString('meetingPointLabel', { nullable: true }),
    timeZone: t.string({
      description: 'The place’s zone: the weekdays and hours are its wall clock.',
      resolve: (view) => view.entry.timeZone,
    }),
    weekdays: t.intList({
      description: 'ISO weekdays wanted, 1 = Monday … 7 = Sunday.',
      resolve: (view) => view.entry.weekdays,
    }),
    earliestTime: t.string({
      description: 'HH:MM: the lesson starts at or after it.',
      resolve: (view) => timeOfDay(view.entry.earliestMinute),
    }),
    latestTime: t.string({
      description: 'HH:MM: the lesson ends at or before it.',
      resolve: (view) => timeOfDay(view.entry.latestMinute),
    }),
    until: t.string({
      description: 'YYYY-MM-DD: the last date a time is still wanted.',
      resolve: (view) => view.entry.until,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (view) => view.entry.createdAt }),
    offersMade: t.int({ resolve: (view) => view.entry.offersMade }),
    offer: t.field({
      type: WaitlistOffer,
      nullable: true,
      description: 'The time held for the customer now (status Offered), with its booking link.',
      resolve: (view): OfferView | null => {
        const { entry } = view;
        if (entry.status !== 'Offered' || !entry.offerStartTime || !entry.offerExpiresAt)
          return null;
        return {
          startTime: entry.offerStartTime,
          expiresAt: entry.offerExpiresAt,
          instructorName: view.offerInstructorName ?? '',
          bookingPath: waitlistOfferPath(entry),
        };
      },
    }),
    offerHoldId: t.id({
      nullable: true,
      description: 'The hold to pay with at checkout while the offer stands.',
      resolve: (view) => (view.entry.status === 'Offered' ? view.entry.offerHoldId : null),
    }),
  }),
});

const JoinWaitlistInput = builder.inputType('JoinWaitlistInput', {
  fields: (t) => ({
    lessonTypeId: t.id({ required: true }),
    state: t.string({ required: true, description: 'Two-letter state of the booking page.' }),
    zipCode: t.string({ required: false, description: 'The pickup’s ZIP code (home pickup).' }),
    address: t.string({ required: false }),
    meetingPointId: t.id({ required: false, description: 'Instead of a ZIP code.' }),
    weekdays: t.intList({ required: true, description: '1 = Monday … 7 = Sunday.' }),
    earliestTime: t.string({ required: true, description: 'HH:MM, the place’s time.' }),
    latestTime: t.string({ required: true, description: 'HH:MM (24:00 for midnight).' }),
    until: t.string({ required: true, description: 'YYYY-MM-DD, within 60 days.' }),
  }),
});

builder.mutationField('joinWaitlist', (t) =>
  t.field({
    type: WaitlistEntry,
    description:
      'Joins the waiting list for a lesson time that fits the weekdays and hours given; the first in line gets a time that opens held for them and an email.',
    authScopes: { permission: 'waitlist.join' },
    args: { input: t.arg({ type: JoinWaitlistInput, required: true }) },
    resolve: (_root, { input }, context) =>
      joinWaitlist(context.platform, viewerOf(context), {
        ...input,
        lessonTypeId: String(input.lessonTypeId),
        meetingPointId: input.meetingPointId == null ? null : String(input.meetingPointId),
      }),
  }),
);

builder.queryField('myWaitlist', (t) =>
  t.field({
    type: [WaitlistEntry],
    description: 'The viewer’s waiting-list entries, open ones first.',
    authScopes: { permission: 'waitlist.join' },
    resolve: (_root, _args, context) => myWaitlist(context.platform, viewerOf(context)),
  }),
);

builder.queryField('myWaitlistEntry', (t) =>
  t.field({
    type: WaitlistEntry,
    description: 'One of the viewer’s entries (the offer email links to it); NOT_FOUND otherwise.',
    authScopes: { permission: 'waitlist.join' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      myWaitlistEntry(context.platform, viewerOf(context), String(args.id)),
  }),
);

builder.queryField('waitlist', (t) =>
  t.field({
    type: [WaitlistEntry],
    description:
      'A region’s waiting list in line order (at most 500): open entries unless statuses say otherwise.',
    authScopes: { permission: 'waitlist.read' },
    args: {
      regionId: t.arg.id({ required: true }),
      statuses: t.arg({ type: [WaitlistStatusEnum], required: false }),
    },
    resolve: (_root, args, context) =>
      waitlistOfRegion(context.platform, String(args.regionId), args.statuses),
  }),
);

const WaitlistRegion = builder
  .objectRef<{ id: string; name: string; state: string; waiting: number }>('WaitlistRegion')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      state: t.exposeString('state'),
      waiting: t.exposeInt('waiting', { description: 'Entries waiting or offered a time now.' }),
    }),
  });

builder.queryField('waitlistRegions', (t) =>
  t.field({
    type: [WaitlistRegion],
    description: 'Every region with how many customers wait in it: most waiting first.',
    authScopes: { permission: 'waitlist.read' },
    resolve: (_root, _args, context) =>
      waitlistRepository.regionsWithCounts(context.platform.db.db),
  }),
);

builder.mutationField('cancelWaitlistEntry', (t) =>
  t.field({
    type: WaitlistEntry,
    description:
      'Takes an open entry off the waiting list and releases its held time: your own, or any with `waitlist.manage`.',
    authScopes: { permission: 'waitlist.join' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      cancelWaitlistEntry(context.platform, viewerOf(context), String(args.id)),
  }),
);
