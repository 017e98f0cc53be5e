// What a refused money mutation tells the person in the dialog: the SPEC §8 code, the field
// messages of a VALIDATION_ERROR keyed by input field, and a message with product ids replaced by
// product names and amounts in cents shown as dollars (the rules speak in ids and cents).
import { formatCents } from '../../../domain/currency.ts';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';

export interface LedgerProblem {
  code: string | null;
  message: string;
  /** By input field name ("amountCents", "items", "expiresAt"…). */
  fields: Record<string, string>;
}

export const OUT_OF_SYNC_MESSAGE = 'The ledger changed since you opened it — reloaded.';

interface GraphqlErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown };
}

function errorsOf(error: unknown): GraphqlErrorLike[] {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as GraphqlErrorLike[]) : [];
}

/** "input.items.0.quantity" → "items"; "input.amountCents" → "amountCents". */
const fieldName = (path: string) => path.replace(/^input\./, '').split('.')[0] ?? path;

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

export function humaniseMessage(message: string, names: ReadonlyMap<string, string>): string {
  return message
    .replace(
      new RegExp(`product (${UUID.source})`, 'gi'),
      (whole, id: string) => names.get(id.toLowerCase()) ?? whole,
    )
    .replace(UUID, (id) => names.get(id.toLowerCase()) ?? id)
    .replace(/\b(\d+) cents\b/g, (_whole, cents: string) => formatCents(Number(cents)));
}

export function ledgerProblemOf(
  error: unknown,
  productNames: ReadonlyMap<string, string> = new Map(),
): LedgerProblem {
  const errors = errorsOf(error);
  const first = errors[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  const fields: Record<string, string> = {};
  const list = first?.extensions?.fields;
  if (Array.isArray(list)) {
    for (const item of list as { path?: unknown; message?: unknown }[]) {
      if (typeof item.path === 'string' && typeof item.message === 'string') {
        fields[fieldName(item.path)] ??= item.message;
      }
    }
  }
  const message =
    code === 'LEDGER_OUT_OF_SYNC'
      ? OUT_OF_SYNC_MESSAGE
      : humaniseMessage(errorMessageOf(error), productNames);
  return { code, message, fields };
}
