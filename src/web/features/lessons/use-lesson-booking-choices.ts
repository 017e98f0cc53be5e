// What a booking from the student's page is for, shared by the one-lesson and several-lessons
// modes of the schedule dialog: the lesson type, a second student for shared types, the pickup
// (at home: the student's address, at its stored position, else its ZIP's centre; or a meeting point of the student's booking
// state that takes the type) and the first day the slot picker shows, in the zone of that state.
// The booking state is the licence state, else the address state (`bookingState`); a student with
// neither is booked at home only, and no meeting points are asked for.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { bookingState } from '../../../domain/scheduling/booking-state.ts';
import { homePickup, homeZip as homeZipOf } from '../../../domain/scheduling/home-pickup.ts';
import { isSharedLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import { localDateOf } from '../../../domain/scheduling/time-zone.ts';
import { timeZoneLabel } from '../../../domain/scheduling/us-time-zones.ts';
import { addDays } from '../slot-search/slot-picker-format.ts';
import type { SlotPickerPickup } from '../slot-search/slot-picker.tsx';
import { LESSON_BOOKING_OPTIONS_QUERY, LESSON_PARTNER_SEARCH_QUERY } from './lessons.queries.ts';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface LessonStudent {
  id: string;
  name: string;
  usStateId?: string | null;
  address?: {
    address?: string | null;
    city?: string | null;
    state?: string | null;
    zipcode?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  } | null;
}

export function useLessonBookingChoices(student: LessonStudent) {
  const state = bookingState({
    usStateId: student.usStateId,
    addressState: student.address?.state,
  });
  const options = useQuery(LESSON_BOOKING_OPTIONS_QUERY, {
    variables: { state: state ?? '', withMeetingPoints: state !== null },
  });
  // Free times are grouped by day in the zone of the booking state, where the lesson happens.
  const zone = stateTimeZone(state);
  const zoneLabel = timeZoneLabel(zone);
  const [firstDay, setFirstDay] = useState(() =>
    addDays(localDateOf(zone, Math.floor(Date.now() / 60_000)), 1),
  );
  const [typeId, setTypeId] = useState('');
  const [pickup, setPickup] = useState('home');
  const [partner, setPartner] = useState<{ id: string; name: string } | null>(null);
  const [partnerInput, setPartnerInput] = useState('');
  const partners = useQuery(LESSON_PARTNER_SEARCH_QUERY, {
    variables: { term: partnerInput },
    skip: partnerInput.trim().length < 2,
  });

  const types = options.data?.lessonBookableTypes ?? [];
  const type = types.find((t) => t.id === typeId);
  const shared = type ? isSharedLessonType(type.name) : false;
  const points = (options.data?.stateMeetingPoints ?? []).filter(
    (point) => !type || !point.restrictedLessonTypes.includes(type.name),
  );
  const address = student.address;
  const homeText = [address?.address, address?.city, address?.zipcode].filter(Boolean).join(', ');
  // Slots are searched from the address's stored position, else its ZIP's centre; the booking
  // sends the ZIP and the server applies the same rule (src/domain/scheduling/home-pickup.ts).
  const homeZip = homeZipOf(address);
  const slotPickup: SlotPickerPickup | null =
    pickup === 'home' ? (homeZip ? homePickup(address) : null) : { meetingPointId: pickup };
  const studentIds = [student.id, ...(partner && shared ? [partner.id] : [])];
  // The lesson every pick is for: a pick made for another type, pickup or pair of students is
  // not one of these lessons.
  const lessonKey = type && slotPickup ? JSON.stringify([type.id, slotPickup, studentIds]) : null;
  // One window of the picker: the lesson and its first day.
  const search = lessonKey && ISO_DATE.test(firstDay) ? `${lessonKey}@${firstDay}` : null;
  const pickupInput =
    pickup === 'home'
      ? { pickupLocation: homeText, pickupZip: homeZip }
      : { meetingPointId: pickup };
  const partnerOptions = (partners.data?.students.edges ?? [])
    .map((edge) => edge.node)
    .filter((s) => s.id !== student.id);

  /** Field messages of what is missing before anything can be booked. */
  function missing(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!type) found['lessonTypeId'] = 'Choose a lesson type.';
    if (pickup === 'home' && !homeZip)
      found['pickupZip'] =
        'The student has no ZIP code: choose a meeting point or add the address.';
    return found;
  }

  return {
    loadError: !!options.error,
    /** The booking state's code, or null: no meeting points can be offered. */
    state,
    /** The meeting points of the booking state have been read (or none were asked for). */
    pointsLoaded: !!options.data,
    zone,
    zoneLabel,
    firstDay,
    setFirstDay,
    types,
    typeId,
    setTypeId,
    type,
    shared,
    partner,
    setPartner,
    partnerInput,
    setPartnerInput,
    partnerOptions,
    pickup,
    setPickup,
    points,
    homeText,
    homeZip,
    slotPickup,
    studentIds,
    lessonKey,
    search,
    pickupInput,
    missing,
  };
}

export type LessonBookingChoices = ReturnType<typeof useLessonBookingChoices>;
