// Coupons (Sales): course, lesson and road-test discount codes, filtered by scope and searched by
// code or title, expired ones on request, sorted by code, title, scope or last valid day; filters,
// sort and page in the address, the rows shown downloadable as CSV. Staff who write
// coupons (coupons.write) create, edit and delete those of the scopes their role owns.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  COUPON_SCOPES,
  COUPON_SORT_FIELDS,
  type CouponScope,
} from '../../../domain/coupons/coupon-types.ts';
import { writableCouponScopes } from '../../../domain/coupons/coupon-writers.ts';
import { can } from '../../../domain/permissions.ts';
import { ListGrid } from '../../ui/list-grid.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useDebouncedSearchTerm } from '../../ui/use-debounced-search-term.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { COUPON_SCOPE_LABELS, type CouponView } from './coupon-form.ts';
import { couponColumns, type CouponActions } from './coupons-list.tsx';
import {
  couponsVariables,
  readCouponsSearch,
  writeCouponsSearch,
  type CouponsSearch,
} from './coupons-search.ts';
import {
  COUPON_REGION_OPTIONS_QUERY,
  COUPONS_QUERY,
  DELETE_COUPON_MUTATION,
} from './coupons.queries.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';

// The form and its rules load when the dialog opens, not with the list.
const CouponDialog = lazyDialog(() => import('./coupon-dialog.tsx'), 'CouponDialog');

const RESULTS_HEADING_ID = 'coupons-results';

export function CouponsPage() {
  const { roles } = useStaffUser();
  const scopes = can(roles, 'coupons.write') ? writableCouponScopes(roles) : [];
  const { reportMutation } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const search = readCouponsSearch(params);
  const show = (next: CouponsSearch, replace = false) =>
    setParams(writeCouponsSearch(next), { preventScrollReset: true, replace });
  const [term, setTerm] = useDebouncedSearchTerm(search.term, (typed) =>
    show({ ...search, term: typed, page: 0 }, true),
  );
  const { data, previousData, loading, error, refetch } = useQuery(COUPONS_QUERY, {
    variables: couponsVariables(search),
  });
  const regionOptions = useQuery(COUPON_REGION_OPTIONS_QUERY);
  const regionNames = useMemo(
    () => new Map((regionOptions.data?.couponRegionOptions ?? []).map((r) => [r.id, r.name])),
    [regionOptions.data],
  );
  const [deleteCoupon, deleteState] = useMutation(DELETE_COUPON_MUTATION);
  const editing = useEditing<CouponView>(refetch);
  const [deleting, setDeleting] = useState<CouponView | null>(null);
  const connection = (data ?? previousData)?.coupons;
  const coupons = connection?.edges.map((edge) => edge.node) ?? [];
  // Read once per render so every row compares with the same instant.
  const now = Date.now();

  async function remove(coupon: CouponView) {
    const result = await reportMutation(deleteCoupon({ variables: { id: coupon.id } }), {
      success: `Coupon ${coupon.code} was deleted.`,
    });
    setDeleting(null);
    if (result) await refetch();
  }

  const actions: CouponActions | null =
    scopes.length > 0
      ? {
          canWrite: (coupon) => scopes.includes(coupon.scope),
          onEdit: (coupon) => editing.open(coupon),
          onDelete: setDeleting,
        }
      : null;

  return (
    <>
      <ListPageHeader
        title="Coupons"
        description="Discount codes buyers type at checkout: dollars or a percentage off a course, driving lessons or a road test, until the end of their last valid day."
        create={scopes.length > 0 && { label: 'New coupon', onClick: () => editing.open('new') }}
      />

      <Box
        component="form"
        role="search"
        aria-label="Filter coupons"
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
      >
        <TextField
          label="Search code or title"
          type="search"
          size="small"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          label="Scope"
          size="small"
          value={search.scope ?? ''}
          onChange={(event) =>
            show({ ...search, scope: (event.target.value || null) as CouponScope | null, page: 0 })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <option value="">All scopes</option>
          {COUPON_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {COUPON_SCOPE_LABELS[scope]}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={search.expired}
              onChange={(event) => show({ ...search, expired: event.target.checked, page: 0 })}
            />
          }
          label="Show expired"
        />
      </Box>

      <ListGrid
        headingId={RESULTS_HEADING_ID}
        heading={search.scope ? `${COUPON_SCOPE_LABELS[search.scope]} coupons` : 'All coupons'}
        noun={{ one: 'coupon', many: 'coupons' }}
        rows={coupons}
        total={connection?.totalCount}
        columns={couponColumns(actions, regionNames, now)}
        paging={search}
        onPagingChange={(paging) => show({ ...search, ...paging })}
        sortFields={COUPON_SORT_FIELDS}
        sort={search.sort}
        onSortChange={(sort) => show({ ...search, sort, page: 0 })}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        csvName="coupons"
      />

      {editing.dialog((coupon, handlers) => (
        <CouponDialog coupon={coupon} scopes={scopes} {...handlers} />
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete coupon ${deleting?.code ?? ''}?`}
        confirmLabel="Delete coupon"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        The code stops working at once. A coupon already used on purchases is kept instead: set its
        last valid day to today to end it.
      </ConfirmDialog>
    </>
  );
}
