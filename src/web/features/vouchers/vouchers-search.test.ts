import { describe, expect, it } from 'vitest';
import { voucherCodesCsv, voucherCsvFileName } from './voucher-codes-csv.ts';
import {
  EMPTY_VOUCHERS_SEARCH,
  readVouchersSearch,
  vouchersVariables,
  writeVouchersSearch,
} from './vouchers-search.ts';

describe('vouchers search', () => {
  it('round-trips code, product, status, sort and page through the address', () => {
    const search = {
      ...EMPTY_VOUCHERS_SEARCH,
      code: 'FAIR',
      productId: 'p1',
      status: 'open' as const,
      sort: { field: 'created' as const, direction: 'asc' as const },
      page: 1,
    };
    expect(writeVouchersSearch(search).get('sort')).toBe('createdAsc');
    expect(readVouchersSearch(writeVouchersSearch(search))).toEqual(search);
    expect(vouchersVariables(search).sort).toBe('createdAsc');
    expect(readVouchersSearch(new URLSearchParams('status=lost')).status).toBeNull();
  });

  it('asks for redeemed or open vouchers only when a status is chosen', () => {
    expect(vouchersVariables(EMPTY_VOUCHERS_SEARCH).filter).toEqual({});
    expect(vouchersVariables({ ...EMPTY_VOUCHERS_SEARCH, status: 'open' }).filter).toEqual({
      redeemed: false,
    });
    expect(vouchersVariables({ ...EMPTY_VOUCHERS_SEARCH, status: 'redeemed' }).filter).toEqual({
      redeemed: true,
    });
  });
});

describe('voucher codes CSV', () => {
  it('lists code and product with a header, CRLF line ends and formulas neutralised', () => {
    expect(
      voucherCodesCsv([
        { code: 'FAIR-3467A-CDEFG', productName: 'Two hours, weekday' },
        { code: 'FAIR-34679-CCCCC', productName: '=HYPERLINK()' },
      ]),
    ).toBe(
      'Code,Product\r\nFAIR-3467A-CDEFG,"Two hours, weekday"\r\nFAIR-34679-CCCCC,\'=HYPERLINK()\r\n',
    );
    expect(voucherCsvFileName(' Fair 26 ', '2026-06-10')).toBe('vouchers-fair-26-2026-06-10.csv');
    expect(voucherCsvFileName('', '2026-06-10')).toBe('vouchers-2026-06-10.csv');
  });
});
