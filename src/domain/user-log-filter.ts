// The change log of a student (SPEC §4 "Log filter": All, Auto, Cancels, Manual). Each entry has
// one kind: Manual for what staff did by hand, Auto for what the system or a job did, Cancels for
// lesson cancellations (whoever started them, so staff can find them at a glance).

import type { LogFilter } from './log-filter.ts';

export const USER_LOG_KINDS = ['Auto', 'Cancels', 'Manual'] as const;
export type UserLogKind = (typeof USER_LOG_KINDS)[number];

/** The kinds a filter shows: every kind for All, else just the one named. */
export function kindsForLogFilter(filter: LogFilter): readonly UserLogKind[] {
  return filter === 'All' ? USER_LOG_KINDS : [filter];
}
