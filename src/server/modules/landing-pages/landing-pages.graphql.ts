// GraphQL of location landing pages and metros (SPEC §7): the staff's `locationLandingPages` and
// `metros` (first 100 at most, SPEC §9), the public reads of one published page or metro by state
// and slug, the published addresses for the sitemap, and the audited writes, which all change
// public pages (CHANGES_PUBLIC_PAGES drops the cached copies once they have run).
import { landingPagePath, metroPath } from '../../../domain/landing-pages/landing-page-slug.ts';
import { builder } from '../../graphql/builder.ts';
import { CHANGES_PUBLIC_PAGES } from '../../graphql/public-page-changes.ts';
import { DeletedId } from '../regions/super-regions.graphql.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { landingPagesRepository } from './landing-pages.repository.ts';
import {
  createLocationLandingPage,
  deleteLocationLandingPage,
  listLandingPages,
  OPTION_LIST_SIZE,
  revalidateLocationLandingPage,
  updateLocationLandingPage,
} from './landing-pages.service.ts';
import type { LocationLandingPageRow, MetroRow } from './landing-pages.tables.ts';
import {
  createMetro,
  deleteMetro,
  listMetros,
  metroPageIds,
  updateMetro,
} from './metros.service.ts';

const LocationLandingPage = builder
  .objectRef<LocationLandingPageRow>('LocationLandingPage')
  .implement({
    description: 'The public page of one area, e.g. driving lessons in Austin (SPEC §3).',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      state: t.exposeString('state', { description: 'Two-letter upper-case state code.' }),
      hubId: t.exposeID('hubId', { nullable: true }),
      metroId: t.exposeID('metroId', { nullable: true }),
      centerAddress: t.exposeString('centerAddress'),
      googleMyBusinessUrl: t.exposeString('googleMyBusinessUrl', { nullable: true }),
      meetingPointIds: t.idList({
        resolve: (row, _args, context) =>
          landingPagesRepository.meetingPointIds(context.platform.db.db, row.id),
      }),
      priceSchemeId: t.exposeID('priceSchemeId'),
      cmsId: t.exposeString('cmsId', { nullable: true }),
      stateCmsId: t.exposeString('stateCmsId', { nullable: true }),
      slug: t.exposeString('slug'),
      regions: t.idList({
        description: 'Ids of the regions the page serves.',
        resolve: (row, _args, context) =>
          landingPagesRepository.regionIds(context.platform.db.db, row.id),
      }),
      isPublished: t.exposeBoolean('isPublished'),
      path: t.string({ resolve: (row) => landingPagePath(row.state, row.slug) }),
      lastRevalidatedAt: t.expose('lastRevalidatedAt', { type: 'DateTime', nullable: true }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

const LocationLandingPageList = builder
  .objectRef<{ rows: LocationLandingPageRow[]; total: number }>('LocationLandingPageList')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [LocationLandingPage], resolve: (list) => list.rows }),
      totalCount: t.int({ resolve: (list) => list.total }),
    }),
  });

