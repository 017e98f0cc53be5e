// Notes (`notes`, putNote, deleteNote) and booking alerts (`bookingAlerts`, putBookingAlert,
// removeBookingAlert) of students.
import { builder } from '../../graphql/builder.ts';
import {
  deleteNote,
  listBookingAlerts,
  listNotes,
  putBookingAlert,
  putNote,
  removeBookingAlert,
} from './student-notes.service.ts';
import type { BookingAlertRow, StudentNoteRow } from './students.tables.ts';
import { viewerOf } from './viewer-of.ts';

type Authored = Pick<StudentNoteRow, 'createdById' | 'createdByName'>;

const CreatedBy = builder.objectRef<Authored>('CreatedBy').implement({
  description: 'Who wrote it, as they were named at the time.',
  fields: (t) => ({
    id: t.id({ nullable: true, resolve: (row) => row.createdById }),
    name: t.string({ resolve: (row) => row.createdByName }),
  }),
});

const Note = builder.objectRef<StudentNoteRow>('Note').implement({
  description: 'A staff note on a student.',
  fields: (t) => ({
    id: t.exposeID('id'),
    studentId: t.exposeID('studentId'),
    text: t.exposeString('text'),
    createdBy: t.field({ type: CreatedBy, resolve: (row) => row }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (row) => row.updatedAt }),
    isHiddenFromInstructorView: t.exposeBoolean('isHiddenFromInstructorView'),
    isPinned: t.exposeBoolean('isPinned'),
  }),
});

const BookingAlert = builder.objectRef<BookingAlertRow>('BookingAlert').implement({
  description: 'A warning shown wherever the student is booked.',
  fields: (t) => ({
    id: t.exposeID('id'),
    studentId: t.exposeID('studentId'),
    text: t.exposeString('text'),
    createdBy: t.field({ type: CreatedBy, resolve: (row) => row }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

const NoteInput = builder.inputType('NoteInput', {
  description: 'Without id: a new note on studentId. With id: edits that note.',
  fields: (t) => ({
    id: t.id({ required: false }),
    studentId: t.id({ required: false }),
    text: t.string({ required: true }),
    isPinned: t.boolean({ required: false }),
    isHiddenFromInstructorView: t.boolean({ required: false }),
  }),
});

const BookingAlertInput = builder.inputType('BookingAlertInput', {
  description: 'Without id: a new alert on studentId. With id: edits that alert.',
  fields: (t) => ({
    id: t.id({ required: false }),
    studentId: t.id({ required: false }),
    text: t.string({ required: true }),
  }),
});

const idText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? value : String(value);

builder.queryField('notes', (t) =>
  t.field({
    type: [Note],
    description: 'Notes on a student: pinned first, then newest first.',
    authScopes: { permission: 'students.read' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      listNotes(context.platform.db.db, viewerOf(context), String(args.studentId)),
  }),
);

builder.mutationField('putNote', (t) =>
  t.field({
    type: Note,
    description: 'Adds or edits a note on a student.',
    authScopes: { permission: 'notes.write' },
    args: { input: t.arg({ type: NoteInput, required: true }) },
    resolve: (_root, { input }, context) =>
      putNote(context.platform, viewerOf(context), {
        ...input,
        id: idText(input.id),
        studentId: idText(input.studentId),
      }),
  }),
);

builder.mutationField('deleteNote', (t) =>
  t.id({
    description: 'Deletes a note; answers its id.',
    authScopes: { permission: 'notes.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) =>
      (await deleteNote(context.platform, viewerOf(context), String(args.id))).id,
  }),
);

builder.queryField('bookingAlerts', (t) =>
  t.field({
    type: [BookingAlert],
    description: 'Booking alerts of these students, oldest first.',
    authScopes: { permission: 'students.read' },
    args: { studentIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      listBookingAlerts(context.platform.db.db, args.studentIds.map(String)),
  }),
);

builder.mutationField('putBookingAlert', (t) =>
  t.field({
    type: BookingAlert,
    description: 'Adds or edits a booking alert on a student.',
    authScopes: { permission: 'bookingAlerts.write' },
    args: { input: t.arg({ type: BookingAlertInput, required: true }) },
    resolve: (_root, { input }, context) =>
      putBookingAlert(context.platform, viewerOf(context), {
        ...input,
        id: idText(input.id),
        studentId: idText(input.studentId),
      }),
  }),
);

builder.mutationField('removeBookingAlert', (t) =>
  t.id({
    description: 'Removes a booking alert; answers its id.',
    authScopes: { permission: 'bookingAlerts.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) =>
      (await removeBookingAlert(context.platform, viewerOf(context), String(args.id))).id,
  }),
);
