import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '../../domain/permissions.ts';
import { renderPermissionsDoc, rootFieldPermissions } from './permissions-doc.ts';
import { buildSchema } from './schema.ts';

describe('permission declarations', () => {
  const fields = rootFieldPermissions(buildSchema());

  it('are present on every query, mutation and subscription field', () => {
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => field.permission === null)).toEqual([]);
  });

  it('name permissions of the matrix', () => {
    const known = new Set<string>(['public', ...PERMISSION_NAMES]);
    expect(fields.filter((field) => !known.has(field.permission ?? ''))).toEqual([]);
  });

  it('match docs/permissions.md (review a change there as a permission change)', () => {
    const committed = readFileSync(
      new URL('../../../docs/permissions.md', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(renderPermissionsDoc(buildSchema()));
  });
});
