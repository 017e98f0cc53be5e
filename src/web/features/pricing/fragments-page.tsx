// Price scheme fragments (Sales): reusable price changes applied to several schemes, paged and
// sorted by name ascending (SPEC §9), which is also the order they apply in. Page and size live
// in the address. Admins (pricing.write) create, edit (with a live preview) and delete.
import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { NO_FILTERS } from '../../ui/list-address.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { pageQueryOf } from '../../ui/list-paging.ts';
import { PagedListResults } from '../../ui/list-paged-results.tsx';
import { pageOf } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { FragmentView } from './fragment-form.ts';
import { FragmentsList } from './fragments-list.tsx';
import { DELETE_FRAGMENT_MUTATION, PRICE_SCHEME_FRAGMENTS_QUERY } from './pricing.queries.ts';

// The form and its preview load when the dialog opens, not with the list.
const FragmentDialog = lazyDialog(() => import('./fragment-dialog.tsx'), 'FragmentDialog');

export function FragmentsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'pricing.write');
  const address = useListAddress(NO_FILTERS);
  const paging = address.view;
  const list = useQuery(PRICE_SCHEME_FRAGMENTS_QUERY, {
    variables: { pageQuery: pageQueryOf(paging) },
  });
  const connection = (list.data ?? list.previousData)?.priceSchemeFragments;
  const { rows: fragments, total } = pageOf(connection);
  const editing = useEditing<FragmentView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'fragment',
    nameOf: (fragment: FragmentView) => fragment.name,
    mutation: DELETE_FRAGMENT_MUTATION,
    explanation:
      'The fragment stops applying to its price schemes; their effective prices go back to what the other fragments make them.',
    onDeleted: list.refetch,
  });

  return (
    <>
      <ListPageHeader
        title="Price scheme fragments"
        description={
          <>
            A fragment changes product prices in several{' '}
            <Link component={RouterLink} to="/admin/price-schemes">
              price schemes
            </Link>{' '}
            at once: a sale, a weekend rate, a test-day price. Fragments apply in name order, each
            to the price the previous one left.
          </>
        }
        create={canWrite && { label: 'New fragment', onClick: () => editing.open('new') }}
      />
      <PagedListResults
        heading="Fragments by name"
        noun={{ one: 'fragment', many: 'fragments' }}
        query={list}
        rows={fragments}
        paging={paging}
        total={total}
        onPage={address.page}
      >
        <FragmentsList
          fragments={fragments ?? []}
          actions={canWrite ? { onEdit: editing.open, onDelete: deletion.ask } : null}
        />
      </PagedListResults>
      {editing.dialog((fragment, handlers) => (
        <FragmentDialog fragment={fragment} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
