// GraphQL of the private calendar link (docs/messages.md "Calendar feed"): `myCalendarLink`,
// `renewCalendarLink` (make a new one, revoking the old), `revokeCalendarLink`.
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  myCalendarLink,
  renewCalendarLink,
  revokeCalendarLink,
  type CalendarLink,
} from './calendar-feeds.service.ts';

const CalendarLinkRef = builder.objectRef<CalendarLink>('CalendarLink').implement({
  description:
    'A private calendar feed (text/calendar) of your lessons that Google, Apple or Outlook calendars subscribe to. Anyone with the link can read it: make a new one if it was shared.',
  fields: (t) => ({
    url: t.exposeString('url'),
    createdAt: t.field({ type: 'DateTime', resolve: (link) => link.createdAt }),
  }),
});

builder.queryField('myCalendarLink', (t) =>
  t.field({
    type: CalendarLinkRef,
    nullable: true,
    description: 'Your live calendar link, or null when you have none.',
    authScopes: { permission: 'calendarFeed.own' },
    resolve: (_root, _args, context) => myCalendarLink(context.platform, viewerOf(context)),
  }),
);

builder.mutationField('renewCalendarLink', (t) =>
  t.field({
    type: CalendarLinkRef,
    description: 'Makes a new calendar link; the one before stops working at once.',
    authScopes: { permission: 'calendarFeed.own' },
    resolve: (_root, _args, context) => renewCalendarLink(context.platform, viewerOf(context)),
  }),
);

builder.mutationField('revokeCalendarLink', (t) =>
  t.boolean({
    description: 'Turns your calendar link off; false when there was none.',
    authScopes: { permission: 'calendarFeed.own' },
    resolve: (_root, _args, context) => revokeCalendarLink(context.platform, viewerOf(context)),
  }),
);
