// Location landing pages and metros through GraphQL: staff write (Admin and RegionalManager
// only), bad input is refused with field paths and writes nothing, the public reads only
// published pages and only public-safe data, revalidating drops the cached public pages, and
// every write is one audit entry.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { landingFixtures } from './landing-pages.fixtures.ts';
import { locationLandingPages } from './landing-pages.tables.ts';

const PAGE_FIELDS = `id name state slug path hubId metroId meetingPointIds regions priceSchemeId isPublished lastRevalidatedAt`;
const CREATE = `mutation C($input: LocationLandingPageInput!) { createLocationLandingPage(input: $input) { ${PAGE_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: LocationLandingPageInput!) { updateLocationLandingPage(id: $id, input: $input) { ${PAGE_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteLocationLandingPage(id: $id) { id } }`;
const REVALIDATE = `mutation R($id: ID!) { revalidateLocationLandingPage(id: $id) { id lastRevalidatedAt } }`;
const LIST = `query L($first: Int) { locationLandingPages(first: $first) { totalCount nodes { id name } } }`;
const CREATE_METRO = `mutation M($input: MetroInput!) { createMetro(input: $input) { id slug locationLandingPageIds isPublished } }`;
const UPDATE_METRO = `mutation N($id: ID!, $input: MetroInput!) { updateMetro(id: $id, input: $input) { id locationLandingPageIds } }`;
const DELETE_METRO = `mutation X($id: ID!) { deleteMetro(id: $id) { id } }`;
const PUBLIC = `query P($state: String!, $slug: String!) { publicLocationLandingPage(state: $state, slug: $slug) { name path metro { name path } prices { name priceCents } meetingPoints { label address } instructors { name title about languages } coupons { code } } }`;
const PUBLIC_METRO = `query Q($state: String!, $slug: String!) { publicMetro(state: $state, slug: $slug) { name pages { name path } } }`;
const PATHS = `query { publishedLandingPaths }`;
const PASSWORD = 'landing-pages-test-password';

let server: TestServer;
let admin: string;
let regional: string;
let classroom: string;
let fixtures: Awaited<ReturnType<typeof landingFixtures>>;

const fieldsOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  ((answer.errors?.[0]?.extensions?.['fields'] ?? []) as { path: string }[]).map((f) => f.path);

const pageCount = async () =>
  (await server.platform.db.db.select().from(locationLandingPages)).length;

const austinInput = () => ({
  name: 'Austin',
  state: 'tx',
  slug: 'austin',
  hubId: fixtures.hub,
  centerAddress: '100 Congress Ave, Austin, TX 78701',
  googleMyBusinessUrl: 'https://maps.example.com/austin',
  meetingPointIds: [fixtures.zilker],
  priceSchemeId: fixtures.scheme,
  regions: [fixtures.austin],
  cmsId: 'cms-austin',
});

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: string[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email, roles: roles as never });
  admin = (await account('ada@school.test', ['Admin'])).cookie;
  regional = (await account('rita@school.test', ['RegionalManager'])).cookie;
  classroom = (await account('carl@school.test', ['ClassroomManager'])).cookie;
  fixtures = await landingFixtures(server.platform.db.db);
});

afterAll(async () => {
  await server?.stop();
});

