// Notes, booking alerts and the change log of a student: ordering, visibility for instructors,
// permissions, and the userLogs filters with lines written by other modules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { listNotes } from './student-notes.service.ts';
import { recordUserLog, SYSTEM_ACTOR } from './user-logs.service.ts';

const ADD = `mutation Add($input: AddStudentInput!) { addStudent(input: $input) { id } }`;
const PUT_NOTE = `mutation PutNote($input: NoteInput!) {
  putNote(input: $input) { id text isPinned isHiddenFromInstructorView createdBy { name } }
}`;
const NOTES = `query Notes($studentId: ID!) { notes(studentId: $studentId) { id text isPinned } }`;
const DELETE_NOTE = `mutation DeleteNote($id: ID!) { deleteNote(id: $id) }`;
const PUT_ALERT = `mutation PutAlert($input: BookingAlertInput!) {
  putBookingAlert(input: $input) { id studentId text createdBy { name } }
}`;
const ALERTS = `query Alerts($studentIds: [ID!]!) { bookingAlerts(studentIds: $studentIds) { id studentId text } }`;
const REMOVE_ALERT = `mutation RemoveAlert($id: ID!) { removeBookingAlert(id: $id) }`;
const LOGS = `query Logs($studentId: ID, $logType: LogFilter, $pageQuery: PageQuery) {
  userLogs(studentId: $studentId, logType: $logType, pageQuery: $pageQuery) {
    totalCount edges { node { kind type message actor { id name } } }
  }
}`;

let server: TestServer;
const cookies: Partial<Record<StaffRole, string>> = {};
const viewers: Partial<Record<StaffRole, Viewer>> = {};
let studentId = '';
let otherStudentId = '';

const call = (query: string, variables: Record<string, unknown>, role: StaffRole = 'Admin') =>
  graphql(server, { query, variables }, cookies[role]);

async function putNote(input: Record<string, unknown>, role: StaffRole = 'Admin') {
  const response = await call(PUT_NOTE, { input }, role);
  expect(response.errors).toBeUndefined();
  return response.data?.['putNote'] as { id: string; text: string };
}

const texts = (items: { text: string }[]) => items.map((item) => item.text);

beforeAll(async () => {
  server = await startTestServer();
  const roles: StaffRole[] = [
    'Admin',
    'RegionalManager',
    'ClassroomManager',
    'Trainee',
    'Instructor',
  ];
  for (const role of roles) {
    const email = `${role.toLowerCase()}@notes.test`;
    const name = `${role} Person`;
    const signedIn = await signUpAndSignIn(server, {
      email,
      password: 'a-long-test-password',
      name,
      roles: [role],
    });
    cookies[role] = signedIn.cookie;
    viewers[role] = { userId: signedIn.userId, sessionId: '', email, name, roles: [role] };
  }
  studentId = (await call(ADD, { input: { name: 'Nora Notes' } })).data?.['addStudent'].id;
  otherStudentId = (await call(ADD, { input: { name: 'Omar Other' } })).data?.['addStudent'].id;
});

afterAll(async () => {
  await server?.stop();
});

