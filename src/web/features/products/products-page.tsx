// Products (Sales): what the school sells, filtered by type, 40 a page or 10/20, filters and page
// in the address. Admins (products.write) create, edit, delete and restore; a product that was
// ever sold is archived by Delete instead (the ledger keeps pointing at it).
import { useMutation, useQuery } from '@apollo/client/react';
import { PRODUCT_TYPES } from '../../../domain/ledger/ledger-types.ts';
import { can } from '../../../domain/permissions.ts';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { FlagFilter } from '../../ui/flag-filter.tsx';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { PagedListResults } from '../../ui/list-paged-results.tsx';
import { pageOf } from '../../ui/list-results.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { PRODUCT_TYPE_LABELS, type ProductView } from './product-form.ts';
import { ProductsList, type ProductActions } from './products-list.tsx';
import { PRODUCTS_FILTERS, productsVariables } from './products-search.ts';
import {
  DELETE_PRODUCT_MUTATION,
  PRODUCTS_QUERY,
  UPDATE_PRODUCT_MUTATION,
} from './products.queries.ts';

// The form loads when the dialog opens, not with the list.
const ProductDialog = lazyDialog(() => import('./product-dialog.tsx'), 'ProductDialog');

export function ProductsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'products.write');
  const { reportMutation } = useSnackbar();
  const address = useListAddress(PRODUCTS_FILTERS);
  const search = address.view;
  const list = useQuery(PRODUCTS_QUERY, { variables: productsVariables(search) });
  const connection = (list.data ?? list.previousData)?.products;
  const { rows: products, total } = pageOf(connection);
  const [updateProduct] = useMutation(UPDATE_PRODUCT_MUTATION);
  const editing = useEditing<ProductView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'product',
    nameOf: (product: ProductView) => product.name,
    mutation: DELETE_PRODUCT_MUTATION,
    confirmLabel: (product) => (product.wasSold ? 'Archive product' : 'Delete product'),
    explanation: (product) =>
      product.wasSold
        ? 'This product was sold, so it is archived instead: no longer sold, but kept for the students who bought it and for the ledger.'
        : 'The product is removed for good. It was never sold, so no ledger refers to it.',
    done: (product, result) =>
      result.data?.deleteProduct.archived
        ? `${product.name} was archived: it was sold before, so it stays in the history. Tick “Show archived” to see it.`
        : `${product.name} was deleted.`,
    onDeleted: list.refetch,
  });

  const actions: ProductActions | null = canWrite
    ? {
        onEdit: editing.open,
        onDelete: deletion.ask,
        onRestore: (product) =>
          void reportMutation(
            updateProduct({ variables: { input: { id: product.id, isArchived: false } } }),
            { success: `${product.name} is for sale again.` },
          ).then((result) => result && list.refetch()),
      }
    : null;

  return (
    <>
      <ListPageHeader
        title="Products"
        description="What the school sells: courses, driving and observation minutes, fees, home pickups and packages of these. Prices come from the price schemes."
        create={canWrite && { label: 'New product', onClick: () => editing.open('new') }}
      />
      <ListFilters label="Filter products">
        <ChoiceFilter
          label="Type"
          value={search.type}
          values={PRODUCT_TYPES}
          labelOf={(type) => PRODUCT_TYPE_LABELS[type]}
          allLabel="All types"
          onChange={(type) => address.filter({ type })}
        />
        <FlagFilter
          label="Show archived"
          checked={search.archived}
          onChange={(archived) => address.filter({ archived })}
        />
      </ListFilters>
      <PagedListResults
        heading={search.type ? PRODUCT_TYPE_LABELS[search.type] : 'All products'}
        noun={{ one: 'product', many: 'products' }}
        query={list}
        rows={products}
        paging={search}
        total={total}
        onPage={address.page}
      >
        <ProductsList products={products ?? []} actions={actions} />
      </PagedListResults>
      {editing.dialog((product, handlers) => (
        <ProductDialog product={product} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
