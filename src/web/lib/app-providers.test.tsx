// @vitest-environment happy-dom
// The shell's session handling end to end in one page: who is signed in, identity for analytics,
// error reporting and the client log, and what happens when the server forgets the session.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetMyselfDocument } from '../gql/graphql.ts';
import { analytics } from './analytics.ts';
import { getApolloClient } from './apollo.ts';
import { AppProviders } from './app-providers.tsx';
import { signOut } from './auth-client.ts';
import { authClient } from './better-auth-client.ts';
import { clientLogger } from './client-logger.ts';
import { useCurrentUser } from './current-user.ts';
import * as errorReporting from './error-reporting.ts';
import { useRedirectWhenSignedOut } from './use-redirect-when-signed-out.ts';

// The auth provider's sign-out is an HTTP call; the tests replace it.
vi.mock('./better-auth-client.ts', () => ({ authClient: { signOut: vi.fn() } }));

const ME = { __typename: 'User', id: 'staff-1', email: 'ada@school.test', roles: ['Admin'] };
const NOT_SIGNED_IN = {
  data: null,
  errors: [{ message: 'Sign in first.', extensions: { code: 'NOT_SIGNED_IN' } }],
};

let answers: unknown[] = [];
const operations: string[] = [];

beforeEach(async () => {
  // The page's client is one per page; each test starts with an empty store.
  await getApolloClient().clearStore();
  answers = [];
  operations.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as { operationName: string };
      operations.push(body.operationName);
      const answer = answers.shift() ?? NOT_SIGNED_IN;
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  vi.mocked(authClient.signOut).mockReset();
  vi.mocked(authClient.signOut).mockResolvedValue({ error: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Staff() {
  const { user, loading } = useCurrentUser();
  useRedirectWhenSignedOut('/sign-in');
  if (loading && !user) return <p>Loading…</p>;
  return <p>Signed in as {user?.email}</p>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AppProviders>
            <Staff />
          </AppProviders>
        ),
      },
      { path: '/sign-in', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppProviders', () => {
  it('knows the signed-in user and attaches the id to analytics, error reporting and logs', async () => {
    answers = [{ data: { me: ME } }];
    const identify = vi.spyOn(analytics, 'identify');
    const setUser = vi.spyOn(errorReporting, 'setErrorReportingUser');
    const setLogUser = vi.spyOn(clientLogger, 'setUserId');
    renderApp();
    expect(await screen.findByText('Signed in as ada@school.test')).toBeTruthy();
    expect(identify).toHaveBeenCalledWith('staff-1');
    expect(setUser).toHaveBeenLastCalledWith('staff-1');
    expect(setLogUser).toHaveBeenLastCalledWith('staff-1');
    expect(operations).toEqual(['GetMyself']);
  });

  it('ends a session the server forgot: store reset, auth sign-out, identity cleared, redirect', async () => {
    answers = [{ data: { me: ME } }];
    const reset = vi.spyOn(analytics, 'reset');
    const setUser = vi.spyOn(errorReporting, 'setErrorReportingUser');
    const router = renderApp();
    await screen.findByText(/Signed in as/);

    // Any later operation answered NOT_SIGNED_IN ends the session.
    await act(async () => {
      await getApolloClient().query({ query: GetMyselfDocument, errorPolicy: 'all' });
    });

    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalled();
    expect(setUser).toHaveBeenLastCalledWith(null);
    // The screen's query, the one answered NOT_SIGNED_IN, and the refetch after the reset, which
    // was answered NOT_SIGNED_IN too and changed nothing: no loop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(operations).toEqual(['GetMyself', 'GetMyself', 'GetMyself']);
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
  });

  it('redirects a visitor nobody signed in, once loading has finished', async () => {
    answers = [NOT_SIGNED_IN];
    const router = renderApp();
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(authClient.signOut).not.toHaveBeenCalled();
  });
});

describe('signOut', () => {
  it('signs out of the auth provider and empties the store', async () => {
    answers = [{ data: { me: ME } }];
    renderApp();
    await screen.findByText(/Signed in as/);
    await act(async () => {
      await signOut();
    });
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });

  it('throws when the auth provider did not sign out', async () => {
    vi.mocked(authClient.signOut).mockResolvedValue({
      error: { status: 500, message: 'Database down' },
    });
    await expect(signOut()).rejects.toThrow('Database down');
  });
});
