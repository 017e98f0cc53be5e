// Metros (Places): metro areas grouping landing pages of one state, each with a public page that
// lists its published pages. A metro that still has pages cannot be deleted.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { MetroDialog, type MetroView } from './metro-dialog.tsx';
import { DELETE_METRO_MUTATION, LANDING_PAGES_ADMIN_QUERY } from './landing-pages-admin.queries.ts';
import { CardList, EditDeleteButtons } from '../../ui/card-list.tsx';

const HEADING_ID = 'metros-results';

export function MetrosAdminPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'landingPages.write');
  const { reportMutation } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(LANDING_PAGES_ADMIN_QUERY);
  const [deleteMetro, deleteState] = useMutation(DELETE_METRO_MUTATION);
  const [editing, setEditing] = useState<MetroView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MetroView | null>(null);
  const metros = data?.metros ?? [];
  const pages = data?.locationLandingPages.nodes ?? [];
  const pageName = (id: string) => pages.find((page) => page.id === id)?.name ?? 'Unknown page';

  async function remove(metro: MetroView) {
    const result = await reportMutation(deleteMetro({ variables: { id: metro.id } }), {
      success: `${metro.name} was deleted.`,
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
        <Typography variant="h1">Metros</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New metro
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Metro areas and the landing pages they group. A published metro has a public page listing
        its published landing pages.
      </Typography>
      <ListResultsStatus
        headingId={HEADING_ID}
        heading="All metros"
        summary={
          data ? `${metros.length} ${metros.length === 1 ? 'metro' : 'metros'}` : 'Loading metros…'
        }
        loading={loading}
        rowsName="metros"
        errorText="The metros could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <CardList labelledBy={HEADING_ID}>
        {metros.map((metro) => (
          <Paper component="li" key={metro.id} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {metro.name} ({metro.state})
            </Typography>
            <Typography variant="body2">
              {metro.isPublished ? (
                <Link href={metro.path}>{metro.path}</Link>
              ) : (
                <span>{metro.path} (not published)</span>
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {metro.locationLandingPageIds.length === 0
                ? 'No landing pages'
                : metro.locationLandingPageIds.map(pageName).join(', ')}
            </Typography>
            {canWrite && (
              <EditDeleteButtons
                name={metro.name}
                onEdit={() => setEditing(metro)}
                onDelete={() => setDeleting(metro)}
              />
            )}
          </Paper>
        ))}
      </CardList>
      {editing && (
        <MetroDialog
          metro={editing === 'new' ? null : editing}
          pages={pages}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this metro'}?`}
        confirmLabel="Delete metro"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        The metro and its public page are removed for good. A metro that still has landing pages
        cannot be deleted: take them off first.
      </ConfirmDialog>
    </>
  );
}
