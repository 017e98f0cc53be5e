// @vitest-environment happy-dom
// The schedule dialog against a scripted API: the free times are asked at the student's home ZIP
// in the zone of their state from tomorrow, an empty two weeks points to the calendars, the
// picked time and instructor are what gets booked, and a refused booking drops the pick and asks
// for the free times again.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../domain/date-format.ts';
import { localDateOf } from '../../../domain/scheduling/time-zone.ts';
import { addDays, windowRange } from '../slot-search/slot-picker-format.ts';
import {
  ANNA,
  chooseStandard,
  OPTIONS,
  renderDialog,
  slotDay,
  slots,
} from './schedule-dialog-fixtures.tsx';

const ONE_DAY = [slotDay('2030-01-08', ['2030-01-08T16:00:00.000Z'])];

/** The server's answer to the booking options: a state that is not one is refused. */
function options(variables: Record<string, unknown>) {
  if (variables['withMeetingPoints'] === false) {
    const { stateMeetingPoints: _points, ...rest } = OPTIONS;
    return { data: rest };
  }
  return variables['state'] === ''
    ? {
        errors: [
          { message: 'state is not a US state code', extensions: { code: 'VALIDATION_ERROR' } },
        ],
      }
    : { data: OPTIONS };
}

afterEach(cleanup);

describe('ScheduleLessonDialog', () => {
  it('asks for free times at home from tomorrow in the state’s zone; empty points to calendars', async () => {
    const { asked } = renderDialog((operation) =>
      operation === 'SlotSearch' ? { data: slots([]) } : { data: OPTIONS },
    );
    screen.getByText('Choose the lesson type and the pickup to see the free times.');
    await chooseStandard();
    const empty = await screen.findByText(/^No instructor is free for this lesson/);
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/admin/calendars');
    const tomorrow = addDays(localDateOf('America/Chicago', Math.floor(Date.now() / 60_000)), 1);
    expect(asked.find((call) => call.operation === 'SlotSearch')?.input).toMatchObject({
      pickup: { zipCode: '78701' },
      lessonTypeId: 't1',
      studentIds: ['s1'],
      timeZone: 'America/Chicago',
      ...windowRange(tomorrow, 'America/Chicago'),
    });
  });

  it('asks for free times from the address’s stored position when it has one', async () => {
    const pinned = { ...ANNA.address, latitude: 30.2672, longitude: -97.7431 };
    const { asked } = renderDialog(
      (operation) => (operation === 'SlotSearch' ? { data: slots([]) } : { data: OPTIONS }),
      { student: { ...ANNA, address: pinned } },
    );
    await chooseStandard();
    await screen.findByText(/^No instructor is free for this lesson/);
    expect(asked.find((call) => call.operation === 'SlotSearch')?.input).toMatchObject({
      pickup: { lat: 30.2672, lng: -97.7431 },
    });
  });

  it('books a student with no licence state in the state of the address', async () => {
    const asked: Record<string, unknown>[] = [];
    renderDialog(
      (operation, variables) => {
        if (operation === 'SlotSearch') return { data: slots([]) };
        asked.push(variables);
        return options(variables);
      },
      { student: { ...ANNA, usStateId: null, address: { ...ANNA.address, state: 'TX' } } },
    );
    await chooseStandard();
    await screen.findByText(/^No instructor is free for this lesson/);
    expect(asked).toEqual([{ state: 'TX', withMeetingPoints: true }]);
    expect(screen.queryByText('The booking choices could not be loaded.')).toBeNull();
    screen.getByText('Two weeks of free times from this day, in Central (Chicago) time.');
  });

  it('books a student with no state at all at home by ZIP and says why there are no meeting points', async () => {
    const { asked } = renderDialog(
      (operation, variables) =>
        operation === 'SlotSearch' ? { data: slots([]) } : options(variables),
      { student: { ...ANNA, usStateId: null } },
    );
    await chooseStandard();
    await screen.findByText(/^No instructor is free for this lesson/);
    expect(screen.queryByText('The booking choices could not be loaded.')).toBeNull();
    screen.getByText(/^No meeting points: the student has no licence state and no address state/);
    expect(asked.find((call) => call.operation === 'SlotSearch')?.input).toMatchObject({
      pickup: { zipCode: '78701' },
      timeZone: DEFAULT_TIME_ZONE,
    });
  });

  it('books the picked time with its instructor; a refusal drops the pick and asks again', async () => {
    let bookings = 0;
    const { asked, onScheduled } = renderDialog((operation) => {
      if (operation === 'SlotSearch') return { data: slots(ONE_DAY) };
      if (operation !== 'ScheduleLesson') return { data: OPTIONS };
      return ++bookings === 1
        ? {
            errors: [
              {
                message: 'This time is no longer bookable with Priya Raman.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          }
        : { data: { scheduleLesson: { __typename: 'Lesson', id: 'l1' } } };
    });
    await chooseStandard();
    const schedule = screen.getByRole('button', { name: 'Schedule' });
    fireEvent.click(schedule);
    await screen.findByText('Choose a free time and an instructor.');
    expect(asked.some((call) => call.operation === 'ScheduleLesson')).toBe(false);

    const pickTime = async () => {
      fireEvent.click(await screen.findByRole('button', { name: /10:00 AM, 1 instructor$/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Priya Raman' }));
      await screen.findByText('Priya Raman, Tuesday, January 8, 10:00 AM');
    };
    await pickTime();
    fireEvent.click(schedule);
    await screen.findByText('This time is no longer bookable with Priya Raman.');
    await screen.findByText('No time chosen yet.');
    await waitFor(() =>
      expect(asked.filter((call) => call.operation === 'SlotSearch')).toHaveLength(2),
    );
    expect(onScheduled).not.toHaveBeenCalled();

    await pickTime();
    fireEvent.click(schedule);
    await waitFor(() => expect(onScheduled).toHaveBeenCalledOnce());
    expect(asked.filter((call) => call.operation === 'ScheduleLesson').at(-1)?.input).toMatchObject(
      {
        instructorId: 'i1',
        lessonTypeId: 't1',
        startTime: '2030-01-08T16:00:00.000Z',
        studentIds: ['s1'],
        pickupLocation: '500 Congress Ave, Austin, 78701-1234',
        pickupZip: '78701',
      },
    );
  });
});
