import { describe, expect, it } from 'vitest';
import { explainMigrationFailure } from './migrate.ts';

describe('explainMigrationFailure', () => {
  it('explains a table that already exists: a database from an older development build', () => {
    const failure = new Error('migration failed', { cause: { code: '42P07' } });
    const explained = explainMigrationFailure(failure) as Error;
    expect(explained.message).toMatch(/earlier development build/);
    expect(explained.message).toMatch(/adr\/0004/);
    expect(explained.cause).toBe(failure);
  });

  it('passes any other failure through unchanged', () => {
    const failure = new Error('connection refused');
    expect(explainMigrationFailure(failure)).toBe(failure);
    const syntax = { code: '42601' };
    expect(explainMigrationFailure(syntax)).toBe(syntax);
  });
});
