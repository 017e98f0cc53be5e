// The schedule dialog booking several lessons in one `scheduleMultipleLessons` call, all or none
// (docs/lessons.md "Booking several lessons"): the picks are for one lesson type, pickup and
// student(s), kept in the order they happen, and never overlap each other (the picker shows an
// overlapping start disabled). A refusal books nothing: the dialog says why, drops the refused
// pick when the refusal is about its time, keeps the others and loads the free times again.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { overlappingPick, sortPicks } from '../../../domain/scheduling/lesson-picks.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { whenLabel } from '../slot-search/slot-picker-format.ts';
import type { SlotPick } from '../slot-search/slot-picker.tsx';
import { fieldErrorsOf } from '../../ui/field-errors.ts';
import { bookingRefusalOf, dropsThePick } from './booking-refusal.ts';
import { SCHEDULE_MULTIPLE_LESSONS_MUTATION } from './lessons.queries.ts';
import { lessonCount } from './picked-lessons.tsx';
import type { LessonBookingChoices } from './use-lesson-booking-choices.ts';

/** A picked time with its instructor and the lesson's length (every pick is one lesson type). */
type Pick = SlotPick & { durationMinutes: number };

/** The pickup fields a refusal may name on any lesson of the batch: all share the pickup. */
const SHARED_FIELDS = new Set(['pickupZip', 'meetingPointId', 'pickupLocation', 'studentIds.1']);

export function useScheduleSeveral(
  choices: LessonBookingChoices,
  studentName: string,
  setErrors: Dispatch<SetStateAction<Record<string, string>>>,
) {
  const client = useApolloClient();
  const { showMessage } = useSnackbar();
  const [schedule, { loading }] = useMutation(SCHEDULE_MULTIPLE_LESSONS_MUTATION);
  const [held, setHeld] = useState<{ lessonKey: string | null; picks: Pick[] }>({
    lessonKey: null,
    picks: [],
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const key = useMemo(() => crypto.randomUUID(), []);
  // Picks made for another type, pickup or pair of students are not these lessons.
  const picks = held.lessonKey === choices.lessonKey ? held.picks : [];
  const durationMinutes = choices.type?.durationMinutes ?? 0;
  const keep = (next: Pick[]) => setHeld({ lessonKey: choices.lessonKey, picks: next });

  function blockedReason(startTime: string): string | null {
    const hit = overlappingPick({ startTime, durationMinutes }, picks);
    if (!hit) return null;
    return hit.startTime === startTime ? 'Picked' : 'Overlaps a pick';
  }

  function onPick(pick: SlotPick | null) {
    if (!pick || blockedReason(pick.startTime) !== null) return;
    keep(sortPicks([...picks, { ...pick, durationMinutes }]));
    setRefusal(null);
    setErrors(({ slot: _slot, ...rest }) => rest);
    // The picker closed the time just chosen: land on the list that grew.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  /** What happened to the picks after a refusal, after the server's own message. */
  function aftermath(pick: Pick | undefined, index: number | null, code: string | null) {
    const which = pick && `${whenLabel(pick.startTime, choices.zone)} with ${pick.instructorName}`;
    if (code === 'NOT_ENOUGH_PRODUCT')
      return (
        'Not enough minutes: nothing was booked. ' +
        (which && index !== null
          ? `${studentName}’s balance runs out at lesson ${index + 1} of ${picks.length} (${which}). `
          : '') +
        'Remove picks, or sell minutes on the Ledger tab, then book again.'
      );
    return which
      ? `Nothing was booked. ${which} was taken off the list; the other picks are kept.`
      : 'Nothing was booked; the picks are kept.';
  }

  async function submit(found: Record<string, string>): Promise<boolean> {
    if (picks.length === 0) found['slot'] = 'Pick at least one free time and an instructor.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !choices.type) return false;
    const lessonTypeId = choices.type.id;
    const lessons = picks.map((pick) => ({
      instructorId: pick.instructorId,
      lessonTypeId,
      startTime: pick.startTime,
      studentIds: choices.studentIds,
      ...choices.pickupInput,
    }));
    try {
      await schedule({ variables: { input: { idempotencyKey: key, lessons } } });
    } catch (error) {
      const refused = bookingRefusalOf(error);
      const index = refused.lessonIndex;
      const pick = index === null ? undefined : picks[index];
      const drop = pick && dropsThePick(refused) ? pick : undefined;
      if (drop) keep(picks.filter((other) => other !== drop));
      const about = refused.code === 'NOT_ENOUGH_PRODUCT' ? pick : drop;
      // A pickup or second student the server refuses is shown at its field, as for one lesson.
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const field = path.replace(/^lessons\.\d+\./, '');
        if (SHARED_FIELDS.has(field)) fields[field] ??= message;
      }
      setErrors(fields);
      setRefusal(`${refused.message} ${aftermath(about, index, refused.code)}`);
      void client.refetchQueries({ include: ['SlotSearch'] });
      return false;
    }
    showMessage(`${lessonCount(picks.length)} booked`, 'success');
    return true;
  }

  return {
    busy: loading,
    submit,
    picks,
    durationMinutes,
    headingRef,
    refusal,
    remove: (pick: SlotPick) => keep(picks.filter((other) => other !== pick)),
    blockedReason,
    onPick,
    summary: picks.length > 0 ? `${lessonCount(picks.length)} picked` : null,
    submitLabel: picks.length > 1 ? `Schedule ${picks.length} lessons` : 'Schedule',
  };
}
