// Staff notes and booking alerts on a student. Both are written with a line in the student's
// change log in the same transaction. Notes hidden from the instructor view never reach a viewer
// whose only staff role is Instructor (src/domain/note-visibility.ts).
import { z } from 'zod';
import { visibleNotes } from '../../../domain/note-visibility.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { bookingAlertsRepository, notesRepository } from './student-records.repository.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { findStudent } from './students.service.ts';
import type { BookingAlertRow, StudentNoteRow } from './students.tables.ts';
import { actorOf, recordUserLog } from './user-logs.service.ts';

const MAX_TEXT = 5000;
const text = z.string().trim().min(1, 'is required').max(MAX_TEXT);
const id = z.guid('is not a valid id');

const putNoteInput = z.object({
  id: id.nullish(),
  studentId: id.nullish(),
  text,
  isPinned: z.boolean().nullish(),
  isHiddenFromInstructorView: z.boolean().nullish(),
});

const putBookingAlertInput = z.object({ id: id.nullish(), studentId: id.nullish(), text });

/** The start of a text for a change-log line. */
const excerpt = (value: string) => (value.length > 80 ? `${value.slice(0, 79)}…` : value);

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}

const studentIdRequired = () =>
  validationError([{ path: 'input.studentId', message: 'is required for a new entry' }]);

/** Notes of a student as this viewer may see them: pinned first, then newest first. */
export async function listNotes(
  db: Executor,
  viewer: Viewer,
  studentId: string,
): Promise<StudentNoteRow[]> {
  await findStudent(db, studentId);
  return visibleNotes(await notesRepository.listForStudent(db, studentId), viewer.roles);
}

/** Creates a note (no id) or edits one (id): text, pinned, hidden from the instructor view. */
export async function putNote(
  platform: Platform,
  viewer: Viewer,
  input: unknown,
): Promise<StudentNoteRow> {
  const valid = parse(putNoteInput, input);
  return platform.db.transaction(async (tx) => {
    const flags = {
      ...(valid.isPinned != null ? { isPinned: valid.isPinned } : {}),
      ...(valid.isHiddenFromInstructorView != null
        ? { isHiddenFromInstructorView: valid.isHiddenFromInstructorView }
        : {}),
    };
    if (valid.id) {
      const note = await notesRepository.update(tx, valid.id, { text: valid.text, ...flags });
      if (!note) throw notFound('Note');
      await log(tx, viewer, note.studentId, 'note.updated', `Note edited: ${excerpt(note.text)}`);
      return note;
    }
    if (!valid.studentId) throw studentIdRequired();
    await findStudent(tx, valid.studentId);
    const note = await notesRepository.insert(tx, {
      studentId: valid.studentId,
      text: valid.text,
      createdById: viewer.userId,
      createdByName: viewer.name,
      ...flags,
    });
    await log(tx, viewer, note.studentId, 'note.added', `Note added: ${excerpt(note.text)}`);
    return note;
  });
}

export async function deleteNote(platform: Platform, viewer: Viewer, noteId: string) {
  if (!isUuid(noteId)) throw notFound('Note');
  return platform.db.transaction(async (tx) => {
    const note = await notesRepository.delete(tx, noteId);
    if (!note) throw notFound('Note');
    await log(tx, viewer, note.studentId, 'note.deleted', `Note deleted: ${excerpt(note.text)}`);
    return note;
  });
}

/** Alerts of these students, oldest first; lesson and booking screens show them as banners. */
export function listBookingAlerts(
  db: Executor,
  studentIds: readonly string[],
): Promise<BookingAlertRow[]> {
  const badId = studentIds.findIndex((value) => !isUuid(value));
  if (badId >= 0) {
    throw validationError([{ path: `studentIds.${badId}`, message: 'is not a student id' }]);
  }
  return bookingAlertsRepository.listForStudents(db, studentIds);
}

/** Creates a booking alert (no id) or edits its text (id). */
export async function putBookingAlert(
  platform: Platform,
  viewer: Viewer,
  input: unknown,
): Promise<BookingAlertRow> {
  const valid = parse(putBookingAlertInput, input);
  return platform.db.transaction(async (tx) => {
    if (valid.id) {
      const alert = await bookingAlertsRepository.updateText(tx, valid.id, valid.text);
      if (!alert) throw notFound('Booking alert');
      const message = `Booking alert edited: ${excerpt(alert.text)}`;
      await log(tx, viewer, alert.studentId, 'bookingAlert.updated', message);
      return alert;
    }
    if (!valid.studentId) throw studentIdRequired();
    await findStudent(tx, valid.studentId);
    const alert = await bookingAlertsRepository.insert(tx, {
      studentId: valid.studentId,
      text: valid.text,
      createdById: viewer.userId,
      createdByName: viewer.name,
    });
    const message = `Booking alert added: ${excerpt(alert.text)}`;
    await log(tx, viewer, alert.studentId, 'bookingAlert.added', message);
    return alert;
  });
}

export async function removeBookingAlert(platform: Platform, viewer: Viewer, alertId: string) {
  if (!isUuid(alertId)) throw notFound('Booking alert');
  return platform.db.transaction(async (tx) => {
    const alert = await bookingAlertsRepository.delete(tx, alertId);
    if (!alert) throw notFound('Booking alert');
    const message = `Booking alert removed: ${excerpt(alert.text)}`;
    await log(tx, viewer, alert.studentId, 'bookingAlert.removed', message);
    return alert;
  });
}

function log(tx: Executor, viewer: Viewer, studentId: string, type: string, message: string) {
  return recordUserLog(tx, { studentId, kind: 'Manual', type, message, actor: actorOf(viewer) });
}
