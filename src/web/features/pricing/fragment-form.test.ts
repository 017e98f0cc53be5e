import { describe, expect, it } from 'vitest';
import {
  NEW_ENTRY,
  describeAlgorithm,
  fragmentFormProblems,
  fragmentFormValues,
  toFragmentInput,
  toPreviewInput,
} from './fragment-form.ts';

describe('fragment form', () => {
  it('sends only the parameters the algorithm uses, in cents and basis points', () => {
    const values = {
      name: ' Weekend ',
      priceSchemeIds: ['s1'],
      entries: [
        {
          ...NEW_ENTRY,
          productId: 'a',
          kind: 'dollarDiscount' as const,
          amount: '15',
          percent: '3',
        },
        {
          ...NEW_ENTRY,
          productId: 'b',
          kind: 'dollarThenPercentDiscount' as const,
          amount: '20',
          percent: '12.5',
          rounding: 'digit' as const,
          digit: '9',
        },
      ],
    };
    expect(fragmentFormProblems(values)).toEqual({});
    expect(toFragmentInput(values)).toEqual({
      name: 'Weekend',
      priceSchemeIds: ['s1'],
      productPrices: [
        {
          productId: 'a',
          priceAlgorithm: {
            kind: 'dollarDiscount',
            amountCents: 1500,
            percentBasisPoints: null,
            rounding: 'nearest',
            roundingDigit: null,
          },
        },
        {
          productId: 'b',
          priceAlgorithm: {
            kind: 'dollarThenPercentDiscount',
            amountCents: 2000,
            percentBasisPoints: 1250,
            rounding: 'digit',
            roundingDigit: 9,
          },
        },
      ],
    });
  });

  it('names each problem with the server path, and previews only the rows filled in', () => {
    const values = {
      name: '',
      priceSchemeIds: [],
      entries: [
        { ...NEW_ENTRY, productId: 'a', percent: '10' },
        { ...NEW_ENTRY, productId: 'a', percent: '' },
        { ...NEW_ENTRY, kind: 'fixed' as const, amount: 'x' },
      ],
    };
    expect(fragmentFormProblems(values)).toEqual({
      name: 'is required',
      'productPrices.1.productId': 'is listed twice',
      'productPrices.1.priceAlgorithm.percentBasisPoints': 'Enter a percentage.',
      'productPrices.2.productId': 'Choose a product.',
      'productPrices.2.priceAlgorithm.amountCents':
        'Enter an amount in dollars, like 899 or 899.50.',
    });
    expect(toPreviewInput(values, 'f1').productPrices).toHaveLength(1);
    expect(toPreviewInput(values, 'f1').id).toBe('f1');
  });

  it('reads a stored fragment back and describes algorithms in words', () => {
    const algorithm = {
      kind: 'percentThenDollarDiscount' as const,
      amountCents: 2000,
      percentBasisPoints: 1000,
      rounding: 'digit' as const,
      roundingDigit: 9,
    };
    expect(
      fragmentFormValues({
        id: 'f',
        name: 'Combo',
        priceSchemes: [{ id: 's', name: 'S' }],
        productPrices: [{ product: { id: 'p', name: 'P' }, priceAlgorithm: algorithm }],
      }),
    ).toEqual({
      name: 'Combo',
      priceSchemeIds: ['s'],
      entries: [
        {
          productId: 'p',
          kind: 'percentThenDollarDiscount',
          amount: '20.00',
          percent: '10',
          rounding: 'digit',
          digit: '9',
        },
      ],
    });
    expect(describeAlgorithm(algorithm)).toBe(
      '10% off, then $20 off, up to whole dollars ending in 9',
    );
    expect(
      describeAlgorithm({
        kind: 'fixed',
        amountCents: 17500,
        percentBasisPoints: null,
        rounding: 'nearest',
        roundingDigit: null,
      }),
    ).toBe('$175 fixed, nearest cent');
  });
});
