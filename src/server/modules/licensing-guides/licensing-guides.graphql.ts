// GraphQL of licensing guides and articles: public `licensingGuide`, `licensingGuides` and
// `article` (published articles only), the staff's `staffArticles`, and the audited mutations
// `updateLicensingGuide`, `createArticle` and `updateArticle`, which change public pages.
import { articlePath } from '../../../domain/licensing-guides/article-slug.ts';
import {
  guideAudienceLabel,
  type GuideAudience,
} from '../../../domain/licensing-guides/guide-vocabulary.ts';
import { can } from '../../../domain/permissions.ts';
import { builder } from '../../graphql/builder.ts';
import { CHANGES_PUBLIC_PAGES } from '../../graphql/public-page-changes.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  createArticle,
  findGuide,
  findPublishedArticle,
  listArticles,
  listGuides,
  updateArticle,
  updateLicensingGuide,
} from './licensing-guides.service.ts';
import type { ArticleRow, GuideStep, LicensingGuideRow } from './licensing-guides.tables.ts';

const LicensingGuideStep = builder.objectRef<GuideStep>('LicensingGuideStep').implement({
  description: 'One step of a licensing guide (SPEC §3); link and linkText are empty for none.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'A step id of SPEC §3, e.g. written-test.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    link: t.exposeString('link', { description: 'A site path, an https address or a tel: link.' }),
    linkText: t.exposeString('linkText'),
  }),
});

const Article = builder.objectRef<ArticleRow>('Article').implement({
  description: 'An article of the public site, e.g. how to apply for a license as a teen.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    path: t.string({ resolve: (row) => articlePath(row.slug) }),
    state: t.exposeString('state', { nullable: true }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    body: t.exposeString('body', { description: 'The Markdown subset the article pages render.' }),
    isPublished: t.exposeBoolean('isPublished'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const LicensingGuide = builder.objectRef<LicensingGuideRow>('LicensingGuide').implement({
  description: 'The ordered steps to a license in one state for one audience (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.exposeString('state'),
    audience: t.exposeString('audience'),
    audienceLabel: t.string({
      resolve: (row) => guideAudienceLabel(row.audience as GuideAudience),
    }),
    label: t.exposeString('label'),
    articleSlug: t.string({
      nullable: true,
      description:
        'The linked article, published or not, for staff (licensingGuides.read); null for others.',
      resolve: (row, _args, context) =>
        can(context.viewer?.roles ?? null, 'licensingGuides.read') ? row.articleSlug : null,
    }),
    article: t.field({
      type: Article,
      nullable: true,
      description: 'The linked article when it is published.',
      resolve: (row, _args, context) =>
        row.articleSlug ? findPublishedArticle(context.platform.db.db, row.articleSlug) : null,
    }),
    steps: t.field({ type: [LicensingGuideStep], resolve: (row) => row.steps }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('licensingGuide', (t) =>
  t.field({
    type: LicensingGuide,
    nullable: true,
    description: 'The guide of a state (lower-case code) and audience; null when there is none.',
    authScopes: { public: true },
    args: {
      state: t.arg.string({ required: true }),
      audience: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => findGuide(context.platform.db.db, args.state, args.audience),
  }),
);

builder.queryField('licensingGuides', (t) =>
  t.field({
    type: [LicensingGuide],
    description: "A state's guides, or every guide when no state is given.",
    authScopes: { public: true },
    args: { state: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => listGuides(context.platform.db.db, args.state ?? null),
  }),
);

builder.queryField('article', (t) =>
  t.field({
    type: Article,
    nullable: true,
    description: 'A published article by its slug; null when unknown or unpublished.',
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => findPublishedArticle(context.platform.db.db, args.slug),
  }),
);

builder.queryField('staffArticles', (t) =>
  t.field({
    type: [Article],
    description: 'Every article, unpublished ones included, by slug.',
    authScopes: { permission: 'licensingGuides.read' },
    resolve: (_root, _args, context) => listArticles(context.platform.db.db, true),
  }),
);

const LicensingGuideStepInput = builder.inputType('LicensingGuideStepInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    link: t.string({ required: true, description: 'Empty for a step without a link.' }),
    linkText: t.string({ required: true }),
  }),
});

const LicensingGuideInput = builder.inputType('LicensingGuideInput', {
  fields: (t) => ({
    label: t.string({ required: true }),
    articleSlug: t.string({ required: false }),
    steps: t.field({ type: [LicensingGuideStepInput], required: true }),
  }),
});

builder.mutationField('updateLicensingGuide', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: LicensingGuide,
    description: "Replaces a guide's label, article link and ordered steps.",
    authScopes: { permission: 'licensingGuides.write' },
    args: {
      state: t.arg.string({ required: true }),
      audience: t.arg.string({ required: true }),
      input: t.arg({ type: LicensingGuideInput, required: true }),
    },
    resolve: (_root, { state, audience, input }, context) =>
      updateLicensingGuide(context.platform, viewerOf(context), state, audience, {
        label: input.label,
        articleSlug: input.articleSlug ?? null,
        steps: input.steps,
      }),
  }),
);

const CreateArticleInput = builder.inputType('CreateArticleInput', {
  fields: (t) => ({
    slug: t.string({ required: true }),
    state: t.string({ required: false }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    body: t.string({ required: true }),
    isPublished: t.boolean({ required: false }),
  }),
});

const UpdateArticleInput = builder.inputType('UpdateArticleInput', {
  fields: (t) => ({
    slug: t.string({ required: false }),
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    body: t.string({ required: false }),
    isPublished: t.boolean({ required: false }),
  }),
});

builder.mutationField('createArticle', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Article,
    description: 'Adds an article (unpublished unless isPublished is true).',
    authScopes: { permission: 'licensingGuides.write' },
    args: { input: t.arg({ type: CreateArticleInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createArticle(context.platform, viewerOf(context), {
        ...input,
        state: input.state ?? null,
        isPublished: input.isPublished ?? undefined,
      }),
  }),
);

builder.mutationField('updateArticle', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Article,
    description: "Changes an article's slug, title, description, body or publication.",
    authScopes: { permission: 'licensingGuides.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateArticleInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateArticle(context.platform, viewerOf(context), String(id), {
        slug: input.slug ?? undefined,
        title: input.title ?? undefined,
        description: input.description ?? undefined,
        body: input.body ?? undefined,
        isPublished: input.isPublished ?? undefined,
      }),
  }),
);
