import { FEATURE_FLAG_TYPES } from '../../../domain/feature-flags.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import { notSignedIn } from '../../graphql/errors.ts';
import type { FeatureFlagRow } from './feature-flags.tables.ts';
import {
  createFeatureFlag,
  deleteFeatureFlag,
  listFeatureFlags,
  setFeatureFlag,
} from './feature-flags.service.ts';

const FeatureFlagTypeEnum = builder.enumType('FeatureFlagType', { values: FEATURE_FLAG_TYPES });

const FeatureFlag = builder.objectRef<FeatureFlagRow>('FeatureFlag').implement({
  description:
    'A switch or setting an Admin changes without a release. `value` is text: "true"/"false" for booleans, a whole number for integers.',
  fields: (t) => ({
    id: t.exposeID('key', { description: 'The key, also the id.' }),
    key: t.exposeString('key'),
    type: t.field({ type: FeatureFlagTypeEnum, resolve: (flag) => flag.type }),
    value: t.exposeString('value'),
    description: t.exposeString('description'),
    updatedAt: t.field({ type: 'DateTime', resolve: (flag) => flag.updatedAt }),
  }),
});

const viewerOf = (context: GraphqlContext) => {
  if (!context.viewer) throw notSignedIn();
  return context.viewer;
};

builder.queryField('featureFlags', (t) =>
  t.field({
    type: [FeatureFlag],
    description: 'Every feature flag, by key. Public: pages read them before anyone signs in.',
    authScopes: { public: true },
    resolve: (_root, _args, context) => listFeatureFlags(context.platform),
  }),
);

const CreateFeatureFlagInput = builder.inputType('CreateFeatureFlagInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    type: t.field({ type: FeatureFlagTypeEnum, required: true }),
    value: t.string({ required: true }),
    description: t.string({ required: false }),
  }),
});

builder.mutationField('createFeatureFlag', (t) =>
  t.field({
    type: FeatureFlag,
    authScopes: { permission: 'featureFlags.write' },
    args: { input: t.arg({ type: CreateFeatureFlagInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createFeatureFlag(context.platform, viewerOf(context), {
        key: input.key,
        type: input.type,
        value: input.value,
        description: input.description ?? undefined,
      }),
  }),
);

builder.mutationField('setFeatureFlag', (t) =>
  t.field({
    type: FeatureFlag,
    description:
      "Changes a flag's value (validated against its type) and optionally its description.",
    authScopes: { permission: 'featureFlags.write' },
    args: {
      key: t.arg.string({ required: true }),
      value: t.arg.string({ required: true }),
      description: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      setFeatureFlag(context.platform, viewerOf(context), {
        key: args.key,
        value: args.value,
        description: args.description ?? undefined,
      }),
  }),
);

builder.mutationField('deleteFeatureFlag', (t) =>
  t.field({
    type: FeatureFlag,
    description: 'Deletes a flag; clients fall back to their default for it.',
    authScopes: { permission: 'featureFlags.write' },
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      deleteFeatureFlag(context.platform, viewerOf(context), args.key),
  }),
);
