import { builder } from '../../graphql/builder.ts';
import { listUsStates } from './states.repository.ts';
import type { UsStateRow } from './states.tables.ts';

const UsState = builder.objectRef<UsStateRow>('UsState').implement({
  description: 'A US state or territory, for addresses and licences.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Two-letter USPS code.' }),
    name: t.exposeString('name'),
    isSupported: t.exposeBoolean('isSupported', {
      description: 'One of the states the school sells courses and lessons in.',
    }),
  }),
});

builder.queryField('usStates', (t) =>
  t.field({
    type: [UsState],
    description: 'US states and territories, by code.',
    authScopes: { public: true },
    resolve: (_root, _args, context) => listUsStates(context.platform.db.db),
  }),
);
