// `userLogs`: the change log of one student, or of every student, filtered All/Auto/Cancels/Manual.
import { USER_LOG_KINDS } from '../../../domain/user-log-filter.ts';
import { builder } from '../../graphql/builder.ts';
import { LogFilterEnum } from '../../graphql/shared-enums.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { validationError } from '../../graphql/errors.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { isUuid } from '../../db/is-uuid.ts';
import type { UserLogRow } from './students.tables.ts';
import { listUserLogs } from './user-logs.service.ts';

const UserLogKind = builder.enumType('UserLogKind', { values: USER_LOG_KINDS });

const UserLogActor = builder
  .objectRef<Pick<UserLogRow, 'actorId' | 'actorName'>>('UserLogActor')
  .implement({
    description: 'Who did it: a user, or the system (id null).',
    fields: (t) => ({
      id: t.id({ nullable: true, resolve: (row) => row.actorId }),
      name: t.string({ resolve: (row) => row.actorName }),
    }),
  });

const UserLog = builder.objectRef<UserLogRow>('UserLog').implement({
  description: "One line of a student's change log.",
  fields: (t) => ({
    id: t.exposeID('id'),
    studentId: t.exposeID('studentId'),
    kind: t.field({ type: UserLogKind, resolve: (row) => row.kind }),
    type: t.exposeString('type', { description: 'Event, e.g. student.updated, note.added.' }),
    message: t.exposeString('message'),
    actor: t.field({ type: UserLogActor, resolve: (row) => row }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

const UserLogConnection = connectionOf('UserLog', UserLog);

builder.queryField('userLogs', (t) =>
  t.field({
    type: UserLogConnection,
    description:
      "A student's change log (studentId), or every student's by log type; newest first.",
    authScopes: { permission: 'students.read' },
    args: {
      studentId: t.arg.id({ required: false }),
      logType: t.arg({ type: LogFilterEnum, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const studentId = args.studentId == null ? null : String(args.studentId);
      if (studentId !== null && !isUuid(studentId)) {
        throw validationError([{ path: 'studentId', message: 'is not a student id' }]);
      }
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await listUserLogs(
        context.platform.db.db,
        { studentId, filter: args.logType ?? 'All' },
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);
