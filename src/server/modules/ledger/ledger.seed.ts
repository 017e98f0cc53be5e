// Demo ledgers: a few of the demo students have bought something, through the ledger's own
// service API, so their ledger tab, balances and change log show real entries on a first start.
import type { PaymentMethod } from '../../../domain/ledger/ledger-types.ts';
import type { DbHandle } from '../../db/client.ts';
import type { DemoCatalogue } from '../products/products.seed.ts';
import type { EntryAuthor } from './ledger.repository.ts';
import { recordPurchase } from './ledger.service.ts';

interface DemoPurchase {
  product: string;
  quantity: number;
  amountCents: number;
  paymentMethod: PaymentMethod;
  paymentReference?: string;
  note?: string;
}

/** What the first demo students bought, in order (a student per row). */
const DEMO_PURCHASES: readonly DemoPurchase[][] = [
  [
    {
      product: 'texasPackage',
      quantity: 1,
      amountCents: 89_900,
      paymentMethod: 'check',
      paymentReference: 'check 1042',
    },
    { product: 'pickup', quantity: 2, amountCents: 3_000, paymentMethod: 'cash' },
  ],
  [{ product: 'teenPackage', quantity: 1, amountCents: 64_900, paymentMethod: 'stripe' }],
  [
    {
      product: 'twoHourLesson',
      quantity: 2,
      amountCents: 39_800,
      paymentMethod: 'stripe',
      note: 'Bought before the road test.',
    },
  ],
  [{ product: 'roadTest', quantity: 1, amountCents: 17_500, paymentMethod: 'paypal' }],
];

const DAY_MS = 86_400_000;

export async function seedDemoLedgers(
  db: Pick<DbHandle, 'transaction'>,
  students: readonly { id: string }[],
  catalogue: DemoCatalogue,
  author: EntryAuthor,
): Promise<void> {
  const expiresAt = new Date(Date.now() + 365 * DAY_MS);
  for (const [index, purchases] of DEMO_PURCHASES.entries()) {
    const student = students[index];
    if (!student) return;
    for (const [number, purchase] of purchases.entries()) {
      await db.transaction((tx) =>
        recordPurchase(
          tx,
          {
            idempotencyKey: `demo-${index}-${number}`,
            studentId: student.id,
            items: [{ productId: catalogue.get(purchase.product)!, quantity: purchase.quantity }],
            amountCents: purchase.amountCents,
            paymentMethod: purchase.paymentMethod,
            paymentReference: purchase.paymentReference ?? null,
            expiresAt,
            note: purchase.note ?? null,
          },
          { author },
        ),
      );
    }
  }
}
