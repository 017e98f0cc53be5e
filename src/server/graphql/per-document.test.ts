import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { perDocument } from './per-document.ts';

describe('perDocument', () => {
  it('works a document out once, and each document apart', () => {
    const compute = vi.fn((document: ReturnType<typeof parse>) => document.definitions.length);
    const cached = perDocument(compute);
    const one = parse('{ a }');
    const two = parse('{ a } { b }');
    expect([cached(one), cached(one), cached(two), cached(two)]).toEqual([1, 1, 2, 2]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps a false answer too', () => {
    const compute = vi.fn(() => false);
    const cached = perDocument(compute);
    const document = parse('{ a }');
    cached(document);
    cached(document);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
