// The late fee of the cancellation policy, charged to one student for a lesson: a ledger `charge`
// (payment method notApplicable, linked to the lesson) in the caller's transaction. A late
// cancellation and a late move at the student's request take it the same way.
import { charge } from '../../../domain/ledger/charge.ts';
import type { Transaction } from '../../db/client.ts';
import type { EntryAuthor } from '../ledger/ledger.repository.ts';
import { writeLedger } from '../ledger/ledger-writer.ts';

export async function chargeLateFee(
  tx: Transaction,
  input: {
    studentId: string;
    lessonId: string;
    feeCents: number;
    author: EntryAuthor;
    note: string;
  },
): Promise<void> {
  await writeLedger(
    tx,
    [input.studentId],
    { author: input.author, note: input.note },
    (_states, ctx) =>
      charge(
        {
          studentId: input.studentId,
          amountCents: input.feeCents,
          method: 'notApplicable',
          reference: 'Late cancellation fee',
          lessonId: input.lessonId,
        },
        ctx,
      ),
  );
}
