// Vouchers (Sales): single-use codes for a product or package. Filter by code, product and
// status; Admin creates batches (the new codes shown with Copy and CSV) and (de)activates; the
// front desk (ledger.purchase) redeems a voucher for a student, which records a purchase paid
// by voucher in the student's ledger.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { VOUCHER_SORT_FIELDS } from '../../../domain/voucher-sort-fields.ts';
import { ListGrid } from '../../ui/list-grid.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useDebouncedSearchTerm } from '../../ui/use-debounced-search-term.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { CreateVouchersDialog } from './create-vouchers-dialog.tsx';
import { RedeemVoucherDialog } from './redeem-voucher-dialog.tsx';
import { voucherColumns, type VoucherActions, type VoucherView } from './vouchers-list.tsx';
import {
  readVouchersSearch,
  vouchersVariables,
  writeVouchersSearch,
  type VoucherStatusFilter,
  type VouchersSearch,
} from './vouchers-search.ts';
import {
  UPDATE_VOUCHER_MUTATION,
  VOUCHER_PRODUCT_OPTIONS_QUERY,
  VOUCHERS_QUERY,
} from './vouchers.queries.ts';

const RESULTS_HEADING_ID = 'vouchers-results';

export function VouchersPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'vouchers.write');
  const canRedeem = can(roles, 'ledger.purchase');
  const { reportMutation, showMessage } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const search = readVouchersSearch(params);
  const show = (next: VouchersSearch, replace = false) =>
    setParams(writeVouchersSearch(next), { preventScrollReset: true, replace });
  const [code, setCode] = useDebouncedSearchTerm(search.code, (typed) =>
    show({ ...search, code: typed, page: 0 }, true),
  );
  const { data, previousData, loading, error, refetch } = useQuery(VOUCHERS_QUERY, {
    variables: vouchersVariables(search),
  });
  const productOptions = useQuery(VOUCHER_PRODUCT_OPTIONS_QUERY, {
    variables: { pageQuery: { first: 100 } },
  });
  const products = (productOptions.data?.products.edges ?? []).map((edge) => edge.node);
  const [updateVoucher] = useMutation(UPDATE_VOUCHER_MUTATION);
  const [creating, setCreating] = useState(false);
  // null: closed; a string: the code to redeem ('' to type one).
  const [redeeming, setRedeeming] = useState<string | null>(null);
  const connection = (data ?? previousData)?.vouchers;
  const vouchers = connection?.edges.map((edge) => edge.node) ?? [];

  const toggle = (voucher: VoucherView) =>
    void reportMutation(
      updateVoucher({ variables: { input: { id: voucher.id, isActive: !voucher.isActive } } }),
      {
        success: `${voucher.code} is ${voucher.isActive ? 'deactivated' : 'active again'}.`,
      },
    ).then((result) => result && refetch());

  const actions: VoucherActions = {
    onRedeem: canRedeem ? (voucher) => setRedeeming(voucher.code) : null,
    onToggle: canWrite ? toggle : null,
  };

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
        <Typography variant="h1">Vouchers</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {canRedeem && (
            <Button variant="outlined" onClick={() => setRedeeming('')}>
              Redeem for a student
            </Button>
          )}
          {canWrite && (
            <Button variant="contained" onClick={() => setCreating(true)}>
              Create vouchers
            </Button>
          )}
        </Box>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Single-use codes for a product or package. Redeeming one adds the product to the
        student&apos;s ledger as a purchase paid by voucher.
      </Typography>

      <Box
        component="form"
        role="search"
        aria-label="Filter vouchers"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
      >
        <TextField
          label="Search code"
          type="search"
          size="small"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          sx={{ minWidth: 200 }}
        />
        <TextField
          select
          label="Product"
          size="small"
          value={search.productId ?? ''}
          onChange={(event) => show({ ...search, productId: event.target.value || null, page: 0 })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">All products</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          size="small"
          value={search.status ?? ''}
          onChange={(event) =>
            show({
              ...search,
              status: (event.target.value || null) as VoucherStatusFilter,
              page: 0,
            })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">Any status</option>
          <option value="open">Not redeemed</option>
          <option value="redeemed">Redeemed</option>
        </TextField>
      </Box>

      <ListGrid
        headingId={RESULTS_HEADING_ID}
        heading="Vouchers"
        noun={{ one: 'voucher', many: 'vouchers' }}
        rows={vouchers}
        total={connection?.totalCount}
        columns={voucherColumns(actions)}
        paging={search}
        onPagingChange={(paging) => show({ ...search, ...paging })}
        sortFields={VOUCHER_SORT_FIELDS}
        sort={search.sort}
        onSortChange={(sort) => show({ ...search, sort, page: 0 })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        csvName="vouchers"
      />

      {creating && (
        <CreateVouchersDialog
          products={products}
          onClose={() => setCreating(false)}
          onCreated={() => void refetch()}
        />
      )}
      {redeeming !== null && (
        <RedeemVoucherDialog
          code={redeeming}
          onClose={() => setRedeeming(null)}
          onRedeemed={(result) => {
            setRedeeming(null);
            showMessage(
              `${result.productName} was added to ${result.studentName}'s ledger.`,
              'success',
            );
            void refetch();
          }}
        />
      )}
    </>
  );
}
