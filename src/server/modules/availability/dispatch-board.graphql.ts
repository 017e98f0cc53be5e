// GraphQL of the dispatch board: `dispatchRegions` for its region picker and `dispatchBoard`, a
// region's instructors side by side (dispatch-board.service.ts).
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { InstructorScheduleRef } from './availability-calendar.graphql.ts';
import {
  dispatchBoard,
  dispatchRegions,
  type DispatchBoardView,
} from './dispatch-board.service.ts';

const DispatchRegion = builder.objectRef<DispatchBoardView['region']>('DispatchRegion').implement({
  description: 'A region a dispatch board can show.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state: t.exposeString('state', { description: 'Two-letter code of its super region.' }),
  }),
});

const DispatchBoardRef = builder.objectRef<DispatchBoardView>('DispatchBoard').implement({
  description: 'The active instructors of a region side by side, each with their calendar.',
  fields: (t) => ({
    region: t.field({ type: DispatchRegion, resolve: (view) => view.region }),
    timeZone: t.exposeString('timeZone', {
      description: "The region's state's IANA zone: show the board's days and times in it.",
    }),
    instructors: t.field({ type: [InstructorScheduleRef], resolve: (view) => view.instructors }),
  }),
});

builder.queryField('dispatchRegions', (t) =>
  t.field({
    type: [DispatchRegion],
    description: 'Every region, by name, for the dispatch board.',
    authScopes: { permission: 'availability.read' },
    resolve: (_root, _args, context) => dispatchRegions(context.platform),
  }),
);

builder.queryField('dispatchBoard', (t) =>
  t.field({
    type: DispatchBoardRef,
    description:
      "A region's active instructors in [from, to), at most 7 days: each one's schedule blocks and lessons (an Instructor: only their own). NOT_FOUND (region), VALIDATION_ERROR (to).",
    authScopes: { permission: 'availability.read' },
    args: {
      regionId: t.arg.id({ required: true }),
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, args, context) =>
      dispatchBoard(context.platform, viewerOf(context), String(args.regionId), args.from, args.to),
  }),
);
