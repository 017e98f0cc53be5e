import { describe, expect, it } from 'vitest';
import {
  hourlyPrice,
  priceSchemeFormProblems,
  priceSchemeFormValues,
  serverProblemsToForm,
  toPriceSchemeInput,
} from './price-scheme-form.ts';

describe('price scheme form', () => {
  it('turns dollars into cents and leaves blank products out (not sold)', () => {
    const values = {
      name: ' Bay Area ',
      canonicalPrice: '99',
      prices: { lesson: '199.00', test: '', fee: '0' },
    };
    expect(priceSchemeFormProblems(values)).toEqual({});
    expect(toPriceSchemeInput(values)).toEqual({
      name: 'Bay Area',
      canonicalPrice: 9900,
      products: [
        { productId: 'lesson', price: 19900 },
        { productId: 'fee', price: 0 },
      ],
    });
  });

  it('names each bad field', () => {
    expect(
      priceSchemeFormProblems({ name: '', canonicalPrice: '', prices: { a: '-3', b: '1.234' } }),
    ).toEqual({
      name: 'is required',
      canonicalPrice: 'Enter an amount.',
      'prices.a': 'The amount cannot be negative.',
      'prices.b': 'Use at most two decimals (cents).',
    });
  });

  it('reads a stored scheme back into the form and maps server paths to product rows', () => {
    expect(
      priceSchemeFormValues({
        id: 's',
        name: 'Bay',
        canonicalPrice: 9950,
        products: [{ price: 19900, product: { id: 'lesson', name: 'Lesson' } }],
      }),
    ).toEqual({ name: 'Bay', canonicalPrice: '99.50', prices: { lesson: '199.00' } });
    expect(
      serverProblemsToForm(
        { 'products.1.price': 'is above $1,000,000', name: 'is too long' },
        { products: [{ productId: 'a' }, { productId: 'b' }] },
      ),
    ).toEqual({ 'prices.b': 'is above $1,000,000', name: 'is too long' });
    expect(hourlyPrice(9900)).toBe('$99/hour');
  });
});
