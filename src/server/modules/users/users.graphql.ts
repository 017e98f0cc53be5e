import { STAFF_ROLES } from '../../../domain/roles.ts';
import { AuditUpdatedBy } from '../audit/audit.graphql.ts';
import { builder } from '../../graphql/builder.ts';
import { notSignedIn } from '../../graphql/errors.ts';
import { usersRepository, type UserRecord } from './users.repository.ts';
import { updateUserRoles } from './users.service.ts';

export const StaffRoleEnum = builder.enumType('StaffRole', { values: STAFF_ROLES });

export const User = builder.loadableObjectRef<UserRecord, string>('User', {
  // One query per request for every user asked for by id, whatever the query's shape.
  load: async (ids, context) => {
    const rows = await usersRepository.findByIds(context.platform.db.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? new Error(`User ${id} not found`));
  },
});

User.implement({
  description: 'A signed-in account: staff, student or parent.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    roles: t.field({ type: [StaffRoleEnum], resolve: (user) => user.roles }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: User,
    description: 'The signed-in user (MyId and GetMyself read it).',
    authScopes: { permission: 'account.readOwn' },
    resolve: (_root, _args, context) => {
      if (!context.viewer) throw notSignedIn();
      return context.viewer.userId;
    },
  }),
);

builder.queryField('userRoles', (t) =>
  t.field({
    type: [StaffRoleEnum],
    description: 'The staff roles a user can be given.',
    authScopes: { permission: 'backOffice.read' },
    resolve: () => [...STAFF_ROLES],
  }),
);

builder.mutationField('updateUserRoles', (t) =>
  t.field({
    type: User,
    description: 'Replace the staff roles of a user. Audited; the user is told by email.',
    authScopes: { permission: 'users.updateRoles' },
    args: {
      userId: t.arg.id({ required: true }),
      roles: t.arg({ type: [StaffRoleEnum], required: true }),
    },
    resolve: async (_root, args, context) => {
      if (!context.viewer) throw notSignedIn();
      const updated = await updateUserRoles(context.platform, context.viewer, {
        userId: String(args.userId),
        roles: args.roles,
      });
      return updated.id;
    },
  }),
);

builder.objectField(AuditUpdatedBy, 'user', (t) =>
  t.field({
    type: User,
    nullable: true,
    description: "The author's account as it is now (null for system changes).",
    resolve: (snapshot) => snapshot.updatedById,
  }),
);
