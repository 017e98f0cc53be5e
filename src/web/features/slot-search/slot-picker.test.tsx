// @vitest-environment happy-dom
// The slot picker against a scripted API: times grouped by day with spoken names, choosing a time
// then an instructor calls onPick, the next two weeks ask the next range, an empty window says so
// and an error offers a retry.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotPicker, type SlotPick, type SlotPickerProps } from './slot-picker.tsx';

const instructor = (id: string, name: string, title: string) => ({
  __typename: 'SlotInstructor',
  id,
  name,
  title,
});
const ANSWER = {
  __typename: 'SlotSearchResult',
  regionId: 'r1',
  durationMinutes: 60,
  timeZone: 'America/Los_Angeles',
  days: [
    {
      __typename: 'SlotDay',
      date: '2026-12-01',
      times: [
        {
          __typename: 'SlotTime',
          startTime: '2026-12-01T17:00:00.000Z',
          instructors: [
            instructor('i1', 'Maria G.', 'Senior instructor'),
            instructor('i2', 'Sam', ''),
          ],
        },
        {
          __typename: 'SlotTime',
          startTime: '2026-12-01T18:30:00.000Z',
          instructors: [instructor('i2', 'Sam', '')],
        },
      ],
    },
  ],
};

type Answer = { data: unknown } | { errors: { message: string }[] };

function clientAnswering(answers: (variables: Record<string, unknown>) => Answer) {
  const asked: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.variables.input as Record<string, unknown>);
        observer.next(answers(operation.variables.input as Record<string, unknown>) as never);
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

function renderPicker(
  answers: (input: Record<string, unknown>) => Answer,
  extra: Partial<SlotPickerProps> = {},
) {
  const { client, asked } = clientAnswering(answers);
  const onPick = vi.fn<(pick: SlotPick | null) => void>();
  const picker = (more: Partial<SlotPickerProps>) => (
    <ApolloProvider client={client}>
      <SlotPicker
        pickup={{ zipCode: '90012' }}
        lessonTypeId="t1"
        from="2026-12-01"
        studentIds={['s1']}
        onPick={onPick}
        {...extra}
        {...more}
      />
    </ApolloProvider>
  );
  const { rerender } = render(picker({}));
  return { asked, onPick, rerender: (more: Partial<SlotPickerProps>) => rerender(picker(more)) };
}

afterEach(cleanup);

describe('SlotPicker', () => {
  it('lists times by day, then the instructors of the chosen time, and reports the pick', async () => {
    const { asked, onPick } = renderPicker(() => ({ data: { slotSearch: ANSWER } }));
    const nine = await screen.findByRole('button', {
      name: 'Tuesday, December 1, 9:00 AM, 2 instructors',
    });
    expect(screen.getByRole('heading', { name: 'Tuesday, December 1' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Tuesday, December 1, 10:30 AM, 1 instructor' }),
    ).toBeTruthy();
    expect(asked[0]).toMatchObject({
      pickup: { zipCode: '90012' },
      lessonTypeId: 't1',
      from: '2026-12-01T08:00:00.000Z',
      to: '2026-12-15T08:00:00.000Z',
      studentIds: ['s1'],
      timeZone: 'America/Los_Angeles',
    });

    fireEvent.click(nine);
    expect(nine.getAttribute('aria-pressed')).toBe('true');
    const list = screen.getByRole('list', {
      name: 'Instructors free on Tuesday, December 1, 9:00 AM',
    });
    expect(list.textContent).toContain('Senior instructor');
    fireEvent.click(screen.getByRole('button', { name: /Maria G\./ }));
    expect(onPick).toHaveBeenCalledWith({
      startTime: '2026-12-01T17:00:00.000Z',
      instructorId: 'i1',
      instructorName: 'Maria G.',
    });
  });

  it('pages two weeks at a time and says when a window is empty', async () => {
    const { asked } = renderPicker((input) => ({
      data: {
        slotSearch: input.from === '2026-12-01T08:00:00.000Z' ? ANSWER : { ...ANSWER, days: [] },
      },
    }));
    await screen.findByRole('heading', { name: 'Tuesday, December 1' });
    const previous = screen.getByRole('button', { name: 'Previous two weeks' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next two weeks' }));
    await screen.findByText('No free times in these two weeks — try the next two weeks.');
    expect(asked.at(-1)).toMatchObject({
      from: '2026-12-15T08:00:00.000Z',
      to: '2026-12-29T08:00:00.000Z',
    });
    expect(screen.queryByRole('heading', { name: 'Tuesday, December 1' })).toBeNull();
    fireEvent.click(previous);
    await screen.findByRole('heading', { name: 'Tuesday, December 1' });
  });

  it('undoes the pick when another time is chosen, and forgets the time the caller drops', async () => {
    const { onPick, rerender } = renderPicker(() => ({ data: { slotSearch: ANSWER } }), {
      value: null,
    });
    const nine = await screen.findByRole('button', { name: /9:00 AM, 2 instructors$/ });
    const half = screen.getByRole('button', { name: /10:30 AM, 1 instructor$/ });
    fireEvent.click(nine);
    fireEvent.click(screen.getByRole('button', { name: /Maria G\./ }));
    const maria = onPick.mock.calls.at(-1)![0]!;
    rerender({ value: maria });
    fireEvent.click(half);
    expect(onPick).toHaveBeenLastCalledWith(null);
    // The null that answers choosing 10:30 keeps 10:30 chosen.
    rerender({ value: null });
    expect(half.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Sam/ }));
    const sam = onPick.mock.calls.at(-1)![0]!;
    expect(sam).toMatchObject({ startTime: '2026-12-01T18:30:00.000Z', instructorId: 'i2' });
    rerender({ value: sam });
    // The caller drops Sam at 10:30 (say, the booking was refused): no time stays chosen.
    rerender({ value: null });
    expect(half.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('list', { name: /^Instructors free on/ })).toBeNull();
  });

  it('says what the caller asks when a window is empty', async () => {
    renderPicker(() => ({ data: { slotSearch: { ...ANSWER, days: [] } } }), {
      emptyMessage: 'No instructor is free for this lesson.',
    });
    await screen.findByText('No instructor is free for this lesson.');
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    renderPicker(() =>
      ++calls === 1
        ? { errors: [{ message: 'Server unavailable' }] }
        : { data: { slotSearch: ANSWER } },
    );
    await screen.findByText(/The free times could not be loaded/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Tuesday, December 1' })).toBeTruthy(),
    );
  });
});
