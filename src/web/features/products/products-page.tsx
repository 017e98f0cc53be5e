// Products (Sales): what the school sells, filtered by type, 40 a page or 10/20, filters and page
// in the address. Admins (products.write) create, edit, delete and restore; a product that was
// ever sold is archived by Delete instead (the ledger keeps pointing at it).
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/ledger/ledger-types.ts';
import { can } from '../../../domain/permissions.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { pagingSummary } from '../../ui/list-paging.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { ProductDialog } from './product-dialog.tsx';
import { PRODUCT_TYPE_LABELS, type ProductView } from './product-form.ts';
import { ProductsCards, ProductsTable, type ProductActions } from './products-list.tsx';
import {
  productsVariables,
  readProductsSearch,
  writeProductsSearch,
  type ProductsSearch,
} from './products-search.ts';
import {
  DELETE_PRODUCT_MUTATION,
  PRODUCTS_QUERY,
  UPDATE_PRODUCT_MUTATION,
} from './products.queries.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';

const RESULTS_HEADING_ID = 'products-results';

export function ProductsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'products.write');
  const { reportMutation, showMessage } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const search = readProductsSearch(params);
  const { data, previousData, loading, error, refetch } = useQuery(PRODUCTS_QUERY, {
    variables: productsVariables(search),
  });
  const [deleteProduct, deleteState] = useMutation(DELETE_PRODUCT_MUTATION);
  const [updateProduct] = useMutation(UPDATE_PRODUCT_MUTATION);
  // null: closed; 'new': creating; a product: editing it.
  const [editing, setEditing] = useState<ProductView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductView | null>(null);
  const connection = (data ?? previousData)?.products;
  const products = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  const show = (next: ProductsSearch) =>
    setParams(writeProductsSearch(next), { preventScrollReset: true });

  async function remove(product: ProductView) {
    const result = await reportMutation(deleteProduct({ variables: { id: product.id } }));
    setDeleting(null);
    if (!result?.data) return;
    showMessage(
      result.data.deleteProduct.archived
        ? `${product.name} was archived: it was sold before, so it stays in the history. Tick “Show archived” to see it.`
        : `${product.name} was deleted.`,
      'success',
    );
    await refetch();
  }

  const actions: ProductActions | null = canWrite
    ? {
        onEdit: setEditing,
        onDelete: setDeleting,
        onRestore: (product) =>
          void reportMutation(
            updateProduct({ variables: { input: { id: product.id, isArchived: false } } }),
            { success: `${product.name} is for sale again.` },
          ).then((result) => result && refetch()),
      }
    : null;

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h1">Products</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New product
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        What the school sells: courses, driving and observation minutes, fees, home pickups and
        packages of these. Prices come from the price schemes.
      </Typography>

      <Box
        component="form"
        role="search"
        aria-label="Filter products"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
      >
        <TextField
          select
          label="Type"
          size="small"
          value={search.type ?? ''}
          onChange={(event) =>
            show({ ...search, type: (event.target.value || null) as ProductType | null, page: 0 })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">All types</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={search.archived}
              onChange={(event) => show({ ...search, archived: event.target.checked, page: 0 })}
            />
          }
          label="Show archived"
        />
      </Box>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading={search.type ? PRODUCT_TYPE_LABELS[search.type] : 'All products'}
        summary={
          connection
            ? pagingSummary(search, products.length, total, { one: 'product', many: 'products' })
            : 'Loading products…'
        }
        loading={loading}
        rowsName="products"
        errorText="The products could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      {products.length > 0 &&
        (wide ? (
          <ProductsTable products={products} captionId={RESULTS_HEADING_ID} actions={actions} />
        ) : (
          <ProductsCards products={products} captionId={RESULTS_HEADING_ID} actions={actions} />
        ))}

      <ListPagination
        paging={search}
        total={total}
        rowsName="products"
        onChange={(paging) => show({ ...search, ...paging })}
      />

      {editing && (
        <ProductDialog
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this product'}?`}
        confirmLabel={deleting?.wasSold ? 'Archive product' : 'Delete product'}
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {deleting?.wasSold
          ? 'This product was sold, so it is archived instead: no longer sold, but kept for the students who bought it and for the ledger.'
          : 'The product is removed for good. It was never sold, so no ledger refers to it.'}
      </ConfirmDialog>
    </>
  );
}
