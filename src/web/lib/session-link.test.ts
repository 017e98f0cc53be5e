import { gql } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetMyselfDocument } from '../gql/graphql.ts';
import { createApolloClient, GRAPHQL_PATH, storeShowsSignedInUser } from './apollo.ts';
import { createSessionEnder, errorCodes } from './session-link.ts';

const ME = { __typename: 'User', id: 'u1', email: 'ada@school.test', roles: ['Admin'] };
const notSignedIn = {
  data: null,
  errors: [{ message: 'Sign in first.', path: ['me'], extensions: { code: 'NOT_SIGNED_IN' } }],
};

interface SentBody {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A GraphQL server stand-in: answers each request with the next result; records the bodies. */
function fakeServer(answers: ((body: SentBody) => unknown)[]) {
  const bodies: SentBody[] = [];
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as SentBody;
    bodies.push(body);
    requests.push({ url: url as string, init: init ?? {} });
    const answer = answers.shift() ?? (() => ({ data: { me: ME } }));
    return Promise.resolve(
      new Response(JSON.stringify(answer(body)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, bodies, requests };
}

const USER_ROLES = gql`
  query UserRoles {
    userRoles
  }
`;

afterEach(() => {
  vi.useRealTimers();
});

describe('errorCodes', () => {
  it('reads extensions.code from GraphQL errors and from the JSON body of a non-2xx answer', () => {
    const combined = new CombinedGraphQLErrors(notSignedIn);
    expect(errorCodes(combined)).toEqual(['NOT_SIGNED_IN']);
    const server = new ServerError('Unauthorized', {
      response: new Response(null, { status: 401 }),
      bodyText: JSON.stringify(notSignedIn),
    });
    expect(errorCodes(server)).toEqual(['NOT_SIGNED_IN']);
    const html = new ServerError('Bad gateway', {
      response: new Response(null, { status: 502 }),
      bodyText: '<html>',
    });
    expect(errorCodes(html)).toEqual([]);
    expect(errorCodes(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('createApolloClient', () => {
  it('POSTs operationName, query and variables as JSON to /api/graphql', async () => {
    const server = fakeServer([() => ({ data: { userRoles: ['Admin'] } })]);
    const client = createApolloClient({ fetch: server.fetchImpl, onSessionEnded: vi.fn() });
    await client.query({ query: USER_ROLES, variables: { unused: 1 } });
    expect(server.requests[0]?.url).toBe(GRAPHQL_PATH);
    expect(server.requests[0]?.init.method).toBe('POST');
    expect(new Headers(server.requests[0]?.init.headers).get('content-type')).toBe(
      'application/json',
    );
    expect(Object.keys(server.bodies[0]!).sort()).toEqual(['operationName', 'query', 'variables']);
    expect(server.bodies[0]).toMatchObject({ operationName: 'UserRoles' });
    expect(server.bodies[0]?.query).toMatch(/query UserRoles/);
  });

  it('does not cache queries by default: asking twice asks the server twice', async () => {
    const server = fakeServer([
      () => ({ data: { userRoles: ['Admin'] } }),
      () => ({ data: { userRoles: ['Admin', 'Trainee'] } }),
    ]);
    const client = createApolloClient({ fetch: server.fetchImpl, onSessionEnded: vi.fn() });
    await client.query({ query: USER_ROLES });
    const second = await client.query({ query: USER_ROLES });
    expect(server.bodies).toHaveLength(2);
    expect(second.data).toEqual({ userRoles: ['Admin', 'Trainee'] });
    expect(client.defaultOptions.watchQuery?.fetchPolicy).toBe('no-cache');
    expect(client.cache.extract()).toEqual({});
  });

  it('keeps the current user in the store (GetMyself is cache-and-network)', async () => {
    const server = fakeServer([() => ({ data: { me: ME } })]);
    const client = createApolloClient({ fetch: server.fetchImpl, onSessionEnded: vi.fn() });
    expect(storeShowsSignedInUser(client)).toBe(false);
    await client.query({ query: GetMyselfDocument, fetchPolicy: 'network-only' });
    expect(storeShowsSignedInUser(client)).toBe(true);
  });
});

describe('the session link', () => {
  it('ends the session when NOT_SIGNED_IN arrives while the store shows a user', async () => {
    const server = fakeServer([() => ({ data: { me: ME } }), () => notSignedIn]);
    const onSessionEnded = vi.fn();
    const client = createApolloClient({ fetch: server.fetchImpl, onSessionEnded });
    await client.query({ query: GetMyselfDocument, fetchPolicy: 'network-only' });
    await client.query({ query: USER_ROLES, errorPolicy: 'all' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith(client);
  });

  it('does nothing for a visitor who was never signed in, or for other error codes', async () => {
    const server = fakeServer([
      () => notSignedIn,
      () => ({ data: { me: ME } }),
      () => ({ data: null, errors: [{ message: 'No.', extensions: { code: 'FORBIDDEN' } }] }),
    ]);
    const onSessionEnded = vi.fn();
    const client = createApolloClient({ fetch: server.fetchImpl, onSessionEnded });
    await client.query({ query: GetMyselfDocument, errorPolicy: 'all' });
    await client.query({ query: GetMyselfDocument, fetchPolicy: 'network-only' });
    await client.query({ query: USER_ROLES, errorPolicy: 'all' });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('clears and resets the store and signs out once, with no loop after the refetch', async () => {
    const server = fakeServer([
      () => ({ data: { me: ME } }),
      () => notSignedIn,
      () => notSignedIn,
      () => notSignedIn,
    ]);
    const signOutOfAuthProvider = vi.fn(() => Promise.resolve());
    const onError = vi.fn();
    let endings = 0;
    let ending: Promise<void> = Promise.resolve();
    const client = createApolloClient({
      fetch: server.fetchImpl,
      onSessionEnded: (apollo) => {
        endings += 1;
        ending = createSessionEnder({
          clearStore: () => apollo.clearStore(),
          signOutOfAuthProvider,
          resetStore: () => apollo.resetStore(),
          onError,
        })();
      },
    });
    // A screen watching the current user, as useCurrentUser does.
    const watched = client.watchQuery({
      query: GetMyselfDocument,
      fetchPolicy: 'cache-and-network',
      errorPolicy: 'all',
    });
    const seen: unknown[] = [];
    const subscription = watched.subscribe((result) => seen.push(result.data?.me ?? null));
    await vi.waitFor(() => expect(storeShowsSignedInUser(client)).toBe(true));

    await client.query({ query: USER_ROLES, errorPolicy: 'all' });
    await ending;
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    expect(endings).toBe(1);
    expect(signOutOfAuthProvider).toHaveBeenCalledTimes(1);
    expect(storeShowsSignedInUser(client)).toBe(false);
    // The refetch asked GetMyself again and got NOT_SIGNED_IN: no second ending.
    expect(server.bodies.map((body) => body.operationName)).toEqual([
      'GetMyself',
      'UserRoles',
      'GetMyself',
    ]);
    await client.query({ query: USER_ROLES, errorPolicy: 'all' });
    expect(endings).toBe(1);
    expect(onError).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});

describe('createSessionEnder', () => {
  it('runs clear, sign-out and reset in order, on the next task, once for answers sent together', async () => {
    vi.useFakeTimers();
    const steps: string[] = [];
    const end = createSessionEnder({
      clearStore: () => Promise.resolve(steps.push('clear')),
      signOutOfAuthProvider: () => Promise.resolve(steps.push('sign out')),
      resetStore: () => Promise.resolve(steps.push('reset')),
      onError: vi.fn(),
    });
    const first = end();
    const second = end();
    expect(second).toBe(first);
    expect(steps).toEqual([]);
    await vi.runAllTimersAsync();
    await first;
    expect(steps).toEqual(['clear', 'sign out', 'reset']);
    // A later ending (a new session that ended again) runs again.
    void end();
    await vi.runAllTimersAsync();
    expect(steps).toHaveLength(6);
  });

  it('still resets the store when signing out of the auth provider fails, and reports it', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const resetStore = vi.fn(() => Promise.resolve());
    const end = createSessionEnder({
      clearStore: () => Promise.resolve(),
      signOutOfAuthProvider: () => Promise.reject(new Error('offline')),
      resetStore,
      onError,
    });
    const done = end();
    await vi.runAllTimersAsync();
    await done;
    expect(resetStore).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
  });
});
