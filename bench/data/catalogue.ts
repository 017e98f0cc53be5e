// The products and packages of the generated school, with the prices its purchases are paid at.
import type { CatalogueProduct } from '../../src/domain/ledger/package-expansion.ts';
import type { ProductType } from '../../src/domain/ledger/ledger-types.ts';
import type { Random } from './random.ts';

export interface BenchProduct extends CatalogueProduct {
  description: string;
  /** Price of one unit (one minute for minute products), in cents. */
  unitPriceCents: number;
}

interface Spec {
  key: string;
  name: string;
  type: ProductType;
  unitPriceCents: number;
  archived?: boolean;
  components?: readonly (readonly [key: string, quantity: number])[];
}

const SPECS: readonly Spec[] = [
  { key: 'driving', name: 'Driving minutes', type: 'drivingMinute', unitPriceCents: 150 },
  { key: 'observation', name: 'Observation minutes', type: 'observationMinute', unitPriceCents: 40 },
  { key: 'registration', name: 'Registration fee', type: 'fee', unitPriceCents: 5_000 },
  { key: 'roadTestFee', name: 'Road test car rental', type: 'fee', unitPriceCents: 12_500 },
  { key: 'teenCourse', name: 'Teen driver education course', type: 'course', unitPriceCents: 29_900 },
  { key: 'adultCourse', name: 'Adult online course', type: 'course', unitPriceCents: 9_900 },
  { key: 'pickup', name: 'Home pickup', type: 'homePickup', unitPriceCents: 2_500 },
  { key: 'oldCourse', name: 'Classroom course (2019)', type: 'course', unitPriceCents: 24_900, archived: true },
  {
    key: 'teenPackage',
    name: 'Teen package',
    type: 'package',
    unitPriceCents: 89_900,
    components: [['driving', 360], ['observation', 360], ['registration', 1], ['teenCourse', 1]],
  },
  {
    key: 'sixHours',
    name: '6-hour driving package',
    type: 'package',
    unitPriceCents: 49_900,
    components: [['driving', 360], ['pickup', 2]],
  },
  {
    key: 'tenHours',
    name: '10-hour driving package',
    type: 'package',
    unitPriceCents: 79_900,
    components: [['driving', 600], ['pickup', 4]],
  },
  {
    key: 'roadTest',
    name: 'Road test package',
    type: 'package',
    unitPriceCents: 27_500,
    components: [['driving', 120], ['roadTestFee', 1]],
  },
];

export interface Catalogue {
  products: BenchProduct[];
  byKey: ReadonlyMap<string, BenchProduct>;
  /** What the ledger rules look products up in. */
  byId: ReadonlyMap<string, BenchProduct>;
}

export function buildCatalogue(random: Random): Catalogue {
  const byKey = new Map<string, BenchProduct>();
  for (const spec of SPECS) {
    byKey.set(spec.key, {
      id: random.uuid(),
      name: spec.name,
      description: `${spec.name}.`,
      type: spec.type,
      isArchived: spec.archived ?? false,
      unitPriceCents: spec.unitPriceCents,
      components: [],
    });
  }
  for (const spec of SPECS) {
    if (!spec.components) continue;
    byKey.get(spec.key)!.components = spec.components.map(([key, quantity]) => ({
      productId: byKey.get(key)!.id,
      quantity,
    }));
  }
  const products = [...byKey.values()];
  return { products, byKey, byId: new Map(products.map((product) => [product.id, product])) };
}

/** A basket a front desk sells, and its list price. */
export function randomBasket(
  random: Random,
  catalogue: Catalogue,
  firstPurchase: boolean,
): { items: { productId: string; quantity: number }[]; priceCents: number } {
  const product = (key: string) => catalogue.byKey.get(key)!;
  const line = (key: string, quantity: number) => ({
    items: [{ productId: product(key).id, quantity }],
    priceCents: product(key).unitPriceCents * quantity,
  });
  const roll = random.next();
  if (firstPurchase) {
    if (roll < 0.45) return line('teenPackage', 1);
    if (roll < 0.7) return line('sixHours', 1);
    if (roll < 0.85) return line('tenHours', 1);
    return line('driving', 60 * random.int(2, 6));
  }
  if (roll < 0.5) return line('driving', 60 * random.int(1, 6));
  if (roll < 0.65) return line('sixHours', 1);
  if (roll < 0.72) return line('roadTest', 1);
  if (roll < 0.8) return line('pickup', random.int(1, 3));
  if (roll < 0.87) return line('observation', 60 * random.int(1, 3));
  if (roll < 0.93) return line('adultCourse', 1);
  const driving = line('driving', 120);
  const pickup = line('pickup', 1);
  return {
    items: [...driving.items, ...pickup.items],
    priceCents: driving.priceCents + pickup.priceCents,
  };
}