describe('notes', () => {
  it('lists pinned notes first, then newest first, and edits by id', async () => {
    const first = await putNote({ studentId, text: 'First call' }, 'RegionalManager');
    await putNote({ studentId, text: 'Needs a Spanish-speaking instructor', isPinned: true });
    await putNote({ studentId, text: 'Parent asked for weekends' }, 'ClassroomManager');
    await putNote({ studentId, text: 'Prefers afternoons', isHiddenFromInstructorView: true });
    const edited = await putNote({ id: first.id, text: 'First call (edited)' });
    expect(edited).toMatchObject({ id: first.id, text: 'First call (edited)' });

    const response = await call(NOTES, { studentId }, 'Trainee');
    expect(texts(response.data?.['notes'])).toEqual([
      'Needs a Spanish-speaking instructor',
      'Prefers afternoons',
      'Parent asked for weekends',
      'First call (edited)',
    ]);
  });

  it('keeps hidden notes from the instructor view', async () => {
    const asInstructor = await listNotes(server.platform.db.db, viewers.Instructor!, studentId);
    expect(texts(asInstructor)).not.toContain('Prefers afternoons');
    expect(asInstructor).toHaveLength(3);
    const asTrainee = await listNotes(server.platform.db.db, viewers.Trainee!, studentId);
    expect(texts(asTrainee)).toContain('Prefers afternoons');
    // Until lessons exist, instructors cannot open students' notes at all.
    expect(errorCode(await call(NOTES, { studentId }, 'Instructor'))).toBe('FORBIDDEN');
  });

  it('refuses writes by read-only roles, blank text and unknown ids', async () => {
    const byTrainee = await call(PUT_NOTE, { input: { studentId, text: 'x' } }, 'Trainee');
    expect(errorCode(byTrainee)).toBe('FORBIDDEN');
    const blank = await call(PUT_NOTE, { input: { studentId, text: '   ' } });
    expect(errorCode(blank)).toBe('VALIDATION_ERROR');
    expect(blank.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.text');
    const noStudent = await call(PUT_NOTE, { input: { text: 'orphan' } });
    expect(errorCode(noStudent)).toBe('VALIDATION_ERROR');
    const unknown = await call(PUT_NOTE, {
      input: { studentId: '00000000-0000-4000-8000-000000000000', text: 'x' },
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect((await call(NOTES, { studentId })).data?.['notes']).toHaveLength(4);
  });

  it('deletes a note', async () => {
    const note = await putNote({ studentId: otherStudentId, text: 'Temporary' });
    expect((await call(DELETE_NOTE, { id: note.id })).data?.['deleteNote']).toBe(note.id);
    expect((await call(NOTES, { studentId: otherStudentId })).data?.['notes']).toEqual([]);
    expect(errorCode(await call(DELETE_NOTE, { id: note.id }))).toBe('NOT_FOUND');
  });
});

describe('booking alerts', () => {
  it('adds, lists for several students, edits and removes', async () => {
    const added = await call(
      PUT_ALERT,
      { input: { studentId, text: 'Uses a wheelchair ramp' } },
      'RegionalManager',
    );
    expect(added.data?.['putBookingAlert']).toMatchObject({
      studentId,
      text: 'Uses a wheelchair ramp',
      createdBy: { name: 'RegionalManager Person' },
    });
    const alertId = added.data?.['putBookingAlert'].id;
    await call(PUT_ALERT, { input: { studentId: otherStudentId, text: 'Call parent first' } });
    const both = await call(ALERTS, { studentIds: [studentId, otherStudentId] }, 'Trainee');
    expect(texts(both.data?.['bookingAlerts'])).toEqual([
      'Uses a wheelchair ramp',
      'Call parent first',
    ]);

    await call(PUT_ALERT, { input: { id: alertId, text: 'Needs the ramp van' } });
    expect(
      texts((await call(ALERTS, { studentIds: [studentId] })).data?.['bookingAlerts']),
    ).toEqual(['Needs the ramp van']);
    expect(errorCode(await call(REMOVE_ALERT, { id: alertId }, 'ClassroomManager'))).toBe(
      'FORBIDDEN',
    );
    expect((await call(REMOVE_ALERT, { id: alertId })).data?.['removeBookingAlert']).toBe(alertId);
    expect((await call(ALERTS, { studentIds: [studentId] })).data?.['bookingAlerts']).toEqual([]);
  });
});

describe('userLogs', () => {
  beforeAll(async () => {
    // What the ledger and lessons modules will write through recordUserLog.
    await server.platform.db.transaction(async (tx) => {
      await recordUserLog(tx, {
        studentId,
        kind: 'Auto',
        type: 'products.expired',
        message: 'Expired 60 driving minutes',
        actor: SYSTEM_ACTOR,
      });
      await recordUserLog(tx, {
        studentId,
        kind: 'Cancels',
        type: 'lesson.cancelled',
        message: 'Lesson on Mar 3 cancelled by the student',
        actor: { id: viewers.RegionalManager!.userId, name: 'RegionalManager Person' },
      });
    });
  });

  const logs = async (variables: Record<string, unknown>, role: StaffRole = 'Trainee') =>
    (await call(LOGS, variables, role)).data?.['userLogs'];

  it("lists a student's changes newest first, filtered by kind", async () => {
    const all = await logs({ studentId });
    expect(all.edges[0].node).toEqual({
      kind: 'Cancels',
      type: 'lesson.cancelled',
      message: 'Lesson on Mar 3 cancelled by the student',
      actor: { id: viewers.RegionalManager!.userId, name: 'RegionalManager Person' },
    });
    const types = all.edges.map((edge: { node: { type: string } }) => edge.node.type);
    expect(types.at(-1)).toBe('student.created');
    expect(types).toEqual(
      expect.arrayContaining([
        'note.added',
        'note.updated',
        'bookingAlert.added',
        'bookingAlert.updated',
        'bookingAlert.removed',
        'products.expired',
      ]),
    );
    const auto = await logs({ studentId, logType: 'Auto' });
    expect(auto.totalCount).toBe(1);
    expect(auto.edges[0].node.actor).toEqual({ id: null, name: 'System' });
    expect((await logs({ studentId, logType: 'Cancels' })).totalCount).toBe(1);
    expect((await logs({ studentId, logType: 'Manual' })).totalCount).toBe(all.totalCount - 2);
  });

  it('lists every student by log type, and pages', async () => {
    expect((await logs({ logType: 'Cancels' })).totalCount).toBe(1);
    const other = await logs({ studentId: otherStudentId, pageQuery: { first: 2 } });
    expect(other.edges).toHaveLength(2);
    expect(other.totalCount).toBeGreaterThan(2);
    expect(errorCode(await call(LOGS, { studentId }, 'Instructor'))).toBe('FORBIDDEN');
  });
});
