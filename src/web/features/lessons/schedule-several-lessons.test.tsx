// @vitest-environment happy-dom
// The schedule dialog's several-lessons mode against a scripted API: picks collect in a list in
// the order they happen, a start overlapping a pick cannot be chosen, a pick can be removed, and
// all are booked in one scheduleMultipleLessons call; a refusal books nothing, drops the pick the
// server names when its time was refused (keeping the others) or keeps them all when the
// student's minutes run out, and asks for the free times again.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseStandard,
  OPTIONS,
  renderDialog,
  slotDay,
  slots,
  type Answer,
} from './schedule-dialog-fixtures.tsx';

// 10:00, 11:00 and 14:00 in Chicago (CST) on Tuesday, January 8.
const DAY = [
  slotDay('2030-01-08', [
    '2030-01-08T16:00:00.000Z',
    '2030-01-08T17:00:00.000Z',
    '2030-01-08T20:00:00.000Z',
  ]),
];
const LESSONS = { data: { scheduleMultipleLessons: [] } };
const refused = (code: string, message: string, path: string): Answer => ({
  errors: [{ message, extensions: { code, fields: [{ path, message }] } }],
});

function script(bookings: Answer[]) {
  return renderDialog(
    (operation) => {
      if (operation === 'SlotSearch') return { data: slots(DAY) };
      if (operation === 'ScheduleMultipleLessons') return bookings.shift() ?? LESSONS;
      return { data: OPTIONS };
    },
    { several: true },
  );
}

async function pick(time: string) {
  fireEvent.click(
    await screen.findByRole('button', { name: new RegExp(`${time}, 1 instructor$`) }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Priya Raman' }));
}

const picked = () => within(screen.getByRole('region', { name: /^Picked/ }));
const bookingsOf = (asked: ReturnType<typeof script>['asked']) =>
  asked.filter((call) => call.operation === 'ScheduleMultipleLessons');

afterEach(cleanup);

describe('ScheduleLessonDialog, several lessons', () => {
  it('collects picks that do not overlap, removes one, and books them all in one call', async () => {
    const { asked, onScheduled } = script([]);
    screen.getByRole('dialog', { name: 'Schedule several lessons for Anna Lee' });
    await chooseStandard();
    await pick('2:00 PM');
    await pick('10:00 AM');
    // 11:00 would overlap the 10:00–12:00 lesson; the picked ones cannot be picked again.
    expect(
      screen.getByRole('button', { name: 'Tuesday, January 8, 11:00 AM, Overlaps a pick' }),
    ).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('button', { name: 'Tuesday, January 8, 10:00 AM, Picked' }),
    ).toHaveProperty('disabled', true);
    screen.getByRole('heading', { name: 'Picked: 2 lessons' });
    expect(
      picked()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tuesday, January 8, 10:00 AM · Priya Raman · 120 minRemove',
      'Tuesday, January 8, 2:00 PM · Priya Raman · 120 minRemove',
    ]);
    screen.getByText('2 lessons picked');

    fireEvent.click(
      picked().getByRole('button', {
        name: 'Remove Tuesday, January 8, 10:00 AM with Priya Raman',
      }),
    );
    screen.getByRole('heading', { name: 'Picked: 1 lesson' });
    await pick('11:00 AM');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule 2 lessons' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledOnce());
    await screen.findByText('2 lessons booked');
    const sent = bookingsOf(asked);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({
      lessons: ['2030-01-08T17:00:00.000Z', '2030-01-08T20:00:00.000Z'].map((startTime) => ({
        instructorId: 'i1',
        lessonTypeId: 't1',
        startTime,
        studentIds: ['s1'],
        pickupLocation: '500 Congress Ave, Austin, 78701-1234',
        pickupZip: '78701',
      })),
    });
  });

  it('asks for a pick before booking', async () => {
    const { asked } = script([]);
    await chooseStandard();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByText('Pick at least one free time and an instructor.');
    expect(bookingsOf(asked)).toHaveLength(0);
  });

  it('drops the pick a CONFLICT names and keeps the rest; keeps all when minutes run out', async () => {
    const { asked, onScheduled } = script([
      refused('CONFLICT', 'That instructor already has a lesson then.', 'input.lessons.1'),
      refused(
        'NOT_ENOUGH_PRODUCT',
        'The student does not hold enough driving minutes for this lesson.',
        'input.lessons.1',
      ),
    ]);
    await chooseStandard();
    await pick('10:00 AM');
    await pick('2:00 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule 2 lessons' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'That instructor already has a lesson then. Nothing was booked. Tuesday, January 8, 2:00 PM with Priya Raman was taken off the list; the other picks are kept.',
    );
    screen.getByRole('heading', { name: 'Picked: 1 lesson' });
    await waitFor(() =>
      expect(asked.filter((call) => call.operation === 'SlotSearch')).toHaveLength(2),
    );

    await pick('2:00 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule 2 lessons' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The student does not hold enough driving minutes for this lesson. Not enough minutes: nothing was booked. Anna Lee’s balance runs out at lesson 2 of 2 (Tuesday, January 8, 2:00 PM with Priya Raman). Remove picks, or sell minutes on the Ledger tab, then book again.',
      ),
    );
    screen.getByRole('heading', { name: 'Picked: 2 lessons' });
    expect(onScheduled).not.toHaveBeenCalled();
  });
});
