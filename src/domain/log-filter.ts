/** SPEC §4 "Log filter": one list for the change log and the ledger tab. */
export const LOG_FILTERS = ['All', 'Auto', 'Cancels', 'Manual'] as const;
export type LogFilter = (typeof LOG_FILTERS)[number];
