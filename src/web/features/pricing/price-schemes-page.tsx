// Price schemes (Sales): every scheme by name with its canonical hourly price, its product prices
// and the effective prices after fragments. Admins (pricing.write) create, edit and delete; a
// scheme a region scheme uses is refused by the server with CONFLICT, shown in the snackbar.
import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { countOf, ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { PriceSchemeCard, type PriceSchemeListItem } from './price-scheme-card.tsx';
import { DELETE_PRICE_SCHEME_MUTATION, PRICE_SCHEMES_QUERY } from './pricing.queries.ts';

// The form loads when the dialog opens, not with the list.
const PriceSchemeDialog = lazyDialog(
  () => import('./price-scheme-dialog.tsx'),
  'PriceSchemeDialog',
);

const NOUN = { one: 'price scheme', many: 'price schemes' };

export function PriceSchemesPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'pricing.write');
  const list = useQuery(PRICE_SCHEMES_QUERY);
  const loaded = (list.data ?? list.previousData)?.priceSchemes;
  const schemes = loaded ?? [];
  const editing = useEditing<PriceSchemeListItem>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'price scheme',
    nameOf: (scheme: PriceSchemeListItem) => scheme.name,
    mutation: DELETE_PRICE_SCHEME_MUTATION,
    explanation:
      'The scheme and its product prices are removed, and fragments stop applying to it. A scheme a super region still uses cannot be deleted.',
    onDeleted: list.refetch,
  });

  return (
    <>
      <ListPageHeader
        title="Price schemes"
        description={
          <>
            A price scheme is the price list a super region sells at. The effective price is the
            scheme&apos;s price after the{' '}
            <Link component={RouterLink} to="/admin/price-scheme-fragments">
              price scheme fragments
            </Link>{' '}
            that apply to it, in name order.
          </>
        }
        create={canWrite && { label: 'New price scheme', onClick: () => editing.open('new') }}
      />
      <ListResults
        noun={NOUN}
        query={list}
        rows={loaded}
        summary={
          schemes.length === 0
            ? 'No price schemes yet.'
            : `${countOf(schemes.length, NOUN)}, by name.`
        }
      >
        {schemes.map((scheme) => (
          <PriceSchemeCard
            key={scheme.id}
            scheme={scheme}
            onEdit={canWrite ? () => editing.open(scheme) : null}
            onDelete={canWrite ? () => deletion.ask(scheme) : null}
          />
        ))}
      </ListResults>
      {editing.dialog((scheme, handlers) => (
        <PriceSchemeDialog scheme={scheme} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
