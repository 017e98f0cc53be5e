// Price schemes (Sales): every scheme by name with its canonical hourly price, its product prices
// and the effective prices after fragments. Admins (pricing.write) create, edit and delete; a
// scheme a region scheme uses is refused by the server with CONFLICT, shown in the snackbar.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PriceSchemeCard, type PriceSchemeListItem } from './price-scheme-card.tsx';
import { PriceSchemeDialog } from './price-scheme-dialog.tsx';
import { DELETE_PRICE_SCHEME_MUTATION, PRICE_SCHEMES_QUERY } from './pricing.queries.ts';

const RESULTS_HEADING_ID = 'price-schemes-results';

export function PriceSchemesPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'pricing.write');
  const { reportMutation } = useSnackbar();
  const { data, previousData, loading, error, refetch } = useQuery(PRICE_SCHEMES_QUERY);
  const [deleteScheme, deleteState] = useMutation(DELETE_PRICE_SCHEME_MUTATION);
  const [editing, setEditing] = useState<PriceSchemeListItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PriceSchemeListItem | null>(null);
  const schemes = (data ?? previousData)?.priceSchemes ?? [];
  const count = schemes.length;

  async function remove(scheme: PriceSchemeListItem) {
    const result = await reportMutation(deleteScheme({ variables: { id: scheme.id } }), {
      success: `${scheme.name} was deleted.`,
    });
    setDeleting(null);
    if (result) await refetch();
  }

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
        <Typography variant="h1">Price schemes</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New price scheme
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        A price scheme is the price list a super region sells at. The effective price is the
        scheme&apos;s price after the{' '}
        <Link component={RouterLink} to="/admin/price-scheme-fragments">
          price scheme fragments
        </Link>{' '}
        that apply to it, in name order.
      </Typography>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="All price schemes"
        summary={
          data || previousData
            ? count === 0
              ? 'No price schemes yet.'
              : `${count} ${count === 1 ? 'price scheme' : 'price schemes'}, by name.`
            : 'Loading price schemes…'
        }
        loading={loading}
        rowsName="price schemes"
        errorText="The price schemes could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      {schemes.map((scheme) => (
        <PriceSchemeCard
          key={scheme.id}
          scheme={scheme}
          onEdit={canWrite ? () => setEditing(scheme) : null}
          onDelete={canWrite ? () => setDeleting(scheme) : null}
        />
      ))}

      {editing && (
        <PriceSchemeDialog
          scheme={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this price scheme'}?`}
        confirmLabel="Delete price scheme"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        The scheme and its product prices are removed, and fragments stop applying to it. A scheme a
        super region still uses cannot be deleted.
      </ConfirmDialog>
    </>
  );
}
