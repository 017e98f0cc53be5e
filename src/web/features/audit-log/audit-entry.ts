// One audit log entry as the screen shows it, and how its values are printed.
import type { AuditAction, AuditCollection } from '../../../domain/audit-collections.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';

export type ChangeValueType = 'DateTime' | 'Float' | 'Int' | 'String';

export interface AuditChangeView {
  path: string;
  valueType: ChangeValueType;
  oldValue?: string | null;
  newValue?: string | null;
}

export interface AuditEntryView {
  id: string;
  timestamp: string;
  action: AuditAction;
  updatedBy: { id?: string | null; name?: string | null; role?: string | null };
  collection: { name: AuditCollection; path: string };
  changes: readonly AuditChangeView[];
}

/** SPEC §9: 'MMM D, YYYY, h:mma' in America/Los_Angeles. */
export const formatTimestamp = (value: string) => formatDate(value, DATE_TIME_FORMAT);

/** A changed value as text; date-times in the school's format, null as null (shown as "empty"). */
export function formatChangeValue(
  value: string | null | undefined,
  valueType: ChangeValueType,
): string | null {
  if (value === null || value === undefined) return null;
  if (valueType === 'DateTime') return formatDate(value, DATE_TIME_FORMAT) || value;
  return value;
}

/** Who made the change: "Dana Whitaker (Admin)", or "System" for changes made by no one. */
export function describeAuthor(updatedBy: AuditEntryView['updatedBy']): string {
  if (!updatedBy.name) return 'System';
  return updatedBy.role ? `${updatedBy.name} (${updatedBy.role})` : updatedBy.name;
}
