// @vitest-environment happy-dom
// useFeatureFlag through a real use: the staff notice on the back-office home shows when its two
// flags say so, follows a change in the cache (what the Feature flags screen's mutations do),
// and keeps the fallback for a missing flag or one of another type. One request for all flags.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureFlagsQuery, useFeatureFlag } from '../../lib/feature-flags.ts';
import { StaffNotice } from './admin-home.tsx';

const flag = (key: string, type: string, value: string) => ({
  __typename: 'FeatureFlag',
  id: key,
  key,
  type,
  value,
  description: '',
  updatedAt: '2026-03-08T10:00:00.000Z',
});

function clientAnswering(flags: ReturnType<typeof flag>[]) {
  const requests: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.operationName ?? '');
        observer.next({ data: { featureFlags: flags } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests };
}

afterEach(cleanup);

function Probe() {
  const limit = useFeatureFlag('booking.maxDays', 14);
  const wrongType = useFeatureFlag('adminHome.notice', 0);
  return (
    <p>
      limit {limit} / wrong type {wrongType}
    </p>
  );
}

describe('useFeatureFlag', () => {
  it('shows the notice when switched on, and hides it when the flag changes', async () => {
    const { client, requests } = clientAnswering([
      flag('adminHome.showNotice', 'boolean', 'true'),
      flag('adminHome.notice', 'string', 'Office closed Monday'),
      flag('booking.maxDays', 'integer', '30'),
    ]);
    render(
      <ApolloProvider client={client}>
        <StaffNotice />
        <Probe />
      </ApolloProvider>,
    );
    expect(await screen.findByText('Office closed Monday')).toBeTruthy();
    expect(screen.getByText('limit 30 / wrong type 0')).toBeTruthy();
    expect(requests).toEqual(['FeatureFlags']);

    const current = client.readQuery({ query: FeatureFlagsQuery })!;
    act(() => {
      client.writeQuery({
        query: FeatureFlagsQuery,
        data: {
          featureFlags: current.featureFlags.map((entry) =>
            entry.key === 'adminHome.showNotice' ? { ...entry, value: 'false' } : entry,
          ),
        },
      });
    });
    await waitFor(() => expect(screen.queryByText('Office closed Monday')).toBeNull());
  });

  it('keeps the fallbacks when the flags do not exist', async () => {
    const { client } = clientAnswering([]);
    render(
      <ApolloProvider client={client}>
        <StaffNotice />
        <Probe />
      </ApolloProvider>,
    );
    expect(await screen.findByText('limit 14 / wrong type 0')).toBeTruthy();
    expect(screen.queryByTestId('staff-notice')).toBeNull();
  });
});
