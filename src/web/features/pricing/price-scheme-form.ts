// The price scheme editor's values: a name, the canonical hourly price and one dollar field per
// product (blank = not sold in this scheme). Checked here before sending; server field paths
// (products.<index>.price) are mapped back to the product's row.
import { formatCents } from '../../../domain/currency.ts';
import { centsToDollarsText, parseDollars } from '../ledger/dollars.ts';

export interface PriceSchemeView {
  id: string;
  name: string;
  canonicalPrice: number;
  products: { price: number; product: { id: string; name: string } }[];
}

export interface PriceSchemeFormValues {
  name: string;
  canonicalPrice: string;
  /** Product id → dollars as typed; blank or missing means not sold here. */
  prices: Record<string, string>;
}

export const EMPTY_PRICE_SCHEME_FORM: PriceSchemeFormValues = {
  name: '',
  canonicalPrice: '',
  prices: {},
};

export function priceSchemeFormValues(scheme: PriceSchemeView): PriceSchemeFormValues {
  return {
    name: scheme.name,
    canonicalPrice: centsToDollarsText(scheme.canonicalPrice),
    prices: Object.fromEntries(
      scheme.products.map((entry) => [entry.product.id, centsToDollarsText(entry.price)]),
    ),
  };
}

/** Problems by field: `name`, `canonicalPrice`, `prices.<productId>`. */
export function priceSchemeFormProblems(values: PriceSchemeFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.name.trim() === '') problems.name = 'is required';
  const canonical = parseDollars(values.canonicalPrice);
  if (!canonical.ok) problems.canonicalPrice = canonical.message;
  for (const [productId, text] of Object.entries(values.prices)) {
    if (text.trim() === '') continue;
    const price = parseDollars(text);
    if (!price.ok) problems[`prices.${productId}`] = price.message;
  }
  return problems;
}

/** The input of createPriceScheme / updatePriceScheme (without id); call once problems are none. */
export function toPriceSchemeInput(values: PriceSchemeFormValues) {
  const cents = (text: string) => {
    const parsed = parseDollars(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.cents;
  };
  return {
    name: values.name.trim(),
    canonicalPrice: cents(values.canonicalPrice),
    products: Object.entries(values.prices)
      .filter(([, text]) => text.trim() !== '')
      .map(([productId, text]) => ({ productId, price: cents(text) })),
  };
}

/** Server problems (`products.3.price`) on the product row they concern (`prices.<id>`). */
export function serverProblemsToForm(
  problems: Record<string, string>,
  sent: { products: { productId: string }[] },
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems)) {
    const match = /^products\.(\d+)\./.exec(path);
    const productId = match ? sent.products[Number(match[1])]?.productId : undefined;
    result[productId ? `prices.${productId}` : path] = message;
  }
  return result;
}

/** "$99/hour" for the canonical price. */
export const hourlyPrice = (cents: number) => `${formatCents(cents)}/hour`;
