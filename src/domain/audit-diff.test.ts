import { describe, expect, it } from 'vitest';
import { diffRecords } from './audit-diff.ts';

describe('diffRecords', () => {
  it('records only the fields that changed, with their types', () => {
    const before = { name: 'Ana', age: 16, rate: 1.5, role: 'Trainee', updatedAt: new Date(0) };
    const after = { name: 'Ana', age: 17, rate: 2.25, role: 'Admin', updatedAt: new Date(1000) };
    expect(diffRecords(before, after, ['updatedAt'])).toEqual([
      { path: 'age', valueType: 'Int', oldValue: 16, newValue: 17 },
      { path: 'rate', valueType: 'Float', oldValue: 1.5, newValue: 2.25 },
      { path: 'role', valueType: 'String', oldValue: 'Trainee', newValue: 'Admin' },
    ]);
  });

  it('walks nested objects and compares lists whole', () => {
    const changes = diffRecords(
      { address: { city: 'Austin', zip: '78701' }, tags: ['a'] },
      { address: { city: 'Dallas', zip: '78701' }, tags: ['a', 'b'] },
    );
    expect(changes).toEqual([
      { path: 'address.city', valueType: 'String', oldValue: 'Austin', newValue: 'Dallas' },
      { path: 'tags', valueType: 'String', oldValue: '["a"]', newValue: '["a","b"]' },
    ]);
  });

  it('treats a create as every field going from null and a delete as the reverse', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(diffRecords(null, { id: 'u1', seenAt: at })).toEqual([
      { path: 'id', valueType: 'String', oldValue: null, newValue: 'u1' },
      {
        path: 'seenAt',
        valueType: 'DateTime',
        oldValue: null,
        newValue: '2026-01-02T03:04:05.000Z',
      },
    ]);
    expect(diffRecords({ count: 3 }, null)).toEqual([
      { path: 'count', valueType: 'Int', oldValue: 3, newValue: null },
    ]);
  });

  it('finds nothing when nothing changed', () => {
    expect(diffRecords({ a: 1, b: true }, { a: 1, b: true })).toEqual([]);
  });
});
