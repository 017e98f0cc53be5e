// Feature flags (Operations): every flag with its value; Admin creates, switches booleans in
// place, edits text and numbers in a dialog, and deletes. Everyone's client reads the flags
// through useFeatureFlag (src/web/lib/feature-flags.ts); changes are in the audit log.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FeatureFlagsQuery } from '../../lib/feature-flags.ts';
import { CardList, editAndDelete, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { useConfirmedDelete } from '../../ui/confirmed-delete.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { RecordTable, useWideScreen } from '../../ui/record-table.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { FEATURE_FLAG_TYPE_LABELS as TYPE_LABELS } from '../../../domain/feature-flags.ts';
import {
  DELETE_FEATURE_FLAG_MUTATION,
  SET_FEATURE_FLAG_MUTATION,
  type FlagView,
} from './feature-flags.queries.ts';

const FeatureFlagDialog = lazyDialog(
  () => import('./feature-flag-dialog.tsx'),
  'FeatureFlagDialog',
);

export function FeatureFlagsPage() {
  const wide = useWideScreen();
  const { reportMutation } = useSnackbar();
  // The same query as the hook: this screen is always fresh, other screens reuse the cache.
  const query = useQuery(FeatureFlagsQuery, { fetchPolicy: 'cache-and-network' });
  const [setFlag] = useMutation(SET_FEATURE_FLAG_MUTATION);
  const [deleteFlag] = useMutation(DELETE_FEATURE_FLAG_MUTATION, {
    refetchQueries: [FeatureFlagsQuery],
  });
  const editing = useEditing<FlagView>(query.refetch);
  const deletion = useConfirmedDelete({
    what: 'flag',
    nameOf: (flag: FlagView) => flag.key,
    remove: (flag) => deleteFlag({ variables: { key: flag.key } }),
    explanation: 'Pages that read this flag go back to their built-in default.',
    onDeleted: () => undefined,
  });
  const flags = query.data?.featureFlags;

  const toggle = (flag: FlagView, on: boolean) =>
    reportMutation(setFlag({ variables: { key: flag.key, value: String(on) } }), {
      success: `${flag.key} is ${on ? 'on' : 'off'}.`,
    });

  const valueControl = (flag: FlagView) =>
    flag.type === 'boolean' ? (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Switch
          checked={flag.value === 'true'}
          onChange={(event) => void toggle(flag, event.target.checked)}
          slotProps={{ input: { 'aria-label': `${flag.key} on` } }}
        />
        <span aria-hidden>{flag.value === 'true' ? 'On' : 'Off'}</span>
      </Box>
    ) : (
      <Box component="span" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {flag.value === '' ? <em>(empty)</em> : flag.value}
      </Box>
    );

  const actions = (flag: FlagView, sx?: { mt?: number; flexWrap?: 'nowrap' }) => (
    <RowActions
      name={flag.key}
      sx={sx}
      actions={editAndDelete(
        () => editing.open(flag),
        () => deletion.ask(flag),
      )}
    />
  );

  return (
    <>
      <ListPageHeader
        title="Feature flags"
        description="Switches and settings that change the product without a release. Every page reads them, also before sign-in; each change is kept in the audit log."
        create={{ label: 'New flag', onClick: () => editing.open('new') }}
      />
      <ListResults
        noun={{ one: 'flag', many: 'flags' }}
        query={query}
        rows={flags}
        empty="No feature flags yet. Code that reads one uses its own default."
      >
        {flags &&
          (wide ? (
            <RecordTable
              rows={flags}
              rowHeader
              columns={[
                { label: 'Key', cell: (flag) => flag.key, sx: { fontFamily: 'monospace' } },
                { label: 'Type', cell: (flag) => TYPE_LABELS[flag.type] },
                { label: 'Value', cell: valueControl },
                { label: 'Description', cell: (flag) => flag.description },
                { label: 'Actions', cell: (flag) => actions(flag, { flexWrap: 'nowrap' }) },
              ]}
            />
          ) : (
            <CardList single>
              {flags.map((flag) => (
                <RecordCard
                  key={flag.id}
                  title={
                    <Box
                      component="span"
                      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                    >
                      {flag.key}
                    </Box>
                  }
                  actions={actions(flag, { mt: 1 })}
                >
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {TYPE_LABELS[flag.type]}
                    {flag.description ? ` · ${flag.description}` : ''}
                  </Typography>
                  {valueControl(flag)}
                </RecordCard>
              ))}
            </CardList>
          ))}
      </ListResults>
      {editing.dialog((flag, handlers) => (
        <FeatureFlagDialog flag={flag} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
