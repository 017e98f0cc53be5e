import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_RULES, SENSITIVE_FIELD_NAME } from '../../domain/field-rules.ts';
import { PERMISSION_NAMES } from '../../domain/permissions.ts';
import { objectFieldNames, renderPermissionsDoc, rootFieldPermissions } from './permissions-doc.ts';
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

  it('cover every object field named like money or private data with a field rule', () => {
    const sensitive = objectFieldNames(buildSchema()).filter((name) =>
      SENSITIVE_FIELD_NAME.test(name.split('.')[1]!),
    );
    expect(sensitive.length).toBeGreaterThan(50);
    expect(sensitive.filter((name) => !(name in FIELD_RULES))).toEqual([]);
  });

  it('name only fields the schema has (a stale rule fails the schema build too)', () => {
    const fieldNames = new Set(objectFieldNames(buildSchema()));
    expect(Object.keys(FIELD_RULES).filter((name) => !fieldNames.has(name))).toEqual([]);
  });

  it('match docs/permissions.md (review a change there as a permission change)', () => {
    const committed = readFileSync(
      new URL('../../../docs/permissions.md', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(renderPermissionsDoc(buildSchema()));
  });
});
