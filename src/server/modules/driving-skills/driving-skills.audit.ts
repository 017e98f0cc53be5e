// Skill reports are audited as part of their lesson (SPEC §9 "LessonSlotsV2"): one entry at path
// `LessonSlotsV2/<lesson id>` whose changes read `skillReports.<student id>.<skill label>` (the
// rating) or `skillReports.<student id>.lastEmailSent`. The audit recorder of audit-capture.ts
// audits rows of one table; a report spans two tables, so its entry is written here, in the same
// transaction, and published after commit like the recorder's.
import { diffRecords } from '../../../domain/audit-diff.ts';
import type { Transaction } from '../../db/client.ts';
import type { Platform } from '../../platform.ts';
import { AUDIT_LOG_ADDED, type Actor } from '../audit/audit-capture.ts';
import { insertAuditLog } from '../audit/audit.repository.ts';

export type ReportSnapshot = Record<string, string | null>;

export interface PendingAuditEntry {
  /** Tells live listeners about the entry; call after the transaction committed. */
  publish(platform: Pick<Platform, 'events' | 'log'>): Promise<void>;
}

export async function recordLessonReportChange(
  tx: Transaction,
  actor: Actor,
  change: {
    lessonId: string;
    studentId: string;
    before: ReportSnapshot | null;
    after: ReportSnapshot;
  },
): Promise<PendingAuditEntry> {
  const wrap = (snapshot: ReportSnapshot | null) =>
    snapshot ? { skillReports: { [change.studentId]: snapshot } } : null;
  const changes = diffRecords(wrap(change.before), wrap(change.after), []);
  if (changes.length === 0) return { publish: async () => {} };
  const entry = await insertAuditLog(tx, {
    updatedById: actor.id,
    updatedByName: actor.name,
    updatedByRole: actor.role,
    collectionName: 'LessonSlotsV2',
    collectionPath: `LessonSlotsV2/${change.lessonId}`,
    action: 'Update',
    changes,
  });
  return {
    async publish(platform) {
      await platform.events.publish(AUDIT_LOG_ADDED, { id: entry.id }).catch((error: unknown) => {
        platform.log.warn({ err: error }, 'could not publish auditLogAdded');
      });
    },
  };
}
