// The audit log's filters and page live in the address (?collection=Users&user=…&page=2), so a view can
// be bookmarked, shared and restored with the back button. This module reads and writes that
// query string and turns it into the variables of the auditLogs query.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  AUDIT_ACTIONS,
  AUDIT_COLLECTIONS,
  type AuditAction,
  type AuditCollection,
} from '../../../domain/audit-collections.ts';
import { DEFAULT_TIME_ZONE } from '../../../domain/date-format.ts';
import { FIRST_PAGE, readPaging, writePaging, type Paging } from '../../ui/list-paging.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface AuditLogSearch extends Paging {
  collection: AuditCollection | null;
  action: AuditAction | null;
  /** Id of the account that made the changes (the author). */
  user: string | null;
  /** First day shown, YYYY-MM-DD in the school's time zone. */
  from: string | null;
  /** Last day shown (included), YYYY-MM-DD in the school's time zone. */
  to: string | null;
}

export const EMPTY_SEARCH: AuditLogSearch = {
  collection: null,
  action: null,
  user: null,
  from: null,
  to: null,
  ...FIRST_PAGE,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Longest user id the address carries; ids are short, anything longer is not one. */
const MAX_USER_ID_LENGTH = 100;

function validDate(value: string | null): string | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const parsed = dayjs.utc(value);
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === value ? value : null;
}

function userId(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= MAX_USER_ID_LENGTH ? trimmed : null;
}

/** The search in a query string; anything unknown or malformed counts as not given. */
export function readAuditLogSearch(params: URLSearchParams): AuditLogSearch {
  return {
    collection: oneOf(AUDIT_COLLECTIONS, params.get('collection')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    user: userId(params.get('user')),
    from: validDate(params.get('from')),
    to: validDate(params.get('to')),
    ...readPaging(params),
  };
}

/** The query string of a search, without the values that are the defaults anyway. */
export function writeAuditLogSearch(search: AuditLogSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.collection) params.set('collection', search.collection);
  if (search.action) params.set('action', search.action);
  if (search.user) params.set('user', search.user);
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  return writePaging(params, search);
}

/** True when the end date comes before the start date: nothing could match. */
export function isBackwardsRange(search: Pick<AuditLogSearch, 'from' | 'to'>): boolean {
  return search.from !== null && search.to !== null && search.to < search.from;
}

export interface AuditLogVariables {
  query: {
    collectionName?: AuditCollection;
    action?: AuditAction;
    updatedById?: string;
    from?: string;
    to?: string;
  };
  pageQuery: { first: number; skip: number };
}

/**
 * Variables of the auditLogs query. Days are whole days in the school's time zone: `from` is its
 * first instant and `to` the last millisecond of its day (the server includes both ends).
 */
export function auditLogVariables(
  search: AuditLogSearch,
  timeZone: string = DEFAULT_TIME_ZONE,
): AuditLogVariables {
  const query: AuditLogVariables['query'] = {};
  if (search.collection) query.collectionName = search.collection;
  if (search.action) query.action = search.action;
  if (search.user) query.updatedById = search.user;
  if (search.from) query.from = dayjs.tz(search.from, timeZone).startOf('day').toISOString();
  if (search.to) {
    query.to = dayjs
      .tz(search.to, timeZone)
      .add(1, 'day')
      .startOf('day')
      .subtract(1, 'ms')
      .toISOString();
  }
  return { query, pageQuery: { first: search.size, skip: search.page * search.size } };
}
