// The demo school's catalogue: what a small multi-state school sells, so the products screen, the
// purchase dialog and the price schemes have something real to show on a first start.
import type { ProductType } from '../../../domain/ledger/ledger-types.ts';
import type { Executor } from '../../db/client.ts';
import { productsRepository } from './products.repository.ts';

interface DemoProduct {
  key: string;
  name: string;
  description: string;
  type: ProductType;
  components?: { key: string; quantity: number }[];
}

const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    key: 'driving',
    name: 'Driving minutes',
    description: 'Behind-the-wheel time with an instructor.',
    type: 'drivingMinute',
  },
  {
    key: 'observing',
    name: 'Observation minutes',
    description: 'Riding along while another student drives.',
    type: 'observationMinute',
  },
  {
    key: 'registration',
    name: 'Registration fee',
    description: 'One-time enrolment fee.',
    type: 'fee',
  },
  {
    key: 'roadTest',
    name: 'Road test with car',
    description: 'The DMV road test in a school car.',
    type: 'fee',
  },
  {
    key: 'roadTestOwnCar',
    name: 'Road test (own car)',
    description: 'The DMV road test in the student’s own car, with an instructor.',
    type: 'fee',
  },
  {
    key: 'dmvTest',
    name: 'DMV test escort',
    description: 'An instructor takes the student to the written or vision test at the DMV.',
    type: 'fee',
  },
  {
    key: 'pickup',
    name: 'Home pickup',
    description: 'Pickup and drop-off at home.',
    type: 'homePickup',
  },
  {
    key: 'onlineCourse',
    name: 'Online drivers-ed course',
    description: 'The state-approved online course for teens.',
    type: 'course',
  },
  {
    key: 'twoHourLesson',
    name: '2-hour lesson',
    description: 'One 2-hour driving lesson.',
    type: 'package',
    components: [{ key: 'driving', quantity: 120 }],
  },
  {
    key: 'teenPackage',
    name: 'Teen package (6 h)',
    description: 'Six hours of driving and six of observation, with registration.',
    type: 'package',
    components: [
      { key: 'driving', quantity: 360 },
      { key: 'observing', quantity: 360 },
      { key: 'registration', quantity: 1 },
    ],
  },
  {
    key: 'texasPackage',
    name: 'Texas 7 + 7 package',
    description: 'Seven hours of driving, seven of observation and the online course.',
    type: 'package',
    components: [
      { key: 'driving', quantity: 420 },
      { key: 'observing', quantity: 420 },
      { key: 'onlineCourse', quantity: 1 },
    ],
  },
];

export type DemoCatalogue = ReadonlyMap<string, string>;

/** Creates the demo products; returns their ids by key (`driving`, `teenPackage`, …). */
export async function seedDemoCatalogue(db: Executor): Promise<DemoCatalogue> {
  const ids = new Map<string, string>();
  for (const product of DEMO_PRODUCTS) {
    const components = (product.components ?? []).map((component) => ({
      productId: ids.get(component.key)!,
      quantity: component.quantity,
    }));
    ids.set(
      product.key,
      await productsRepository.insert(
        db,
        { name: product.name, description: product.description, type: product.type },
        components,
      ),
    );
  }
  return ids;
}
