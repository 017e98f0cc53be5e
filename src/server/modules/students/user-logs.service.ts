// The change log of a student ("userLogs", SPEC §7): one readable line per thing that happened to
// them. This module writes its own lines (record created and edited, notes, booking alerts,
// account disabled); other modules call `recordUserLog` with the transaction of their change
// (ledger entries, lessons booked or cancelled) so the line commits or rolls back with it.
import type { LogFilter } from '../../../domain/log-filter.ts';
import { kindsForLogFilter, type UserLogKind } from '../../../domain/user-log-filter.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { userLogsRepository } from './student-records.repository.ts';
import type { UserLogRow } from './students.tables.ts';

export interface UserLogActor {
  /** The user who did it, or null for the system (jobs, automatic rules). */
  id: string | null;
  name: string;
}

/** The author of Auto lines. */
export const SYSTEM_ACTOR: UserLogActor = { id: null, name: 'System' };

export const actorOf = (viewer: Viewer): UserLogActor => ({ id: viewer.userId, name: viewer.name });

export interface UserLogEntry {
  studentId: string;
  /** Manual: a staff action; Auto: the system or a job; Cancels: a lesson cancellation. */
  kind: UserLogKind;
  /** Machine-readable event, `<area>.<event>`, e.g. `purchase.refunded`, `lesson.cancelled`. */
  type: string;
  /** What a person reads in the change log, e.g. "Refunded $45.00 (card)". */
  message: string;
  actor: UserLogActor;
}

/** Adds one line to a student's change log, inside the caller's transaction. */
export function recordUserLog(tx: Executor, entry: UserLogEntry): Promise<UserLogRow> {
  return userLogsRepository.insert(tx, {
    studentId: entry.studentId,
    kind: entry.kind,
    type: entry.type,
    message: entry.message,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
  });
}

/** Newest first, for one student or for every student, narrowed by the log filter. */
export function listUserLogs(
  db: Executor,
  query: { studentId?: string | null; filter: LogFilter },
  window: PageWindow,
): Promise<{ rows: UserLogRow[]; totalCount: number }> {
  return userLogsRepository.list(
    db,
    { studentId: query.studentId ?? null, kinds: kindsForLogFilter(query.filter) },
    window,
  );
}
