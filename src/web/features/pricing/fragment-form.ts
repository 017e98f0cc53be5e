// The fragment editor's values: a name, the schemes it applies to and, per product, an
// algorithm with its dollar and percentage parameters and a rounding (docs/pricing.md). Problem
// keys are the server's field paths without "input.", so both land under the same field.
import { formatCents } from '../../../domain/currency.ts';
import { algorithmParameters } from '../../../domain/pricing/price-algorithm.ts';
import type {
  FragmentProductPrice,
  PriceAlgorithmKind,
  RoundingType,
} from '../../../domain/pricing/pricing-types.ts';
import { centsToDollarsText, parseDollars } from '../ledger/dollars.ts';
import { basisPointsToText, formatBasisPoints, parsePercent } from './percent.ts';

export const ALGORITHM_LABELS: Record<PriceAlgorithmKind, string> = {
  fixed: 'Fixed price',
  dollarDiscount: 'Dollars off',
  percentDiscount: 'Percent off',
  dollarThenPercentDiscount: 'Dollars off, then percent off',
  percentThenDollarDiscount: 'Percent off, then dollars off',
};

export const ROUNDING_LABELS: Record<RoundingType, string> = {
  nearest: 'Nearest cent',
  down: 'Down to the cent',
  up: 'Up to the cent',
  digit: 'Up to whole dollars ending in…',
};

export interface FragmentEntryValues {
  productId: string;
  kind: PriceAlgorithmKind;
  /** Dollars as typed (fixed price or dollars off). */
  amount: string;
  /** Percent as typed. */
  percent: string;
  rounding: RoundingType;
  /** "0"–"9" for digit rounding. */
  digit: string;
}

export interface FragmentFormValues {
  name: string;
  priceSchemeIds: string[];
  entries: FragmentEntryValues[];
}

export const EMPTY_FRAGMENT_FORM: FragmentFormValues = {
  name: '',
  priceSchemeIds: [],
  entries: [],
};

export const NEW_ENTRY: FragmentEntryValues = {
  productId: '',
  kind: 'percentDiscount',
  amount: '',
  percent: '',
  rounding: 'nearest',
  digit: '9',
};

export interface FragmentView {
  id: string;
  name: string;
  priceSchemes: { id: string; name: string }[];
  productPrices: {
    product: { id: string; name: string };
    priceAlgorithm: Omit<FragmentProductPrice, 'productId'>;
  }[];
}

export function fragmentFormValues(fragment: FragmentView): FragmentFormValues {
  return {
    name: fragment.name,
    priceSchemeIds: fragment.priceSchemes.map((scheme) => scheme.id),
    entries: fragment.productPrices.map(({ product, priceAlgorithm: a }) => ({
      productId: product.id,
      kind: a.kind,
      amount: a.amountCents === null ? '' : centsToDollarsText(a.amountCents),
      percent: a.percentBasisPoints === null ? '' : basisPointsToText(a.percentBasisPoints),
      rounding: a.rounding,
      digit: a.roundingDigit === null ? '9' : String(a.roundingDigit),
    })),
  };
}

type Parsed =
  | {
      ok: true;
      input: { productId: string; priceAlgorithm: Omit<FragmentProductPrice, 'productId'> };
    }
  | { ok: false; problems: Record<string, string> };

function parseEntry(entry: FragmentEntryValues, index: number, seen: Set<string>): Parsed {
  const at = `productPrices.${index}`;
  const problems: Record<string, string> = {};
  const uses = algorithmParameters(entry.kind);
  if (!entry.productId) problems[`${at}.productId`] = 'Choose a product.';
  else if (seen.has(entry.productId)) problems[`${at}.productId`] = 'is listed twice';
  let amountCents: number | null = null;
  if (uses.amountCents) {
    const parsed = parseDollars(entry.amount);
    if (parsed.ok) amountCents = parsed.cents;
    else problems[`${at}.priceAlgorithm.amountCents`] = parsed.message;
  }
  let percentBasisPoints: number | null = null;
  if (uses.percentBasisPoints) {
    const parsed = parsePercent(entry.percent);
    if (parsed.ok) percentBasisPoints = parsed.basisPoints;
    else problems[`${at}.priceAlgorithm.percentBasisPoints`] = parsed.message;
  }
  const roundingDigit = entry.rounding === 'digit' ? Number(entry.digit) : null;
  if (roundingDigit !== null && !/^[0-9]$/.test(entry.digit)) {
    problems[`${at}.priceAlgorithm.roundingDigit`] = 'Choose a digit from 0 to 9.';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      productId: entry.productId,
      priceAlgorithm: {
        kind: entry.kind,
        amountCents,
        percentBasisPoints,
        rounding: entry.rounding,
        roundingDigit,
      },
    },
  };
}

function parseEntries(values: FragmentFormValues) {
  const seen = new Set<string>();
  return values.entries.map((entry, index) => {
    const parsed = parseEntry(entry, index, seen);
    seen.add(entry.productId);
    return parsed;
  });
}

export function fragmentFormProblems(values: FragmentFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.name.trim() === '') problems.name = 'is required';
  for (const parsed of parseEntries(values)) {
    if (!parsed.ok) Object.assign(problems, parsed.problems);
  }
  return problems;
}

/** The create/update input (without id); call once there are no problems. */
export function toFragmentInput(values: FragmentFormValues) {
  return {
    name: values.name.trim(),
    priceSchemeIds: values.priceSchemeIds,
    productPrices: parseEntries(values).flatMap((parsed) => (parsed.ok ? [parsed.input] : [])),
  };
}

/** The preview input: the draft as it stands, leaving out rows not filled in yet. */
export function toPreviewInput(values: FragmentFormValues, id: string | null) {
  return { ...toFragmentInput(values), id };
}

/** "10% off, nearest cent", "$15 off, then 10% off, up to whole dollars ending in 9". */
export function describeAlgorithm(a: Omit<FragmentProductPrice, 'productId'>): string {
  const dollars = formatCents(a.amountCents ?? 0);
  const percent = formatBasisPoints(a.percentBasisPoints ?? 0);
  const what = {
    fixed: `${dollars} fixed`,
    dollarDiscount: `${dollars} off`,
    percentDiscount: `${percent} off`,
    dollarThenPercentDiscount: `${dollars} off, then ${percent} off`,
    percentThenDollarDiscount: `${percent} off, then ${dollars} off`,
  }[a.kind];
  const rounding =
    a.rounding === 'digit'
      ? `up to whole dollars ending in ${a.roundingDigit ?? '?'}`
      : ROUNDING_LABELS[a.rounding].toLowerCase();
  return `${what}, ${rounding}`;
}
