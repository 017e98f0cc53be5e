// One audit log entry as the screen shows it, and how its values are printed.
import type { AuditAction, AuditCollection } from '../../../domain/audit-collections.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { roleLabel } from '../../../domain/roles.ts';

export type ChangeValueType = 'DateTime' | 'Float' | 'Int' | 'String';

export interface AuditChangeView {
  path: string;
  /** The field in words, from the server ("Certificate type"). */
  label: string;
  valueType: ChangeValueType;
  oldValue?: string | null;
  newValue?: string | null;
  /** The values as people read them: names instead of record ids, Yes/No. */
  oldText?: string | null;
  newText?: string | null;
}

export interface AuditEntryView {
  id: string;
  timestamp: string;
  action: AuditAction;
  updatedBy: { id?: string | null; name?: string | null; role?: string | null };
  /** `label`: the record in words, e.g. "Vehicle: Ford Transit". */
  collection: { name: AuditCollection; path: string; label: string };
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

/** One side of a change as shown: the server's words for it, date-times in the school's format. */
export function changeSideText(change: AuditChangeView, side: 'old' | 'new'): string | null {
  const value = side === 'old' ? change.oldValue : change.newValue;
  const text = side === 'old' ? change.oldText : change.newText;
  if (change.valueType === 'DateTime') return formatChangeValue(value, 'DateTime');
  return text ?? formatChangeValue(value, change.valueType);
}

/** Who made the change: "Dana Whitaker (Admin)", or "System" for changes made by no one. */
export function describeAuthor(updatedBy: AuditEntryView['updatedBy']): string {
  if (!updatedBy.name) return 'System';
  return updatedBy.role ? `${updatedBy.name} (${roleLabel(updatedBy.role)})` : updatedBy.name;
}

/** The changes in words for a download: "Role: Trainee → Instructor; Phone: empty → (415) 555-0100". */
export function describeChanges(changes: readonly AuditChangeView[]): string {
  if (changes.length === 0) return 'No field changes recorded';
  return changes
    .map(
      (change) =>
        `${change.label}: ${changeSideText(change, 'old') ?? 'empty'} → ${changeSideText(change, 'new') ?? 'empty'}`,
    )
    .join('; ');
}