describe('location landing pages', () => {
  it('lets Admin and RegionalManager write; other staff read; the public neither', async () => {
    const refused = await graphql(
      server,
      { query: CREATE, variables: { input: austinInput() } },
      classroom,
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorCode(await graphql(server, { query: LIST, variables: {} }))).toBe('NOT_SIGNED_IN');
    const created = await graphql(
      server,
      { query: CREATE, variables: { input: austinInput() } },
      regional,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!['createLocationLandingPage']).toMatchObject({
      state: 'TX',
      path: '/tx/driving-lessons/austin',
      isPublished: false,
      meetingPointIds: [fixtures.zilker],
      regions: [fixtures.austin],
    });
    const list = await graphql(server, { query: LIST, variables: { first: 500 } }, classroom);
    expect(list.data!['locationLandingPages']).toMatchObject({ totalCount: 1 });
    const id = created.data!['createLocationLandingPage'].id;
    const audits = await server.platform.db.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.collectionPath, `LocationLandingPages/${id}`));
    expect(audits.map((entry) => entry.action)).toEqual(['Create']);
  });

  it('refuses bad input with field paths and writes nothing', async () => {
    const before = await pageCount();
    const bad = await graphql(
      server,
      {
        query: CREATE,
        variables: {
          input: {
            ...austinInput(),
            slug: 'Not A Slug',
            state: 'XX',
            googleMyBusinessUrl: 'http://insecure',
            meetingPointIds: ['nope'],
          },
        },
      },
      admin,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(bad).sort()).toEqual(
      ['input.googleMyBusinessUrl', 'input.meetingPointIds.0', 'input.slug', 'input.state'].sort(),
    );
    // Same slug in the same state, and references of another state or of nothing.
    const clash = await graphql(
      server,
      {
        query: CREATE,
        variables: {
          input: {
            ...austinInput(),
            meetingPointIds: [fixtures.boulder],
            regions: [fixtures.denver, crypto.randomUUID()],
          },
        },
      },
      admin,
    );
    expect(fieldsOf(clash).sort()).toEqual(
      ['input.meetingPointIds.0', 'input.regions.0', 'input.regions.1', 'input.slug'].sort(),
    );
    expect(await pageCount()).toBe(before);
    const unknown = await graphql(
      server,
      { query: UPDATE, variables: { id: crypto.randomUUID(), input: { name: 'X' } } },
      admin,
    );
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  it('shows the public only a published page, with public-safe data of its area', async () => {
    const created = await graphql(
      server,
      { query: CREATE, variables: { input: { ...austinInput(), slug: 'austin-downtown' } } },
      admin,
    );
    const id = created.data!['createLocationLandingPage'].id;
    const read = () =>
      graphql(server, { query: PUBLIC, variables: { state: 'tx', slug: 'austin-downtown' } });
    expect((await read()).data!['publicLocationLandingPage']).toBeNull();
    await graphql(
      server,
      { query: UPDATE, variables: { id, input: { isPublished: true } } },
      admin,
    );
    const page = (await read()).data!['publicLocationLandingPage'];
    expect(page).toMatchObject({
      name: 'Austin',
      path: '/tx/driving-lessons/austin-downtown',
      metro: null,
      prices: [{ name: '2-hour driving lesson', priceCents: 17_900 }],
      meetingPoints: [{ label: 'Zilker Park' }],
      instructors: [{ name: 'Jordan T.', about: 'Jordan T. teaches calmly.' }],
      coupons: [{ code: 'SHOWN' }],
    });
    // Nothing private of an instructor reaches the public answer.
    const text = JSON.stringify(page);
    for (const secret of ['Private', 'Surname', '@private.test', '+1512', 'TX-SECRET']) {
      expect(text).not.toContain(secret);
    }
    // Only the lower-case state address is the page.
    const upper = await graphql(server, {
      query: PUBLIC,
      variables: { state: 'TX', slug: 'austin-downtown' },
    });
    expect(upper.data!['publicLocationLandingPage']).toBeNull();
    const paths = await graphql(server, { query: PATHS, variables: {} });
    expect(paths.data!['publishedLandingPaths']).toEqual(['/tx/driving-lessons/austin-downtown']);
  });

  it('revalidating drops the cached public pages and records when', async () => {
    const { nodes } = (await graphql(server, { query: LIST, variables: {} }, admin)).data![
      'locationLandingPages'
    ];
    const clear = vi.spyOn(server.platform.pageCache, 'clear');
    const answer = await graphql(
      server,
      { query: REVALIDATE, variables: { id: nodes[0].id } },
      regional,
    );
    expect(answer.data!['revalidateLocationLandingPage'].lastRevalidatedAt).not.toBeNull();
    expect(clear).toHaveBeenCalledTimes(1);
    clear.mockRestore();
    const unknown = await graphql(
      server,
      { query: REVALIDATE, variables: { id: 'not-an-id' } },
      admin,
    );
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });
});

describe('metros', () => {
  it('groups pages of its state, lists the published ones, and is not deleted while it has pages', async () => {
    const { nodes } = (await graphql(server, { query: LIST, variables: {} }, admin)).data![
      'locationLandingPages'
    ];
    const ids = nodes.map((node: { id: string }) => node.id);
    const metro = await graphql(
      server,
      {
        query: CREATE_METRO,
        variables: {
          input: { name: 'Austin metro', slug: 'austin', state: 'TX', locationLandingPageIds: ids },
        },
      },
      regional,
    );
    expect(metro.errors).toBeUndefined();
    const metroId = metro.data!['createMetro'].id;
    expect(metro.data!['createMetro'].locationLandingPageIds.sort()).toEqual([...ids].sort());
    const publicMetro = () =>
      graphql(server, { query: PUBLIC_METRO, variables: { state: 'tx', slug: 'austin' } });
    expect((await publicMetro()).data!['publicMetro']).toBeNull();
    await graphql(
      server,
      { query: UPDATE_METRO, variables: { id: metroId, input: { isPublished: true } } },
      admin,
    );
    expect((await publicMetro()).data!['publicMetro']).toEqual({
      name: 'Austin metro',
      pages: [{ name: 'Austin', path: '/tx/driving-lessons/austin-downtown' }],
    });
    const refused = await graphql(
      server,
      { query: DELETE_METRO, variables: { id: metroId } },
      admin,
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    const wrongState = await graphql(
      server,
      {
        query: CREATE_METRO,
        variables: {
          input: { name: 'Denver', slug: 'denver', state: 'CO', locationLandingPageIds: [ids[0]] },
        },
      },
      admin,
    );
    expect(fieldsOf(wrongState)).toEqual(['input.locationLandingPageIds.0']);
    // Deleting a page takes it off its metro; the empty metro can then be deleted.
    for (const id of ids) {
      const deleted = await graphql(server, { query: DELETE, variables: { id } }, admin);
      expect(deleted.errors).toBeUndefined();
    }
    const emptied = await graphql(
      server,
      { query: UPDATE_METRO, variables: { id: metroId, input: {} } },
      admin,
    );
    expect(emptied.data!['updateMetro'].locationLandingPageIds).toEqual([]);
    const gone = await graphql(server, { query: DELETE_METRO, variables: { id: metroId } }, admin);
    expect(gone.errors).toBeUndefined();
  });
});
