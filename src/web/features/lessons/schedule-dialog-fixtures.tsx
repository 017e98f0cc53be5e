// The schedule dialog against a scripted API, for its tests: Anna Lee of Texas (home ZIP 78701,
// or another student given),
// one Standard type of 120 minutes, and the slot search answering the days given.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { vi } from 'vitest';
import { SnackbarProvider } from '../../ui/snackbars/snackbar-provider.tsx';
import { ScheduleLessonDialog, type LessonStudent } from './schedule-lesson-dialog.tsx';

export const OPTIONS = {
  lessonBookableTypes: [
    {
      __typename: 'LessonTypeInfo',
      id: 't1',
      name: 'Standard',
      label: 'Standard',
      durationMinutes: 120,
    },
  ],
  stateMeetingPoints: [],
};

export const slots = (days: unknown[]) => ({
  slotSearch: {
    __typename: 'SlotSearchResult',
    regionId: 'r1',
    durationMinutes: 120,
    timeZone: 'America/Chicago',
    days,
  },
});

/** One day of free times (UTC instants), each with Priya Raman free. */
export const slotDay = (date: string, startTimes: string[]) => ({
  __typename: 'SlotDay',
  date,
  times: startTimes.map((startTime) => ({
    __typename: 'SlotTime',
    startTime,
    instructors: [{ __typename: 'SlotInstructor', id: 'i1', name: 'Priya Raman', title: '' }],
  })),
});

export type Answer = { data: unknown } | { errors: { message: string; extensions?: object }[] };

export const ANNA: LessonStudent = {
  id: 's1',
  name: 'Anna Lee',
  usStateId: 'TX',
  address: { address: '500 Congress Ave', city: 'Austin', zipcode: '78701-1234' },
};

export function renderDialog(
  answer: (operation: string, variables: Record<string, unknown>) => Answer,
  options: { several?: boolean; student?: LessonStudent } = {},
) {
  const asked: { operation: string; input: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push({
          operation: operation.operationName ?? '',
          input: operation.variables['input'] as Record<string, unknown>,
        });
        observer.next(answer(operation.operationName ?? '', operation.variables) as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const onScheduled = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ScheduleLessonDialog
          student={options.student ?? ANNA}
          alerts={[]}
          several={options.several ?? false}
          onClose={() => undefined}
          onScheduled={onScheduled}
        />
      ),
    },
  ]);
  render(
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ApolloProvider>,
  );
  return { asked, onScheduled };
}

export async function chooseStandard() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Lesson type' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Standard (120 min)' }));
}
