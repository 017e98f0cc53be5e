// GraphQL of user accounts: `me`, and user management (Admin): `usersWithRoles` with the auth
// meta of SPEC §3, `userRoles`, `updateUserRoles`, `disableUser` and `enableUser`.
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { AuditUpdatedBy } from '../audit/audit.graphql.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { notSignedIn } from '../../graphql/errors.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import { usersRepository, type UserAuthMetaRecord, type UserRecord } from './users.repository.ts';
import { disableUser, enableUser, searchUsers, updateUserRoles } from './users.service.ts';

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

const UserAuthMeta = builder.objectRef<UserAuthMetaRecord>('UserAuthMeta').implement({
  description: 'An account as user management sees it (SPEC §3 auth meta).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    roles: t.field({ type: [StaffRoleEnum], resolve: (user) => user.roles }),
    isTwoFactorEnabled: t.exposeBoolean('isTwoFactorEnabled'),
    isDisabled: t.exposeBoolean('isDisabled', {
      description: 'Disabled accounts cannot sign in and have no sessions.',
    }),
    lastActive: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Last request made while signed in (recorded at most once a minute).',
      resolve: (user) => user.lastActive,
    }),
  }),
});

const UserAuthMetaConnection = connectionOf('UserAuthMeta', UserAuthMeta);

const UsersWithRolesInput = builder.inputType('UsersWithRolesInput', {
  fields: (t) => ({
    term: t.string({ required: false, description: 'Words to find in the name or email.' }),
    includeRole: t.field({ type: StaffRoleEnum, required: false }),
    excludeRole: t.field({ type: StaffRoleEnum, required: false }),
    ids: t.idList({
      required: false,
      description: 'Only these accounts, e.g. to name the ones a picker has chosen.',
    }),
  }),
});

builder.queryField('usersWithRoles', (t) =>
  t.field({
    type: UserAuthMetaConnection,
    description:
      'Every account (staff, students, parents) by name, optionally only those with includeRole and without excludeRole. 40 a page unless pageQuery.first says otherwise.',
    authScopes: { permission: 'users.read' },
    args: {
      query: t.arg({ type: UsersWithRolesInput, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: (_root, args, context) =>
      searchUsers(
        context.platform,
        { ...args.query, ids: args.query?.ids?.map(String) },
        toPageArgs(args.pageQuery),
      ),
  }),
);

const viewerOf = (context: GraphqlContext): Viewer => {
  if (!context.viewer) throw notSignedIn();
  return context.viewer;
};

builder.mutationField('disableUser', (t) =>
  t.field({
    type: UserAuthMeta,
    description:
      'Disable an account: it can no longer sign in and every session ends. Audited; not your own account (CONFLICT).',
    authScopes: { permission: 'users.disable' },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      disableUser(context.platform, viewerOf(context), String(args.userId)),
  }),
);

builder.mutationField('enableUser', (t) =>
  t.field({
    type: UserAuthMeta,
    description: 'Enable a disabled account again. Audited.',
    authScopes: { permission: 'users.disable' },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      enableUser(context.platform, viewerOf(context), String(args.userId)),
  }),
);
