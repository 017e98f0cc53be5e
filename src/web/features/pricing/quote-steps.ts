// The quote's steps as lines a person reads: what the step is, its detail, and the price after it.
import { formatCents } from '../../../domain/currency.ts';
import type { QuoteQuery } from '../../gql/graphql.ts';
import { ALGORITHM_LABELS } from './fragment-form.ts';

export type QuoteView = QuoteQuery['quote'];
type Step = QuoteView['steps'][number];

export interface QuoteLine {
  label: string;
  detail: string;
  amount: string;
}

const STATUS_TEXT: Record<QuoteView['status'], string> = {
  notServed: 'Not served: the pickup point is outside every region.',
  noPriceScheme: 'No price: the super region has no price scheme.',
  notSold: 'Not sold here: the price scheme has no price for this product.',
  priced: 'Priced.',
};

export const quoteStatusText = (status: QuoteView['status']) => STATUS_TEXT[status];

const REFUSALS = { expired: 'expired', notInRegion: 'not valid in this region' } as const;

export function quoteLine(step: Step): QuoteLine {
  const cents = (value: number | null | undefined) => (value == null ? '' : formatCents(value));
  switch (step.kind) {
    case 'region':
      return { label: 'Region', detail: step.name ?? '', amount: '' };
    case 'superRegion':
      return { label: 'Super region', detail: step.name ?? '', amount: '' };
    case 'priceScheme':
      return {
        label: 'Price scheme',
        detail: step.price == null ? `${step.name ?? ''}: no price` : (step.name ?? ''),
        amount: cents(step.price),
      };
    case 'fragment':
      return {
        label: 'Fragment',
        detail: `${step.name ?? ''} (${step.algorithm ? ALGORITHM_LABELS[step.algorithm] : ''}): ${cents(step.before)} → ${cents(step.after)}`,
        amount: cents(step.after),
      };
    case 'quantity':
      return {
        label: 'Quantity',
        detail: `${cents(step.unitPrice)} × ${step.quantity ?? ''}`,
        amount: cents(step.subtotal),
      };
    case 'coupon':
      return {
        label: 'Coupon',
        detail: step.applied
          ? `${step.code ?? ''}: −${cents(step.discount)}`
          : `${step.code ?? ''}: not applied (${step.reason ? REFUSALS[step.reason] : ''})`,
        amount: cents(step.after),
      };
    case 'total':
      return { label: 'Total', detail: '', amount: cents(step.total) };
  }
}
