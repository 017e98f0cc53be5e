// Calendar files of lessons (docs/messages.md "Calendar"), built with ical-generator: the one
// attached to a confirmation, and the private feed calendars subscribe to. Each lesson is one
// event whose UID stays the same for its life, so a calendar updates it when it moves (SEQUENCE
// grows with every change) and shows it cancelled when it is. Times are written in the lesson's
// own zone (the instructor's, as in every lesson message) with the zone's definition included.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatLessonTime } from '../../../domain/booking/booking-confirmation.ts';
import type { OutboxAttachment } from '../../mail/outbox.tables.ts';
import type { LessonView } from '../lessons/lessons.repository.ts';
import { vtimezone } from '../../../domain/messages/vtimezone.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SEQUENCE must grow with each change; seconds since 2020 fit its 32 bits for decades. */
const EPOCH = Date.UTC(2020, 0, 1);
const sequenceOf = (view: LessonView) =>
  Math.max(0, Math.floor((view.lesson.updatedAt.getTime() - EPOCH) / 1000));

const placeOf = (view: LessonView) =>
  view.meetingPoint
    ? `${view.meetingPoint.label}, ${view.meetingPoint.address}`
    : view.lesson.pickupLocation;

function addLesson(calendar: ReturnType<typeof ical>, view: LessonView): void {
  const names = view.students
    .filter((place) => !place.removedAt || view.lesson.cancelledAt)
    .map((place) => place.name)
    .join(' and ');
  const zone = view.instructor.timeZone;
  calendar.createEvent({
    id: `${view.lesson.id}@roadready`,
    sequence: sequenceOf(view),
    // ical-generator writes a native Date's UTC clock after the TZID: a Day.js time in the zone
    // gives it the wall clock that TZID means.
    start: dayjs(view.lesson.startTime).tz(zone),
    end: dayjs(view.lesson.endTime).tz(zone),
    timezone: zone,
    stamp: view.lesson.updatedAt,
    summary: `${view.type.label} lesson: ${names} with ${view.instructor.name}`,
    location: placeOf(view),
    description: [
      `${view.type.label} with ${view.instructor.name}`,
      `For: ${names}`,
      `When: ${formatLessonTime(view.lesson.startTime, zone)}`,
      `${view.meetingPoint ? 'Meeting point' : 'Pickup'}: ${placeOf(view)}`,
    ].join('\n'),
    status: view.lesson.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** A calendar of these lessons, as text/calendar. */
export function lessonsCalendar(views: readonly LessonView[], name: string): string {
  const calendar = ical({
    name,
    prodId: { company: 'RoadReady', product: 'Lessons', language: 'EN' },
    timezone: { name: null, generator: vtimezone },
    // Calendars that subscribe ask again about this often.
    ttl: 60 * 60,
  });
  for (const view of views) addLesson(calendar, view);
  return calendar.toString();
}

/** The confirmation's attachment: one lesson, as an invitation calendars offer to add. */
export function lessonCalendarAttachment(view: LessonView): OutboxAttachment {
  const calendar = ical({
    prodId: { company: 'RoadReady', product: 'Lessons', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: vtimezone },
  });
  addLesson(calendar, view);
  return { filename: 'lesson.ics', contentType: 'text/calendar', content: calendar.toString() };
}
