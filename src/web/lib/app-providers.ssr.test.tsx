// The sign-in page renders on the server inside AppProviders: nothing may be fetched there (the
// browser asks who is signed in after hydration), and the markup must be the loading state the
// browser's first render produces too.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers.tsx';
import { useCurrentUser } from './current-user.ts';

function Probe() {
  const { user, loading } = useCurrentUser();
  return <p>{loading ? 'loading' : user ? user.email : 'signed out'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppProviders on the server', () => {
  it('renders the loading state without any request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const routes = [
      {
        path: '/',
        element: (
          <AppProviders>
            <Probe />
          </AppProviders>
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://school.test/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    );
    expect(html).toContain('<p>loading</p>');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
