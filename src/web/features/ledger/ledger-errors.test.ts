import { describe, expect, it } from 'vitest';
import { humaniseMessage, ledgerProblemOf, OUT_OF_SYNC_MESSAGE } from './ledger-errors.ts';

const ID = '0b4c6f4e-7f3a-4b8e-9a51-1c2d3e4f5a6b';
const graphqlError = (code: string, message: string, fields?: unknown) => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

describe('ledgerProblemOf', () => {
  it('keeps the code and puts validation messages under their fields', () => {
    const problem = ledgerProblemOf(
      graphqlError('VALIDATION_ERROR', 'Please correct: input.amountCents: cannot be negative', [
        { path: 'input.amountCents', message: 'cannot be negative' },
        { path: 'input.items.0.quantity', message: 'must be at least 1' },
        { path: 'input.items.1.quantity', message: 'second message is not shown' },
      ]),
    );
    expect(problem.code).toBe('VALIDATION_ERROR');
    expect(problem.fields).toEqual({
      amountCents: 'cannot be negative',
      items: 'must be at least 1',
    });
  });

  it('names products and shows cents as dollars', () => {
    const names = new Map([[ID, 'Driving minutes']]);
    expect(
      ledgerProblemOf(
        graphqlError('NOT_ENOUGH_PRODUCT', `Not enough of product ${ID} to transfer.`),
        names,
      ).message,
    ).toBe('Not enough of Driving minutes to transfer.');
    expect(
      ledgerProblemOf(
        graphqlError('BAD_REQUEST', 'At most 69900 cents of this purchase can be refunded.'),
      ).message,
    ).toBe('At most $699 of this purchase can be refunded.');
  });

  it('answers a stale version with the reload message', () => {
    const problem = ledgerProblemOf(graphqlError('LEDGER_OUT_OF_SYNC', 'Reload and retry.'));
    expect(problem).toEqual({
      code: 'LEDGER_OUT_OF_SYNC',
      message: OUT_OF_SYNC_MESSAGE,
      fields: {},
    });
  });

  it('has no code for a network failure', () => {
    const problem = ledgerProblemOf(new TypeError('Failed to fetch'));
    expect(problem.code).toBeNull();
    expect(problem.message).toMatch(/could not reach the server/);
  });
});

describe('humaniseMessage', () => {
  it('leaves unknown ids alone', () => {
    expect(humaniseMessage(`Product ${ID} was not found.`, new Map())).toBe(
      `Product ${ID} was not found.`,
    );
  });
});
