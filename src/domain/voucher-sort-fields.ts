// The vouchers list's sortable columns (VoucherSort: codeAsc, createdDesc, …). Without a sort the
// newest batches come first, codes in order inside a batch.
export const VOUCHER_SORT_FIELDS = ['code', 'created'] as const;
export type VoucherSortField = (typeof VOUCHER_SORT_FIELDS)[number];
