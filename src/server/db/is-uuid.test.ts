import { describe, expect, it } from 'vitest';
import { isUuid } from './is-uuid.ts';

describe('isUuid', () => {
  it('accepts a uuid and refuses what PostgreSQL could not read as one', () => {
    expect(isUuid('0b6f7a52-3c9d-4e8a-9f21-5d0c7e1b2a34')).toBe(true);
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid('42')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
