// Feature flags: everyone reads them (public pages need them before sign-in), Admin writes them
// (GraphQL permission `featureFlags.write`). Every write goes through the audit recorder, so the
// audit log's FeatureFlags collection shows who changed which flag from what to what.
import { z } from 'zod';
import {
  FEATURE_FLAG_KEY,
  FEATURE_FLAG_TYPES,
  parseFlagValue,
  type FeatureFlagType,
} from '../../../domain/feature-flags.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { findFlag, listFlags } from './feature-flags.repository.ts';
import { featureFlags, type FeatureFlagRow } from './feature-flags.tables.ts';

export const featureFlagsAudit = auditedEntity({
  collection: 'FeatureFlags',
  table: featureFlags,
  id: featureFlags.key,
  ignore: ['updatedAt', 'createdAt', 'updatedById'],
});

const keySchema = z
  .string()
  .trim()
  .regex(FEATURE_FLAG_KEY, 'must start with a letter; letters, digits, . _ - only (up to 100)');

const createInput = z.object({
  key: keySchema,
  type: z.enum(FEATURE_FLAG_TYPES),
  value: z.string(),
  description: z.string().trim().max(500).default(''),
});

export type CreateFeatureFlagInput = z.input<typeof createInput>;

function checkedValue(type: FeatureFlagType, value: string, path: string): string {
  const parsed = parseFlagValue(type, value);
  if (!parsed.ok) throw validationError([{ path, message: parsed.message }]);
  return parsed.text;
}

export const listFeatureFlags = (platform: Pick<Platform, 'db'>): Promise<FeatureFlagRow[]> =>
  listFlags(platform.db.db);

export async function createFeatureFlag(
  platform: Platform,
  viewer: Viewer,
  input: CreateFeatureFlagInput,
): Promise<FeatureFlagRow> {
  const parsed = createInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { key, type, description } = parsed.data;
  const value = checkedValue(type, parsed.data.value, 'input.value');
  const exists = () => conflict(`A feature flag "${key}" already exists.`);
  try {
    return await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
      if (await findFlag(tx, key)) throw exists();
      return audit.insert(featureFlagsAudit, {
        key,
        type,
        value,
        description,
        updatedById: viewer.userId,
      });
    });
  } catch (error) {
    // Two Admins creating the same key at once: the primary key refuses the second.
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as Error).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function setFeatureFlag(
  platform: Platform,
  viewer: Viewer,
  input: { key: string; value: string; description?: string | undefined },
): Promise<FeatureFlagRow> {
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const current = await findFlag(tx, input.key);
    if (!current) throw notFound(`Feature flag "${input.key}"`);
    const value = checkedValue(current.type, input.value, 'value');
    const description = input.description?.trim();
    if (description !== undefined && description.length > 500) {
      throw validationError([{ path: 'description', message: 'must be at most 500 characters' }]);
    }
    const result = await audit.update(featureFlagsAudit, current.key, {
      value,
      ...(description === undefined ? {} : { description }),
      updatedAt: new Date(),
      updatedById: viewer.userId,
    });
    if (!result) throw notFound(`Feature flag "${input.key}"`);
    return result.after;
  });
}

export async function deleteFeatureFlag(
  platform: Platform,
  viewer: Viewer,
  key: string,
): Promise<FeatureFlagRow> {
  return auditedTransaction(platform, actorFromViewer(viewer), async (_tx, audit) => {
    const deleted = await audit.delete(featureFlagsAudit, key);
    if (!deleted) throw notFound(`Feature flag "${key}"`);
    return deleted;
  });
}
