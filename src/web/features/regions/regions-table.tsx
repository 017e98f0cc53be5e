// Every region in a table, paged by first and after (SPEC §7), for keyboard and screen-reader
// users and anyone who wants the list rather than the map. Admins may edit (name, super region)
// and delete a region here.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { formatCents } from '../../../domain/currency.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { RegionDialog, type EditedRegion } from './region-dialog.tsx';
import { DELETE_REGION_MUTATION, REGIONS_QUERY } from './regions.queries.ts';

const PAGE_SIZE = 40;
const HEADING_ID = 'regions-results';

export function RegionsTable(props: {
  /** Price per minute by region id, from the map's data (null: not known). */
  prices: ReadonlyMap<string, number | null>;
  canWrite: boolean;
  onChanged: () => void;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { reportMutation } = useSnackbar();
  // Cursors of the pages visited so far: the first page has none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(REGIONS_QUERY, {
    variables: { first: PAGE_SIZE, after },
  });
  const [deleteRegion, deleteState] = useMutation(DELETE_REGION_MUTATION);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [editing, setEditing] = useState<EditedRegion | null>(null);
  const connection = (data ?? previousData)?.regions;
  const regions = connection?.edges.map((edge) => edge.node) ?? [];
  const first = (cursors.length - 1) * PAGE_SIZE + 1;

  async function remove(region: { id: string; name: string }) {
    const result = await reportMutation(deleteRegion({ variables: { id: region.id } }), {
      success: `${region.name} was deleted.`,
    });
    setDeleting(null);
    if (result) {
      setCursors([null]);
      props.onChanged();
      await refetch();
    }
  }

  const price = (id: string) => {
    const cents = props.prices.get(id);
    return typeof cents === 'number' ? `${formatCents(cents)}/min` : 'Not priced';
  };

  return (
    <>
      <ListResultsStatus
        headingId={HEADING_ID}
        heading="All regions"
        summary={
          connection
            ? connection.totalCount === 0
              ? 'No regions yet.'
              : `Showing ${first}–${first + regions.length - 1} of ${connection.totalCount} regions.`
            : 'Loading regions…'
        }
        loading={loading}
        rowsName="regions"
        errorText="The regions could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      {regions.length > 0 && !wide && (
        <Box
          component="ul"
          aria-labelledby={HEADING_ID}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {regions.map((region) => (
            <Paper component="li" key={region.id} variant="outlined" sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{region.name}</Typography>
              <Typography variant="body2">
                {region.superRegion.name} ({region.state}) · {price(region.id)}
              </Typography>
              {props.canWrite && (
                <RegionActions
                  name={region.name}
                  card
                  onEdit={() => setEditing(region)}
                  onDelete={() => setDeleting(region)}
                />
              )}
            </Paper>
          ))}
        </Box>
      )}
      {regions.length > 0 && wide && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby={HEADING_ID}>
            <TableHead>
              <TableRow>
                <TableCell>Region</TableCell>
                <TableCell>Super region</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Price per minute</TableCell>
                {props.canWrite && <TableCell>Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {regions.map((region) => (
                <TableRow key={region.id}>
                  <TableCell sx={{ fontWeight: 600 }}>{region.name}</TableCell>
                  <TableCell>{region.superRegion.name}</TableCell>
                  <TableCell>{region.state}</TableCell>
                  <TableCell>{price(region.id)}</TableCell>
                  {props.canWrite && (
                    <TableCell>
                      <RegionActions
                        name={region.name}
                        onEdit={() => setEditing(region)}
                        onDelete={() => setDeleting(region)}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box component="nav" aria-label="Regions pages" sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </Button>
        <Button
          disabled={!connection?.pageInfo.hasNextPage}
          onClick={() =>
            connection?.pageInfo.endCursor &&
            setCursors([...cursors, connection.pageInfo.endCursor])
          }
        >
          Next page
        </Button>
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this region'}?`}
        confirmLabel="Delete region"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        Addresses inside it will no longer find a region (and a price) until another region covers
        them.
      </ConfirmDialog>
      {editing && (
        <RegionDialog
          region={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            // The map's colours and prices follow the super region: the page reloads both.
            props.onChanged();
          }}
        />
      )}
    </>
  );
}

/** Edit and Delete of one region, named for it; on a card the Edit button is outlined. */
function RegionActions(props: {
  name: string;
  card?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: props.card ? 1 : 0 }}>
      <Button
        size="small"
        variant={props.card ? 'outlined' : 'text'}
        onClick={props.onEdit}
        aria-label={`Edit ${props.name}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        onClick={props.onDelete}
        aria-label={`Delete ${props.name}`}
      >
        Delete
      </Button>
    </Box>
  );
}
