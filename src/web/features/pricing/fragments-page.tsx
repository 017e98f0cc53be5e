// Price scheme fragments (Sales): reusable price changes applied to several schemes, paged and
// sorted by name ascending (SPEC §9), which is also the order they apply in. Page and size live
// in the address. Admins (pricing.write) create, edit (with a live preview) and delete.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { pageQueryOf, pagingSummary, readPaging, writePaging } from '../../ui/list-paging.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FragmentDialog } from './fragment-dialog.tsx';
import type { FragmentView } from './fragment-form.ts';
import { FragmentsCards, FragmentsTable, type FragmentActions } from './fragments-list.tsx';
import { DELETE_FRAGMENT_MUTATION, PRICE_SCHEME_FRAGMENTS_QUERY } from './pricing.queries.ts';

const RESULTS_HEADING_ID = 'fragments-results';

export function FragmentsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'pricing.write');
  const { reportMutation } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const { data, previousData, loading, error, refetch } = useQuery(PRICE_SCHEME_FRAGMENTS_QUERY, {
    variables: { pageQuery: pageQueryOf(paging) },
  });
  const [deleteFragment, deleteState] = useMutation(DELETE_FRAGMENT_MUTATION);
  const [editing, setEditing] = useState<FragmentView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FragmentView | null>(null);
  const connection = (data ?? previousData)?.priceSchemeFragments;
  const fragments = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  async function remove(fragment: FragmentView) {
    const result = await reportMutation(deleteFragment({ variables: { id: fragment.id } }), {
      success: `${fragment.name} was deleted.`,
    });
    setDeleting(null);
    if (result) await refetch();
  }

  const actions: FragmentActions | null = canWrite
    ? { onEdit: setEditing, onDelete: setDeleting }
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
        <Typography variant="h1">Price scheme fragments</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New fragment
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        A fragment changes product prices in several{' '}
        <Link component={RouterLink} to="/admin/price-schemes">
          price schemes
        </Link>{' '}
        at once: a sale, a weekend rate, a test-day price. Fragments apply in name order, each to
        the price the previous one left.
      </Typography>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="Fragments by name"
        summary={
          connection
            ? pagingSummary(paging, fragments.length, total, { one: 'fragment', many: 'fragments' })
            : 'Loading fragments…'
        }
        loading={loading}
        rowsName="fragments"
        errorText="The fragments could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      {fragments.length > 0 &&
        (wide ? (
          <FragmentsTable fragments={fragments} captionId={RESULTS_HEADING_ID} actions={actions} />
        ) : (
          <FragmentsCards fragments={fragments} captionId={RESULTS_HEADING_ID} actions={actions} />
        ))}

      <ListPagination
        paging={paging}
        total={total}
        rowsName="fragments"
        onChange={(next) =>
          setParams(writePaging(new URLSearchParams(params), next), { preventScrollReset: true })
        }
      />

      {editing && (
        <FragmentDialog
          fragment={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this fragment'}?`}
        confirmLabel="Delete fragment"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        The fragment stops applying to its price schemes; their effective prices go back to what the
        other fragments make them.
      </ConfirmDialog>
    </>
  );
}
