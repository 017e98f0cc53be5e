// What moving a lesson from the edit dialog is for (docs/lessons.md "Moving a lesson"): the place
// (where it is now, at home — the address's stored position, else its ZIP's centre — or a meeting
// point of the student's state that takes the lesson type), the first day the slot picker shows,
// the pick (time and instructor), who asked and the waiver, and what the move will cost by the
// server's own policy.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { bookingState } from '../../../domain/scheduling/booking-state.ts';
import { homePickup, homeZip as homeZipOf } from '../../../domain/scheduling/home-pickup.ts';
import type { MoveRequester } from '../../../domain/scheduling/lesson-move-policy.ts';
import { localDateOf } from '../../../domain/scheduling/time-zone.ts';
import { US_TIME_ZONES } from '../../../domain/scheduling/us-time-zones.ts';
import type { StudentLessonsQuery } from '../../gql/graphql.ts';
import type { SlotPick, SlotPickerPickup } from '../slot-search/slot-picker.tsx';
import { LESSON_MOVE_PLACES_QUERY, LESSON_MOVE_PREVIEW_QUERY } from './lessons.queries.ts';
import { ISO_DATE, type LessonStudent } from './use-lesson-booking-choices.ts';

export type MovableLesson = StudentLessonsQuery['lessons']['edges'][number]['node'];

/** The place option that keeps the lesson where it is. */
export const SAME_PLACE = 'same';
/** The place option of a home pickup at the student's ZIP. */
export const HOME_PLACE = 'home';

export function useLessonMove(lesson: MovableLesson, student: LessonStudent) {
  // Times are shown in the lesson's zone, as on the Lessons tab.
  const zone = lesson.instructor.timeZone;
  const zoneLabel = US_TIME_ZONES.find((entry) => entry.zone === zone)?.label ?? zone;
  // The meeting points of the student's booking state (the licence state, else the address's);
  // without one, home or where it is now.
  const state = bookingState({
    usStateId: student.usStateId,
    addressState: student.address?.state,
  });
  const options = useQuery(LESSON_MOVE_PLACES_QUERY, {
    variables: { state: state ?? '' },
    skip: state === null,
  });
  // Today too: a lesson can be moved to later the same day.
  const [firstDay, setFirstDay] = useState(() =>
    localDateOf(zone, Math.floor(Date.now() / 60_000)),
  );
  const [place, setPlace] = useState(SAME_PLACE);
  const [picked, setPicked] = useState<{ search: string; pick: SlotPick } | null>(null);
  const [requestedBy, setRequestedBy] = useState<MoveRequester>('School');
  const [waive, setWaive] = useState(false);

  const points = (options.data?.stateMeetingPoints ?? []).filter(
    (point) =>
      point.id !== lesson.pickup.meetingPointId &&
      !point.restrictedLessonTypes.includes(lesson.lessonType.name),
  );
  const address = student.address;
  const homeText = [address?.address, address?.city, address?.zipcode].filter(Boolean).join(', ');
  const homeZip = homeZipOf(address);
  const current = lesson.pickup;
  const samePickup: SlotPickerPickup | null = current.meetingPointId
    ? { meetingPointId: current.meetingPointId }
    : current.latitude != null && current.longitude != null
      ? { latitude: current.latitude, longitude: current.longitude }
      : null;
  const slotPickup: SlotPickerPickup | null =
    place === SAME_PLACE
      ? samePickup
      : place === HOME_PLACE
        ? homeZip
          ? homePickup(address)
          : null
        : { meetingPointId: place };
  /** What the mutation sends for the place: nothing keeps it. */
  const pickupInput =
    place === SAME_PLACE
      ? {}
      : place === HOME_PLACE
        ? { pickupLocation: homeText || homeZip, pickupZip: homeZip }
        : { meetingPointId: place };
  const currentPlaceLabel = current.meetingPointLabel
    ? `${current.meetingPointLabel} (${current.location})`
    : `home pickup at ${current.location}`;
  const placeLabel =
    place === SAME_PLACE
      ? currentPlaceLabel
      : place === HOME_PLACE
        ? `home pickup at ${homeText}`
        : (() => {
            const point = points.find((entry) => entry.id === place);
            return point ? `${point.label} (${point.address})` : '';
          })();
  const studentIds = lesson.students.filter((s) => !s.removedAt).map((s) => s.studentId);
  // One window of the picker; a pick belongs to the window it was made in.
  const search =
    slotPickup && ISO_DATE.test(firstDay) ? JSON.stringify([slotPickup, firstDay]) : null;
  const pick = picked && picked.search === search ? picked.pick : null;

  const preview = useQuery(LESSON_MOVE_PREVIEW_QUERY, {
    variables: {
      lessonId: lesson.id,
      initiatedBy: 'Student',
      waiveLateFee: waive,
      studentId: student.id,
    },
    skip: requestedBy !== 'Student',
  });
  const facts =
    requestedBy === 'Student' ? (preview.data?.lessonCancellationPreview ?? null) : null;

  return {
    loadError: !!options.error,
    zone,
    zoneLabel,
    firstDay,
    setFirstDay,
    place,
    setPlace,
    points,
    homeText,
    homeZip,
    slotPickup,
    pickupInput,
    currentPlaceLabel,
    placeLabel,
    studentIds,
    search,
    pick,
    onPick: (next: SlotPick | null) => {
      if (search) setPicked(next ? { search, pick: next } : null);
    },
    dropPick: () => setPicked(null),
    requestedBy,
    setRequestedBy: (value: MoveRequester) => {
      setRequestedBy(value);
      if (value === 'School') setWaive(false);
    },
    waive,
    setWaive,
    facts,
    previewError: !!preview.error,
  };
}

export type LessonMove = ReturnType<typeof useLessonMove>;
