// The schedule dialog booking one lesson: the pick belongs to the picker window it was made in,
// and a CONFLICT (someone booked the time meanwhile) drops it and asks for the free times again.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { whenLabel } from '../slot-search/slot-picker-format.ts';
import type { SlotPick } from '../slot-search/slot-picker.tsx';
import { withFieldErrors } from '../../ui/field-errors.ts';
import { bookingRefusalOf } from './booking-refusal.ts';
import { SCHEDULE_LESSON_MUTATION } from './lessons.queries.ts';
import type { LessonBookingChoices } from './use-lesson-booking-choices.ts';

export function useScheduleOne(
  choices: LessonBookingChoices,
  setErrors: Dispatch<SetStateAction<Record<string, string>>>,
) {
  const client = useApolloClient();
  const { reportMutation } = useSnackbar();
  const [schedule, { loading }] = useMutation(SCHEDULE_LESSON_MUTATION);
  const [picked, setPicked] = useState<{ search: string; pick: SlotPick } | null>(null);
  const key = useMemo(() => crypto.randomUUID(), []);
  // Changing the type, pickup, students or first day starts a new search and drops the pick.
  const pick = picked && picked.search === choices.search ? picked.pick : null;

  /** Books the pick; true when it is booked. `found` holds what the form misses already. */
  async function submit(found: Record<string, string>): Promise<boolean> {
    if (!pick) found['slot'] = 'Choose a free time and an instructor.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !choices.type || !pick) return false;
    const input = {
      idempotencyKey: key,
      instructorId: pick.instructorId,
      lessonTypeId: choices.type.id,
      startTime: pick.startTime,
      studentIds: choices.studentIds,
      ...choices.pickupInput,
    };
    const done = await reportMutation(
      withFieldErrors(schedule({ variables: { input } }), setErrors).catch((error: unknown) => {
        // Someone took the time meanwhile: forget it and ask again for what is free now.
        if (bookingRefusalOf(error).code === 'CONFLICT') {
          setPicked(null);
          void client.refetchQueries({ include: ['SlotSearch'] });
        }
        throw error;
      }),
      { success: 'Lesson scheduled.' },
    );
    return !!done;
  }

  return {
    busy: loading,
    submit,
    value: pick,
    onPick: (next: SlotPick | null) => {
      if (choices.search) setPicked(next ? { search: choices.search, pick: next } : null);
    },
    summary: pick ? `${pick.instructorName}, ${whenLabel(pick.startTime, choices.zone)}` : null,
    submitLabel: 'Schedule',
  };
}
