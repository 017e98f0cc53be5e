// GraphQL side of paged lists: the PageQuery input, the `first/after/skip` arguments and
// connection types with totalCount. The arithmetic lives in paging.ts.
import type { ObjectRef } from '@pothos/core';
import { builder } from './builder.ts';
import type { Page, PageArgs } from './paging.ts';

export const PageQuery = builder.inputType('PageQuery', {
  description: 'Which page of a list: `first` rows after the cursor `after`, or after `skip` rows.',
  fields: (t) => ({
    first: t.int({ required: false }),
    after: t.string({ required: false }),
    skip: t.int({ required: false }),
  }),
});

export const toPageArgs = (input: PageArgs | null | undefined): PageArgs => input ?? {};

/** `<Name>Connection` with totalCount, pageInfo and edges { cursor, node } (SPEC §7). */
export function connectionOf<T>(
  name: string,
  node: ObjectRef<typeof builder.$inferSchemaTypes, T>,
) {
  return builder.connectionObject(
    {
      type: node,
      name: `${name}Connection`,
      fields: (t) => ({
        totalCount: t.int({
          resolve: (parent) => (parent as unknown as Page<T>).totalCount,
        }),
      }),
    },
    { name: `${name}Edge` },
  );
}
