// Super regions (Places): every super region with the price scheme it sells at. Admins
// (regions.write) add, edit and delete super regions and pick each one's scheme right in the list.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useEditing } from '../../ui/use-editing.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { useConfirmedDelete } from '../../ui/confirmed-delete.tsx';
import type { SuperRegionView } from './super-region-form.ts';
import {
  DELETE_SUPER_REGION_MUTATION,
  REGION_SCHEMES_QUERY,
  UPDATE_REGION_SCHEME_MUTATION,
} from './regions.queries.ts';

// The form and its rules load when the dialog opens, not with the list.
const SuperRegionDialog = lazy(() =>
  import('./super-region-dialog.tsx').then((module) => ({ default: module.SuperRegionDialog })),
);

const HEADING_ID = 'super-regions-results';

export function SuperRegionsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'regions.write');
  const { reportMutation } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(REGION_SCHEMES_QUERY);
  const [updateScheme, schemeState] = useMutation(UPDATE_REGION_SCHEME_MUTATION);
  const [deleteSuperRegion] = useMutation(DELETE_SUPER_REGION_MUTATION);
  const editing = useEditing<SuperRegionView>(refetch);
  const rows = data?.regionSchemes ?? [];
  const schemes = data?.priceSchemeChoices ?? [];

  async function chooseScheme(superRegion: SuperRegionView, priceSchemeId: string) {
    const name = schemes.find((scheme) => scheme.id === priceSchemeId)?.name;
    const result = await reportMutation(
      updateScheme({
        variables: { superRegionId: superRegion.id, priceSchemeId: priceSchemeId || null },
      }),
      {
        success: name
          ? `${superRegion.name} now sells at ${name}.`
          : `${superRegion.name} has no price scheme now.`,
      },
    );
    if (result) await refetch();
  }

  const deletion = useConfirmedDelete({
    what: 'super region',
    nameOf: (superRegion: SuperRegionView) => superRegion.name,
    remove: (superRegion) => deleteSuperRegion({ variables: { id: superRegion.id } }),
    explanation:
      'Only a super region without regions and parking hubs can be deleted; its price scheme choice goes with it.',
    onDeleted: refetch,
  });

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
        <Typography variant="h1">Super regions</Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => editing.open('new')}>
            New super region
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Groups of regions in one state. The price scheme of a super region sets the prices of every
        region in it.
      </Typography>

      <ListResultsStatus
        headingId={HEADING_ID}
        heading="Super regions and their price schemes"
        summary={
          data
            ? `${rows.length} ${rows.length === 1 ? 'super region' : 'super regions'}`
            : 'Loading super regions…'
        }
        loading={loading}
        rowsName="super regions"
        errorText="The super regions could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      <Box
        component="ul"
        aria-labelledby={HEADING_ID}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map(({ superRegion, priceScheme }) => (
          <Paper
            component="li"
            key={superRegion.id}
            variant="outlined"
            sx={{
              p: 2,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: '2fr 2fr auto' },
              alignItems: 'center',
            }}
          >
            <Box>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {superRegion.name} ({superRegion.state})
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {superRegion.slackChannelId
                  ? `Slack ${superRegion.slackChannelId}`
                  : 'No Slack channel'}
                {superRegion.googleBusinessPageUrl && (
                  <>
                    {' · '}
                    <Link href={superRegion.googleBusinessPageUrl} target="_blank" rel="noreferrer">
                      Google Business page
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        of {superRegion.name}
                      </Box>
                    </Link>
                  </>
                )}
              </Typography>
            </Box>
            {canWrite ? (
              <TextField
                select
                label={`Price scheme of ${superRegion.name}`}
                size="small"
                value={priceScheme?.id ?? ''}
                disabled={schemeState.loading}
                onChange={(event) => void chooseScheme(superRegion, event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">No price scheme</option>
                {schemes.map((scheme) => (
                  <option key={scheme.id} value={scheme.id}>
                    {scheme.name}
                  </option>
                ))}
              </TextField>
            ) : (
              <Typography>Price scheme: {priceScheme?.name ?? 'none'}</Typography>
            )}
            {canWrite && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => editing.open(superRegion)}
                  aria-label={`Edit ${superRegion.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => deletion.ask(superRegion)}
                  aria-label={`Delete ${superRegion.name}`}
                >
                  Delete
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Box>

      {editing.dialog((item, handlers) => (
        <SuperRegionDialog
          superRegion={item}

          {...handlers}
        />
      ))}
      {deletion.dialog}
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
