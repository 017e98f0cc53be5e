// Licensing guides and articles through GraphQL: the shipped texts are there, the public sees
// published articles only, only ClassroomManager and Admin write, bad input is refused with field
// paths and writes nothing, and every change is one audit entry.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { ensureLicensingContent } from './licensing-guides.seed.ts';

const GUIDE = `query G($state: String!, $audience: String!) { licensingGuide(state: $state, audience: $audience) { id state audience label articleSlug article { slug } steps { id title description link linkText } } }`;
const GUIDES = `query S($state: String) { licensingGuides(state: $state) { state audience } }`;
const ARTICLE = `query A($slug: String!) { article(slug: $slug) { id slug title body isPublished } }`;
const STAFF = `query { staffArticles { id slug isPublished } }`;
const UPDATE_GUIDE = `mutation U($state: String!, $audience: String!, $input: LicensingGuideInput!) { updateLicensingGuide(state: $state, audience: $audience, input: $input) { id label steps { id } } }`;
const CREATE_ARTICLE = `mutation C($input: CreateArticleInput!) { createArticle(input: $input) { id slug isPublished } }`;
const UPDATE_ARTICLE = `mutation E($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id title isPublished } }`;
const TX_SLUG = 'how-to-apply-for-tx-drivers-license-as-a-teen';
const PASSWORD = 'licensing-guides-test-password';

let server: TestServer;
let classroom: string;
let trainee: string;

const fieldsOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  ((answer.errors?.[0]?.extensions?.['fields'] ?? []) as { path: string }[]).map((f) => f.path);

const auditsOf = (path: string) =>
  server.platform.db.db.select().from(auditLogs).where(eq(auditLogs.collectionPath, path));

beforeAll(async () => {
  server = await startTestServer();
  // The server added the shipped guides and articles on start (main.ts).
  const account = (email: string, roles: string[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email, roles: roles as never });
  classroom = (await account('marcus@school.test', ['ClassroomManager'])).cookie;
  trainee = (await account('tyler@school.test', ['Trainee'])).cookie;
});

afterAll(async () => {
  await server?.stop();
});

describe('licensing guides', () => {
  it('serves every shipped guide, with its published article, to anyone', async () => {
    const all = await graphql(server, { query: GUIDES, variables: {} });
    expect(all.data!['licensingGuides']).toHaveLength(20);
    const tx = await graphql(server, { query: GUIDES, variables: { state: 'TX' } });
    expect(tx.data!['licensingGuides'].map((g: { audience: string }) => g.audience).sort()).toEqual(
      ['adult', 'teen', 'teen-instructor-led', 'teen-parent-taught'],
    );
    const guide = await graphql(server, {
      query: GUIDE,
      variables: { state: 'ca', audience: 'teen' },
    });
    const steps = guide.data!['licensingGuide'].steps.map((s: { id: string }) => s.id);
    // SPEC §4: course, practice test, written test, lessons, road test.
    expect(steps.filter((id: string) => id !== 'driving-lessons-registration')).toEqual([
      'online-course',
      'practice-for-written-test',
      'written-test',
      'driving-lessons',
      'road-test',
    ]);
    expect(guide.data!['licensingGuide'].article).toEqual({
      slug: 'how-to-apply-for-ca-drivers-license-as-a-teen',
    });
    // Texas-only audiences and unknown states have no guide.
    for (const variables of [
      { state: 'ca', audience: 'teen-parent-taught' },
      { state: 'ny', audience: 'teen' },
    ]) {
      const none = await graphql(server, { query: GUIDE, variables });
      expect(none.data!['licensingGuide']).toBeNull();
    }
    // Running the seed again adds nothing: the server already added them on start.
    expect(
      await ensureLicensingContent(server.platform.db, { bookingPhone: '(855) 762-3732' }),
    ).toEqual({ guides: 0, articles: 0 });
  });

  it('lets only the course side change a guide, validates it whole and audits the change', async () => {
    const input = {
      label: 'Nevada teens',
      articleSlug: 'how-to-apply-for-nv-drivers-license-as-a-teen',
      steps: [
        {
          id: 'written-test',
          title: 'Written test',
          description: '',
          link: 'https://dmv.nv.gov/',
          linkText: 'Nevada DMV',
        },
        { id: 'road-test', title: 'Road test', description: 'At 16.', link: '', linkText: '' },
      ],
    };
    const variables = { state: 'nv', audience: 'teen', input };
    const refused = await graphql(server, { query: UPDATE_GUIDE, variables }, trainee);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const anonymous = await graphql(server, { query: UPDATE_GUIDE, variables });
    expect(errorCode(anonymous)).toBe('NOT_SIGNED_IN');

    const bad = await graphql(
      server,
      {
        query: UPDATE_GUIDE,
        variables: {
          ...variables,
          input: {
            ...input,
            articleSlug: 'no-such-article',
            steps: [
              { ...input.steps[0], link: 'javascript:alert(1)' },
              { ...input.steps[1], id: 'written-test', title: ' ' },
            ],
          },
        },
      },
      classroom,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(bad)).toEqual([
      'input.steps.0.link',
      'input.steps.1.id',
      'input.steps.1.title',
    ]);
    const missingArticle = await graphql(
      server,
      {
        query: UPDATE_GUIDE,
        variables: { ...variables, input: { ...input, articleSlug: 'nope' } },
      },
      classroom,
    );
    expect(fieldsOf(missingArticle)).toEqual(['input.articleSlug']);
    const wrongAudience = await graphql(
      server,
      { query: UPDATE_GUIDE, variables: { ...variables, audience: 'teen-parent-taught' } },
      classroom,
    );
    expect(fieldsOf(wrongAudience)).toEqual(['audience']);

    const before = await graphql(server, {
      query: GUIDE,
      variables: { state: 'nv', audience: 'teen' },
    });
    const id = before.data!['licensingGuide'].id as string;
    expect(await auditsOf(`LicensingGuides/${id}`)).toHaveLength(0);

    const saved = await graphql(server, { query: UPDATE_GUIDE, variables }, classroom);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!['updateLicensingGuide']).toEqual({
      id,
      label: 'Nevada teens',
      steps: [{ id: 'written-test' }, { id: 'road-test' }],
    });
    const audits = await auditsOf(`LicensingGuides/${id}`);
    expect(audits.map((entry) => entry.action)).toEqual(['Update']);
    expect(audits[0]!.updatedByRole).toBe('ClassroomManager');
  });
});

