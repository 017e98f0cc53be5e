// How the audit log names a changed field and shows its values to a person: "Certificate type"
// rather than `certTypeId`, "Instructors: Ann Lee, Bo Diaz" rather than a list of UUIDs. The
// server resolves record ids to names (one batched query per page) and gives them to these
// functions; an id it could not resolve (a record since deleted) is shown as "a deleted record".
import { roleLabel } from './roles.ts';

/** Field names whose words are not simply their camelCase spaced out. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  acceptTOS: 'Accepted the terms',
  certNumber: 'Certificate number',
  certTypeId: 'Certificate type',
  cmsId: 'Content page',
  dob: 'Date of birth',
  googleMyBusinessUrl: 'Google Business page',
  hubId: 'Parking hub',
  id: 'Record',
  isDeleted: 'Deleted',
  samsaraId: 'Samsara vehicle id',
  signInEmail: 'Sign-in email',
  smsOptIn: 'Text messages allowed',
  stateCmsId: 'State content page',
  usStateId: 'State',
  userId: 'Sign-in account',
  valMax: 'Highest number',
  valMin: 'Lowest number',
  zipcode: 'ZIP code',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecordId = (value: string): boolean => UUID.test(value);

/** "createdById" → "Created by", "instructorIds" → "Instructors", "maxBaseTravelMinutes" → "Max base travel minutes". */
function segmentWords(segment: string): string {
  const known = FIELD_WORDS[segment];
  if (known) return known;
  const base = segment.endsWith('Ids')
    ? `${segment.slice(0, -3)}s`
    : segment.endsWith('ById')
      ? segment.slice(0, -2)
      : segment.endsWith('Id') && segment.length > 2
        ? segment.slice(0, -2)
        : segment;
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A changed field's path in words: "address.city" → "Address › City"; a record id inside the
 * path (an availability exception's) is replaced by its name when known.
 */
export function auditFieldLabel(path: string, nameOf: (id: string) => string | undefined): string {
  return path
    .split('.')
    .map((segment) =>
      isRecordId(segment) ? (nameOf(segment) ?? 'a deleted record') : segmentWords(segment),
    )
    .join(' › ');
}

/** A field holding record ids (`createdById`, `instructorIds`): its values are looked up. */
export const isIdField = (path: string): boolean => /(?:Id|Ids)$/.test(path.split('.').at(-1)!);

/** The ids a value holds: itself, or the strings of a JSON list. */
function idsOfValue(value: string): string[] {
  if (!value.startsWith('[')) return [value];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * A changed value as a person reads it: a record id (or a list of them) as names, true/false as
 * Yes/No; anything else unchanged (date-times are formatted by the screen, in the school's zone).
 * A value of an id field that names nothing known and is no UUID (a state code, an outside
 * system's id) is shown as it is; a UUID that names nothing is a record since deleted.
 */
export function auditValueText(
  value: string | null,
  nameOf: (id: string) => string | undefined,
  path = '',
): string | null {
  if (value === null) return null;
  // A user's roles are kept as their codes, comma-separated (`role` on accounts): shown in words.
  const field = path.split('.').at(-1);
  if (field === 'role' || field === 'roles') {
    return value === '' ? 'none' : value.split(',').map(roleLabel).join(', ');
  }
  const idField = isIdField(path);
  const name = (id: string) => nameOf(id) ?? (isRecordId(id) ? 'a deleted record' : id);
  if (isRecordId(value) || (idField && !value.startsWith('['))) return name(value);
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  if (value.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(value);
      if (Array.isArray(list) && list.every((item) => typeof item === 'string')) {
        if (list.length === 0) return 'none';
        return list
          .map((item: string) => (idField || isRecordId(item) ? name(item) : item))
          .join(', ');
      }
    } catch {
      // Not a JSON list after all: shown as it was stored.
    }
  }
  return value;
}

/**
 * Every id one change mentions, for the server's one lookup of their names: UUIDs anywhere in
 * the path or values, and every value of an id field (user ids are not UUIDs).
 */
export function recordIdsIn(path: string, ...values: (string | null | undefined)[]): string[] {
  const found = new Set(path.match(UUID_ANYWHERE) ?? []);
  for (const value of values) {
    if (value == null) continue;
    for (const id of value.match(UUID_ANYWHERE) ?? []) found.add(id);
    if (isIdField(path)) for (const id of idsOfValue(value)) found.add(id);
  }
  return [...found];
}

const UUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
