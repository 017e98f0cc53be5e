// Super regions (Places): every super region with the price scheme it sells at. Admins
// (regions.write) add, edit and delete super regions and pick each one's scheme right in the list.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { CardList, EditDeleteButtons } from '../../ui/card-list.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useListAction } from '../../ui/use-list-action.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import type { SuperRegionView } from './super-region-form.ts';
import {
  DELETE_SUPER_REGION_MUTATION,
  REGION_SCHEMES_QUERY,
  UPDATE_REGION_SCHEME_MUTATION,
} from './regions.queries.ts';

// The form and its rules load when the dialog opens, not with the list.
const SuperRegionDialog = lazyDialog(
  () => import('./super-region-dialog.tsx'),
  'SuperRegionDialog',
);

export function SuperRegionsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'regions.write');
  const list = useQuery(REGION_SCHEMES_QUERY);
  const rows = list.data?.regionSchemes ?? [];
  const schemes = list.data?.priceSchemeChoices ?? [];
  const [updateScheme, schemeState] = useMutation(UPDATE_REGION_SCHEME_MUTATION);
  const act = useListAction(list.refetch);
  const editing = useEditing<SuperRegionView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'super region',
    nameOf: (superRegion: SuperRegionView) => superRegion.name,
    mutation: DELETE_SUPER_REGION_MUTATION,
    explanation:
      'Only a super region without regions and parking hubs can be deleted; its price scheme choice goes with it.',
    onDeleted: list.refetch,
  });

  function chooseScheme(superRegion: SuperRegionView, priceSchemeId: string) {
    const name = schemes.find((scheme) => scheme.id === priceSchemeId)?.name;
    return act(
      updateScheme({
        variables: { superRegionId: superRegion.id, priceSchemeId: priceSchemeId || null },
      }),
      name
        ? `${superRegion.name} now sells at ${name}.`
        : `${superRegion.name} has no price scheme now.`,
    );
  }

  return (
    <>
      <ListPageHeader
        title="Super regions"
        description="Groups of regions in one state. The price scheme of a super region sets the prices of every region in it."
        create={canWrite && { label: 'New super region', onClick: () => editing.open('new') }}
      />
      <ListResults
        heading="Super regions and their price schemes"
        noun={{ one: 'super region', many: 'super regions' }}
        query={list}
        rows={list.data && rows}
      >
        <CardList single>
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
                      <Link
                        href={superRegion.googleBusinessPageUrl}
                        target="_blank"
                        rel="noreferrer"
                      >
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
                <EditDeleteButtons
                  side
                  name={superRegion.name}
                  onEdit={() => editing.open(superRegion)}
                  onDelete={() => deletion.ask(superRegion)}
                />
              )}
            </Paper>
          ))}
        </CardList>
      </ListResults>
      {editing.dialog((superRegion, handlers) => (
        <SuperRegionDialog superRegion={superRegion} {...handlers} />
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
