// The public side of landing pages: one published page or metro by lower-case state and slug
// (null when unknown or unpublished), and the addresses of every published one for sitemap.xml.
import { landingPagePath, metroPath } from '../../../domain/landing-pages/landing-page-slug.ts';
import { builder } from '../../graphql/builder.ts';
import { landingPagesRepository, metrosRepository } from './landing-pages.repository.ts';
import {
  areaPrices,
  findPublishedMetro,
  findPublishedPage,
  pageCoupons,
  pageInstructors,
  pageMeetingPoints,
  publishedPagesOfMetro,
  type AreaPrice,
  type PublicCoupon,
  type PublicInstructor,
  type PublicMeetingPoint,
} from './landing-pages.public.ts';
import type { LocationLandingPageRow, MetroRow } from './landing-pages.tables.ts';

const AreaPriceRef = builder.objectRef<AreaPrice>('LandingPagePrice').implement({
  description: "A lesson product's price in the page's price scheme.",
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    priceCents: t.exposeInt('priceCents'),
    perMinute: t.exposeBoolean('perMinute', {
      description: 'True for driving minutes: priceCents is the price of one minute.',
    }),
  }),
});

const MeetingPointRef = builder.objectRef<PublicMeetingPoint>('LandingPageMeetingPoint').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    address: t.exposeString('address'),
    description: t.exposeString('description'),
  }),
});

const InstructorRef = builder.objectRef<PublicInstructor>('LandingPageInstructor').implement({
  description: "An instructor's public profile: never contact, licence or pay.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    title: t.exposeString('title'),
    about: t.exposeString('about'),
    languages: t.exposeStringList('languages'),
    portraitImage: t.exposeString('portraitImage', { nullable: true }),
  }),
});

const CouponRef = builder.objectRef<PublicCoupon>('LandingPageCoupon').implement({
  description: 'A lesson or road-test coupon marked displayInLandingPages and valid now.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
    scope: t.exposeString('scope'),
    type: t.exposeString('type', { description: 'dollar or percent.' }),
    discount: t.exposeInt('discount', {
      description: 'Cents off for dollar, basis points for percent.',
    }),
    expiration: t.expose('expiration', { type: 'DateTime' }),
  }),
});

const PublicMetroLink = builder.objectRef<MetroRow>('PublicMetroLink').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    path: t.string({ resolve: (row) => metroPath(row.state, row.slug) }),
  }),
});

const PublicPage = builder
  .objectRef<LocationLandingPageRow>('PublicLocationLandingPage')
  .implement({
    description: 'A published landing page as the public sees it.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      state: t.exposeString('state'),
      slug: t.exposeString('slug'),
      path: t.string({ resolve: (row) => landingPagePath(row.state, row.slug) }),
      centerAddress: t.exposeString('centerAddress'),
      googleMyBusinessUrl: t.exposeString('googleMyBusinessUrl', { nullable: true }),
      metro: t.field({
        type: PublicMetroLink,
        nullable: true,
        description: 'The metro of the page when it is published.',
        resolve: async (row, _args, context) => {
          if (!row.metroId) return null;
          const metro = await metrosRepository.find(context.platform.db.db, row.metroId);
          return metro?.isPublished ? metro : null;
        },
      }),
      prices: t.field({
        type: [AreaPriceRef],
        resolve: (row, _args, context) => areaPrices(context.platform.db.db, row.priceSchemeId),
      }),
      meetingPoints: t.field({
        type: [MeetingPointRef],
        resolve: (row, _args, context) => pageMeetingPoints(context.platform.db.db, row.id),
      }),
      instructors: t.field({
        type: [InstructorRef],
        resolve: (row, _args, context) => pageInstructors(context.platform.db.db, row.id),
      }),
      coupons: t.field({
        type: [CouponRef],
        resolve: (row, _args, context) => pageCoupons(context.platform.db.db, row.id, new Date()),
      }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

const PublicPageLink = builder
  .objectRef<LocationLandingPageRow>('PublicLandingPageLink')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      centerAddress: t.exposeString('centerAddress'),
      path: t.string({ resolve: (row) => landingPagePath(row.state, row.slug) }),
    }),
  });

const PublicMetro = builder.objectRef<MetroRow>('PublicMetro').implement({
  description: 'A published metro with its published landing pages.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state: t.exposeString('state'),
    path: t.string({ resolve: (row) => metroPath(row.state, row.slug) }),
    pages: t.field({
      type: [PublicPageLink],
      resolve: (row, _args, context) => publishedPagesOfMetro(context.platform.db.db, row.id),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('publicLocationLandingPage', (t) =>
  t.field({
    type: PublicPage,
    nullable: true,
    description: 'A published landing page by lower-case state and slug; null otherwise.',
    authScopes: { public: true },
    args: { state: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      findPublishedPage(context.platform.db.db, args.state, args.slug),
  }),
);

builder.queryField('publicMetro', (t) =>
  t.field({
    type: PublicMetro,
    nullable: true,
    description: 'A published metro by lower-case state and slug; null otherwise.',
    authScopes: { public: true },
    args: { state: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      findPublishedMetro(context.platform.db.db, args.state, args.slug),
  }),
);

builder.queryField('publishedLandingPaths', (t) =>
  t.stringList({
    description: 'The addresses of every published landing page and metro (for sitemap.xml).',
    authScopes: { public: true },
    resolve: async (_root, _args, context) => {
      const db = context.platform.db.db;
      const [pages, metros] = await Promise.all([
        landingPagesRepository.listPublished(db),
        metrosRepository.listPublished(db),
      ]);
      return [
        ...metros.map((metro) => metroPath(metro.state, metro.slug)),
        ...pages.map((page) => landingPagePath(page.state, page.slug)),
      ];
    },
  }),
);
