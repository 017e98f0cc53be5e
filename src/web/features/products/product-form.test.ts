import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../domain/place-inputs.ts';
import {
  EMPTY_PRODUCT_FORM,
  productFormValues,
  quantityUnit,
  toCreateProductInput,
  toUpdateProductInput,
  type ProductFormValues,
  type ProductView,
} from './product-form.ts';
import { productFormSchema } from './product-form-schema.ts';

const teenPackage: ProductView = {
  id: 'p1',
  name: 'Teen package',
  description: 'Six hours of lessons',
  type: 'package',
  isArchived: false,
  wasSold: false,
  components: [
    { quantity: 360, product: { id: 'd', name: 'Driving minutes', type: 'drivingMinute' } },
    { quantity: 1, product: { id: 'f', name: 'Registration fee', type: 'fee' } },
  ],
};

const D = '11111111-1111-4111-8111-111111111111';
const problems = (values: ProductFormValues) => problemsOf(productFormSchema, values);
const pack = (components: ProductFormValues['components']) =>
  problems({ ...EMPTY_PRODUCT_FORM, name: 'P', type: 'package', components });

describe('productFormSchema', () => {
  it('needs a name', () => {
    expect(problems({ ...EMPTY_PRODUCT_FORM, name: '  ' })).toEqual({ name: 'is required' });
    expect(problems({ ...EMPTY_PRODUCT_FORM, name: 'Fee' })).toEqual({});
  });

  it('says in words how long a name and a description may be', () => {
    expect(
      problems({ ...EMPTY_PRODUCT_FORM, name: 'N'.repeat(201), description: 'D'.repeat(2001) }),
    ).toEqual({
      name: 'must be at most 200 characters',
      description: 'must be at most 2,000 characters',
    });
  });

  it('needs a package to hold distinct products in whole quantities', () => {
    expect(pack([])).toEqual({ components: 'a package needs at least one product' });
    expect(
      pack([
        { productId: D, quantity: '60' },
        { productId: D, quantity: '1.5' },
        { productId: '', quantity: '0' },
      ]),
    ).toEqual({
      'components.1.quantity': 'must be a whole number',
      'components.2.productId': 'is required',
      'components.2.quantity': 'must be at least 1',
    });
    expect(
      pack([
        { productId: D, quantity: '60' },
        { productId: D, quantity: '2' },
      ]),
    ).toEqual({ components: 'each product once' });
  });

  it('leaves out the rows of a product that is no longer a package', () => {
    expect(
      problems({
        ...EMPTY_PRODUCT_FORM,
        name: 'Fee',
        type: 'fee',
        components: [{ productId: '', quantity: '' }],
      }),
    ).toEqual({});
  });
});

describe('toCreateProductInput', () => {
  it('trims text and sends components only for a package', () => {
    expect(
      toCreateProductInput({
        name: ' Road test fee ',
        description: '',
        type: 'fee',
        components: [{ productId: 'd', quantity: '5' }],
      }),
    ).toEqual({ name: 'Road test fee', description: '', type: 'fee' });
    expect(
      toCreateProductInput({
        name: 'Pack',
        description: ' Two hours ',
        type: 'package',
        components: [{ productId: 'd', quantity: '120' }],
      }),
    ).toEqual({
      name: 'Pack',
      description: 'Two hours',
      type: 'package',
      components: [{ productId: 'd', quantity: 120 }],
    });
  });
});

describe('toUpdateProductInput', () => {
  it('is null when nothing changed', () => {
    expect(toUpdateProductInput(teenPackage, productFormValues(teenPackage))).toBeNull();
  });

  it('sends what changed, the whole component list when it changed', () => {
    const values = productFormValues(teenPackage);
    values.name = 'Teen package 2026';
    values.components[0]!.quantity = '300';
    expect(toUpdateProductInput(teenPackage, values)).toEqual({
      id: 'p1',
      name: 'Teen package 2026',
      components: [
        { productId: 'd', quantity: 300 },
        { productId: 'f', quantity: 1 },
      ],
    });
  });

  it('sends a new type without components when a package stops being one', () => {
    const values = { ...productFormValues(teenPackage), type: 'course' as const };
    expect(toUpdateProductInput(teenPackage, values)).toEqual({ id: 'p1', type: 'course' });
  });
});

describe('quantityUnit', () => {
  it('counts minutes for minute products and units otherwise', () => {
    expect(quantityUnit('drivingMinute', 360)).toBe('360 min');
    expect(quantityUnit('fee', 1)).toBe('1 ×');
  });
});
