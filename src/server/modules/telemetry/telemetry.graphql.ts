import { builder } from '../../graphql/builder.ts';
import { apiCallCountByDate, apiCallCountByOperation } from './telemetry.service.ts';

const ApiCallCount = builder.objectRef<{ id: string; count: number }>('ApiCallCount').implement({
  description: 'GraphQL operations on one day in the school time zone (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The day, YYYY-MM-DD (America/Los_Angeles).' }),
    count: t.exposeInt('count'),
  }),
});

const ApiOperationCount = builder
  .objectRef<{ operationName: string; count: number }>('ApiOperationCount')
  .implement({
    description: 'How often one named operation was called within a range of days.',
    fields: (t) => ({
      operationName: t.exposeString('operationName'),
      count: t.exposeInt('count'),
    }),
  });

builder.queryField('apiCallCountByDate', (t) =>
  t.field({
    type: [ApiCallCount],
    description:
      'Operations per day from `from` to `to` (inclusive, YYYY-MM-DD), every day listed; only `operationName` when given. Counts reach the table within a few seconds.',
    authScopes: { permission: 'apiTelemetry.read' },
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      operationName: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      apiCallCountByDate(context.platform, {
        from: args.from,
        to: args.to,
        operationName: args.operationName ?? undefined,
      }),
  }),
);

builder.queryField('apiCallCountByOperation', (t) =>
  t.field({
    type: [ApiOperationCount],
    description: 'The 100 most called operations from `from` to `to` (inclusive), most first.',
    authScopes: { permission: 'apiTelemetry.read' },
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      apiCallCountByOperation(context.platform, { from: args.from, to: args.to }),
  }),
);
