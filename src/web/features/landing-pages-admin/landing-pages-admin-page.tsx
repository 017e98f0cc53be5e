// Location landing pages (Places): every page with its address and state; Admin and
// RegionalManager (landingPages.write) create, edit, publish, revalidate and delete them.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LandingPageDialog } from './landing-page-dialog.tsx';
import type { LandingPageView } from './landing-page-form.ts';
import {
  DELETE_LANDING_PAGE_MUTATION,
  LANDING_PAGES_ADMIN_QUERY,
  REVALIDATE_LANDING_PAGE_MUTATION,
  UPDATE_LANDING_PAGE_MUTATION,
} from './landing-pages-admin.queries.ts';
import { CardList } from '../../ui/card-list.tsx';

const HEADING_ID = 'landing-pages-results';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function LandingPagesAdminPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'landingPages.write');
  const { reportMutation } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(LANDING_PAGES_ADMIN_QUERY);
  const [deletePage, deleteState] = useMutation(DELETE_LANDING_PAGE_MUTATION);
  const [revalidate] = useMutation(REVALIDATE_LANDING_PAGE_MUTATION);
  const [update] = useMutation(UPDATE_LANDING_PAGE_MUTATION);
  const [editing, setEditing] = useState<LandingPageView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LandingPageView | null>(null);
  const pages = data?.locationLandingPages.nodes ?? [];
  const total = data?.locationLandingPages.totalCount ?? 0;

  async function remove(page: LandingPageView) {
    const result = await reportMutation(deletePage({ variables: { id: page.id } }), {
      success: `${page.name} was deleted.`,
    });
    setDeleting(null);
    if (result) await refetch();
  }

  async function publish(page: LandingPageView, isPublished: boolean) {
    const result = await reportMutation(
      update({ variables: { id: page.id, input: { isPublished } } }),
      { success: `${page.name} is ${isPublished ? 'published' : 'unpublished'}.` },
    );
    if (result) await refetch();
  }

  async function refresh(page: LandingPageView) {
    const result = await reportMutation(revalidate({ variables: { id: page.id } }), {
      success: `${page.name} will be rebuilt on its next visit.`,
    });
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
        <Typography variant="h1">Landing pages</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            New landing page
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        The public page of each area: its prices, meeting points, instructors and offers. Only
        published pages are on the site.
      </Typography>
      <ListResultsStatus
        headingId={HEADING_ID}
        heading="All landing pages"
        summary={
          data
            ? `${total} ${total === 1 ? 'landing page' : 'landing pages'}${total > pages.length ? ` (the first ${pages.length} shown)` : ''}`
            : 'Loading landing pages…'
        }
        loading={loading}
        rowsName="landing pages"
        errorText="The landing pages could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <CardList labelledBy={HEADING_ID}>
        {pages.map((page) => (
          <Paper component="li" key={page.id} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {page.name} ({page.state})
            </Typography>
            <Typography variant="body2">{page.centerAddress}</Typography>
            <Typography variant="body2">
              {page.isPublished ? (
                <Link href={page.path}>{page.path}</Link>
              ) : (
                <span>{page.path} (not published)</span>
              )}
            </Typography>
            {page.lastRevalidatedAt && (
              <Typography variant="body2" color="text.secondary">
                Last revalidated {when(page.lastRevalidatedAt)}
              </Typography>
            )}
            {canWrite && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={page.isPublished}
                      onChange={(event) => void publish(page, event.target.checked)}
                    />
                  }
                  label={`Published: ${page.name}`}
                  slotProps={{ typography: { variant: 'body2' } }}
                />
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setEditing(page)}
                  aria-label={`Edit ${page.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  onClick={() => void refresh(page)}
                  aria-label={`Revalidate ${page.name}`}
                >
                  Revalidate
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(page)}
                  aria-label={`Delete ${page.name}`}
                >
                  Delete
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </CardList>
      {editing && data && (
        <LandingPageDialog
          page={editing === 'new' ? null : editing}
          hubs={data.parkingHubs
            .slice(0, 100)
            .map((hub) => ({ id: hub.id, name: hub.name, state: hub.superRegion.state }))}
          metros={data.metros}
          regions={data.regions.edges.map((edge) => edge.node)}
          priceSchemes={data.priceSchemes}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this landing page'}?`}
        confirmLabel="Delete landing page"
        busy={deleteState.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        The page leaves the site and its metro for good.
      </ConfirmDialog>
    </>
  );
}
