// @vitest-environment happy-dom
// The schedule dialog against a scripted API: the free times are asked at the student's home ZIP
// in the zone of their state from tomorrow, an empty two weeks points to the calendars, the
// picked time and instructor are what gets booked, and a refused booking drops the pick and asks
// for the free times again.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDateOf } from '../../../domain/scheduling/time-zone.ts';
import { addDays, windowRange } from '../slot-search/slot-picker-format.ts';
import {
  chooseStandard,
  OPTIONS,
  renderDialog,
  slotDay,
  slots,
} from './schedule-dialog-fixtures.tsx';

const ONE_DAY = [slotDay('2030-01-08', ['2030-01-08T16:00:00.000Z'])];

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
