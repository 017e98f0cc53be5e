// The parent accounts linked to a student record (student_guardians), for staff on the student's
// page. Read-only: a parent links a teen by adding them from the portal; staff do not link or
// unlink accounts here (docs/portal.md "Parents").
import { builder } from '../../graphql/builder.ts';
import type { StudentGuardian } from './students.repository.ts';
import { listGuardians } from './students.service.ts';

const StudentGuardianRef = builder.objectRef<StudentGuardian>('StudentGuardian').implement({
  description: 'A parent sign-in account that manages this student record from the portal.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { description: 'The parent account’s sign-in email.' }),
    linkedAt: t.field({ type: 'DateTime', resolve: (row) => row.linkedAt }),
  }),
});

builder.queryField('studentGuardians', (t) =>
  t.field({
    type: [StudentGuardianRef],
    description: 'The parent accounts linked to a student, earliest first.',
    authScopes: { permission: 'students.read' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      listGuardians(context.platform.db.db, String(args.studentId)),
  }),
);