const Metro = builder.objectRef<MetroRow>('Metro').implement({
  description: 'A metro area grouping location landing pages of one state (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    state: t.exposeString('state'),
    locationLandingPageIds: t.idList({
      resolve: (row, _args, context) => metroPageIds(context.platform.db.db, row.id),
    }),
    cmsId: t.exposeString('cmsId', { nullable: true }),
    stateCmsId: t.exposeString('stateCmsId', { nullable: true }),
    isPublished: t.exposeBoolean('isPublished'),
    path: t.string({ resolve: (row) => metroPath(row.state, row.slug) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('locationLandingPages', (t) =>
  t.field({
    type: LocationLandingPageList,
    description: `Every landing page, published or not, by state and name; at most ${OPTION_LIST_SIZE} at a time.`,
    authScopes: { permission: 'backOffice.read' },
    args: { first: t.arg.int({ required: false }), offset: t.arg.int({ required: false }) },
    resolve: (_root, args, context) =>
      listLandingPages(context.platform.db.db, {
        first: args.first ?? OPTION_LIST_SIZE,
        offset: args.offset ?? 0,
      }),
  }),
);

builder.queryField('metros', (t) =>
  t.field({
    type: [Metro],
    description: `Every metro, published or not, by state and name; at most ${OPTION_LIST_SIZE} at a time.`,
    authScopes: { permission: 'backOffice.read' },
    args: { first: t.arg.int({ required: false }), offset: t.arg.int({ required: false }) },
    resolve: (_root, args, context) =>
      listMetros(context.platform.db.db, {
        first: args.first ?? OPTION_LIST_SIZE,
        offset: args.offset ?? 0,
      }),
  }),
);

const LocationLandingPageInput = builder.inputType('LocationLandingPageInput', {
  description: 'Create: name, state, slug, centerAddress and priceSchemeId are required.',
  fields: (t) => ({
    name: t.string({ required: false }),
    state: t.string({ required: false }),
    slug: t.string({ required: false }),
    hubId: t.id({ required: false }),
    metroId: t.id({ required: false }),
    centerAddress: t.string({ required: false }),
    googleMyBusinessUrl: t.string({ required: false }),
    meetingPointIds: t.idList({ required: false }),
    priceSchemeId: t.id({ required: false }),
    cmsId: t.string({ required: false }),
    stateCmsId: t.string({ required: false }),
    regions: t.idList({ required: false, description: 'Region ids.' }),
    isPublished: t.boolean({ required: false }),
  }),
});

/** GraphQL input to the service's shape: undefined = unchanged, null = cleared. */
function pageInput(input: typeof LocationLandingPageInput.$inferInput) {
  const ids = (list: readonly (string | number)[] | null | undefined) =>
    list === null ? [] : list?.map(String);
  const id = (value: string | number | null | undefined) =>
    value === undefined || value === null ? value : String(value);
  return {
    name: input.name ?? undefined,
    state: input.state ?? undefined,
    slug: input.slug ?? undefined,
    hubId: id(input.hubId),
    metroId: id(input.metroId),
    centerAddress: input.centerAddress ?? undefined,
    googleMyBusinessUrl: input.googleMyBusinessUrl,
    meetingPointIds: ids(input.meetingPointIds),
    priceSchemeId: id(input.priceSchemeId) ?? undefined,
    cmsId: input.cmsId,
    stateCmsId: input.stateCmsId,
    regions: ids(input.regions),
    isPublished: input.isPublished ?? undefined,
  };
}

builder.mutationField('createLocationLandingPage', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: LocationLandingPage,
    authScopes: { permission: 'landingPages.write' },
    args: { input: t.arg({ type: LocationLandingPageInput, required: true }) },
    resolve: (_root, { input }, context) => {
      const values = pageInput(input);
      return createLocationLandingPage(context.platform, viewerOf(context), {
        ...values,
        name: values.name ?? '',
        state: values.state ?? '',
        slug: values.slug ?? '',
        centerAddress: values.centerAddress ?? '',
        priceSchemeId: values.priceSchemeId ?? '',
      });
    },
  }),
);

builder.mutationField('updateLocationLandingPage', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: LocationLandingPage,
    authScopes: { permission: 'landingPages.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: LocationLandingPageInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateLocationLandingPage(context.platform, viewerOf(context), String(id), pageInput(input)),
  }),
);

builder.mutationField('deleteLocationLandingPage', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: DeletedId,
    description: 'Deletes a page; it also leaves its metro.',
    authScopes: { permission: 'landingPages.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      deleteLocationLandingPage(context.platform, viewerOf(context), String(id)),
  }),
);

builder.mutationField('revalidateLocationLandingPage', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: LocationLandingPage,
    description: 'Drops the cached public pages so the next visit is rebuilt; records the time.',
    authScopes: { permission: 'landingPages.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      revalidateLocationLandingPage(context.platform, String(id)),
  }),
);

const MetroInput = builder.inputType('MetroInput', {
  description: 'Create: name, slug and state are required.',
  fields: (t) => ({
    name: t.string({ required: false }),
    slug: t.string({ required: false }),
    state: t.string({ required: false }),
    locationLandingPageIds: t.idList({ required: false }),
    cmsId: t.string({ required: false }),
    stateCmsId: t.string({ required: false }),
    isPublished: t.boolean({ required: false }),
  }),
});

function metroInput(input: typeof MetroInput.$inferInput) {
  return {
    name: input.name ?? undefined,
    slug: input.slug ?? undefined,
    state: input.state ?? undefined,
    locationLandingPageIds:
      input.locationLandingPageIds === null ? [] : input.locationLandingPageIds?.map(String),
    cmsId: input.cmsId,
    stateCmsId: input.stateCmsId,
    isPublished: input.isPublished ?? undefined,
  };
}

builder.mutationField('createMetro', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Metro,
    authScopes: { permission: 'landingPages.write' },
    args: { input: t.arg({ type: MetroInput, required: true }) },
    resolve: (_root, { input }, context) => {
      const values = metroInput(input);
      return createMetro(context.platform, viewerOf(context), {
        ...values,
        name: values.name ?? '',
        slug: values.slug ?? '',
        state: values.state ?? '',
      });
    },
  }),
);

builder.mutationField('updateMetro', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Metro,
    authScopes: { permission: 'landingPages.write' },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MetroInput, required: true }) },
    resolve: (_root, { id, input }, context) =>
      updateMetro(context.platform, viewerOf(context), String(id), metroInput(input)),
  }),
);

builder.mutationField('deleteMetro', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: DeletedId,
    description: 'Deletes a metro; refused (CONFLICT) while it still has landing pages.',
    authScopes: { permission: 'landingPages.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      deleteMetro(context.platform, viewerOf(context), String(id)),
  }),
);
