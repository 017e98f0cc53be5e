// The changes an audit log entry records (SPEC §3): per changed field its path, value type and
// old and new value, each a string, float, int or date-time. Nested objects are walked so a
// change of `address.city` reads as that path; lists are compared whole.

export type AuditValueType = 'DateTime' | 'Float' | 'Int' | 'String';
export type AuditValue = string | number | null;

export interface AuditChange {
  path: string;
  valueType: AuditValueType;
  oldValue: AuditValue;
  newValue: AuditValue;
}

type Flat = Map<string, { valueType: AuditValueType; value: AuditValue }>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

function scalar(value: unknown): { valueType: AuditValueType; value: AuditValue } {
  if (value === null || value === undefined) return { valueType: 'String', value: null };
  if (value instanceof Date) return { valueType: 'DateTime', value: value.toISOString() };
  if (typeof value === 'number') {
    return { valueType: Number.isInteger(value) ? 'Int' : 'Float', value };
  }
  if (typeof value === 'string') return { valueType: 'String', value };
  if (typeof value === 'boolean' || typeof value === 'bigint') {
    return { valueType: 'String', value: String(value) };
  }
  return { valueType: 'String', value: JSON.stringify(value) };
}

function flatten(
  record: Record<string, unknown> | null,
  prefix = '',
  into: Flat = new Map(),
): Flat {
  if (!record) return into;
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) flatten(value, path, into);
    else into.set(path, scalar(value));
  }
  return into;
}

/**
 * The fields that differ between two versions of a record. `before` is null for a create and
 * `after` null for a delete. Paths in `ignore` (and anything under them) are left out.
 */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = [],
): AuditChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const paths = [...new Set([...old.keys(), ...next.keys()])].sort();
  const ignored = (path: string) =>
    ignore.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  const changes: AuditChange[] = [];
  for (const path of paths) {
    if (ignored(path)) continue;
    const was = old.get(path) ?? { valueType: 'String' as const, value: null };
    const now = next.get(path) ?? { valueType: 'String' as const, value: null };
    if (was.value === now.value) continue;
    changes.push({
      path,
      // A field that became null keeps the type it had, so readers can still parse the old value.
      valueType: now.value === null ? was.valueType : now.valueType,
      oldValue: was.value,
      newValue: now.value,
    });
  }
  return changes;
}
