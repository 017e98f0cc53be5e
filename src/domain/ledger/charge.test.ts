import { describe, expect, it } from 'vitest';
import { charge } from './charge.ts';
import { entriesOf, testContext } from './test-fixtures.ts';

describe('charge', () => {
  it('records money paid in for a fee, without products', () => {
    const [entry] = entriesOf(
      charge(
        { studentId: 's1', amountCents: 2500, method: 'stripe', lessonId: 'l1' },
        testContext(),
      ),
    );
    expect(entry).toMatchObject({
      kind: 'charge',
      amountCents: 2500,
      paymentMethod: 'stripe',
      lessonId: 'l1',
      lines: [],
    });
  });

  it('refuses zero, negative and fractional amounts', () => {
    for (const amountCents of [0, -100, 1.5]) {
      expect(charge({ studentId: 's1', amountCents, method: 'cash' }, testContext())).toMatchObject(
        { code: 'VALIDATION_ERROR' },
      );
    }
  });
});