describe('articles', () => {
  it('hides unpublished articles from the public but not from staff', async () => {
    const staff = await graphql(server, { query: STAFF }, trainee);
    const tx = staff.data!['staffArticles'].find((a: { slug: string }) => a.slug === TX_SLUG);
    expect(tx.isPublished).toBe(true);

    const hidden = await graphql(
      server,
      { query: UPDATE_ARTICLE, variables: { id: tx.id, input: { isPublished: false } } },
      classroom,
    );
    expect(hidden.data!['updateArticle'].isPublished).toBe(false);
    const publicRead = await graphql(server, { query: ARTICLE, variables: { slug: TX_SLUG } });
    expect(publicRead.data!['article']).toBeNull();
    const guide = await graphql(server, {
      query: GUIDE,
      variables: { state: 'tx', audience: 'teen' },
    });
    expect(guide.data!['licensingGuide'].article).toBeNull();
    // The slug of a draft is for staff only.
    expect(guide.data!['licensingGuide'].articleSlug).toBeNull();
    const staffGuide = await graphql(
      server,
      { query: GUIDE, variables: { state: 'tx', audience: 'teen' } },
      trainee,
    );
    expect(staffGuide.data!['licensingGuide'].articleSlug).toBe(TX_SLUG);
    const staffAgain = await graphql(server, { query: STAFF }, trainee);
    expect(staffAgain.data!['staffArticles']).toContainEqual({
      id: tx.id,
      slug: TX_SLUG,
      isPublished: false,
    });
    expect(errorCode(await graphql(server, { query: STAFF }))).toBe('NOT_SIGNED_IN');

    await graphql(
      server,
      {
        query: UPDATE_ARTICLE,
        variables: { id: tx.id, input: { isPublished: true, title: 'Texas teens' } },
      },
      classroom,
    );
    const shown = await graphql(server, { query: ARTICLE, variables: { slug: TX_SLUG } });
    expect(shown.data!['article'].title).toBe('Texas teens');
    const audits = await auditsOf(`Articles/${tx.id}`);
    expect(audits.map((entry) => entry.action)).toEqual(['Update', 'Update']);
  });

  it('creates articles with validation, refuses taken slugs and unsafe links, writes nothing then', async () => {
    const input = {
      slug: 'road-test-day',
      title: 'Road test day',
      description: 'What to bring on the day of the road test.',
      body: 'Bring your permit. [Book lessons](/book) first.',
    };
    expect(
      errorCode(await graphql(server, { query: CREATE_ARTICLE, variables: { input } }, trainee)),
    ).toBe('FORBIDDEN');
    const bad = await graphql(
      server,
      {
        query: CREATE_ARTICLE,
        variables: {
          input: { ...input, slug: 'Road Test', title: '', body: '[x](http://a.example)' },
        },
      },
      classroom,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(bad).sort()).toEqual(['input.body', 'input.slug', 'input.title']);
    const taken = await graphql(
      server,
      { query: CREATE_ARTICLE, variables: { input: { ...input, slug: TX_SLUG } } },
      classroom,
    );
    expect(fieldsOf(taken)).toEqual(['input.slug']);
    const staff = await graphql(server, { query: STAFF }, trainee);
    expect(staff.data!['staffArticles']).toHaveLength(9);

    const created = await graphql(
      server,
      { query: CREATE_ARTICLE, variables: { input } },
      classroom,
    );
    expect(created.data!['createArticle']).toMatchObject({
      slug: 'road-test-day',
      isPublished: false,
    });
    const id = created.data!['createArticle'].id as string;
    expect((await auditsOf(`Articles/${id}`)).map((entry) => entry.action)).toEqual(['Create']);
    expect(
      errorCode(
        await graphql(
          server,
          { query: UPDATE_ARTICLE, variables: { id: 'nope', input: {} } },
          classroom,
        ),
      ),
    ).toBe('NOT_FOUND');
    // The slug of an article a guide links to stays put.
    const tx = staff.data!['staffArticles'].find((a: { slug: string }) => a.slug === TX_SLUG);
    const renamed = await graphql(
      server,
      { query: UPDATE_ARTICLE, variables: { id: tx.id, input: { slug: 'texas' } } },
      classroom,
    );
    expect(fieldsOf(renamed)).toEqual(['input.slug']);
  });
});
