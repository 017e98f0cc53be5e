// State configs (Places): one row per state with what the school offers there, its
// late-cancellation policy and its behind-the-wheel certificate. Admins (stateConfigs.write) add
// and edit; everyone else reads.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../domain/currency.ts';
import { can } from '../../../domain/permissions.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { countOf, ListResults } from '../../ui/list-results.tsx';
import { RecordTable, useWideScreen } from '../../ui/record-table.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { StateConfigView } from './state-config-form.ts';
import { FLAG_LABELS, type StateFlag } from './state-flags.ts';
import { CERTIFICATE_TYPES_QUERY } from '../certificates/certificates.queries.ts';
import { STATE_CONFIGS_QUERY } from './state-configs.queries.ts';

// The form and its rules load when the dialog opens, not with the list.
const StateConfigDialog = lazyDialog(
  () => import('./state-config-dialog.tsx'),
  'StateConfigDialog',
);

const offers = (config: StateConfigView) =>
  (Object.keys(FLAG_LABELS) as StateFlag[])
    .filter((flag) => config[flag])
    .map((flag) => FLAG_LABELS[flag])
    .join(', ') || 'None';

const lateCancellation = (config: StateConfigView) =>
  `Within ${config.lateCancellationWindowHours} h; ${
    config.lateCancellationFeeCents > 0
      ? `fee ${formatCents(config.lateCancellationFeeCents)}`
      : 'no fee'
  }`;

export function StateConfigsPage() {
  const wide = useWideScreen();
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'stateConfigs.write');
  const list = useQuery(STATE_CONFIGS_QUERY);
  const certificateTypes = useQuery(CERTIFICATE_TYPES_QUERY).data?.certificateTypes ?? [];
  const editing = useEditing<StateConfigView>(list.refetch);
  const configs = list.data?.stateConfigs ?? [];
  const btwCertificate = (config: StateConfigView) => {
    const id = config.behindTheWheelCertificateTypeId;
    if (!id) return 'None';
    return certificateTypes.find((type) => type.id === id)?.label ?? '…';
  };
  const edit = (config: StateConfigView) => (
    <RowActions
      name={config.longName}
      actions={[{ label: 'Edit', look: 'main', onClick: () => editing.open(config) }]}
    />
  );

  return (
    <>
      <ListPageHeader
        title="State configs"
        description="What the school offers in each state, when a student's cancellation counts as late (48 hours and no fee unless a state says otherwise), and which certificate a student gets for the state's behind-the-wheel hours."
        create={canWrite && { label: 'New state config', onClick: () => editing.open('new') }}
      />
      <ListResults
        heading="States"
        noun={{ one: 'state config', many: 'state configs' }}
        query={list}
        rows={list.data && configs}
        summary={`${countOf(configs.length, { one: 'state', many: 'states' })} configured`}
      >
        {wide ? (
          <RecordTable
            rows={configs}
            columns={[
              { label: 'State', cell: (config) => config.state, sx: { fontWeight: 600 } },
              { label: 'Name', cell: (config) => config.longName },
              { label: 'Offers', cell: offers },
              { label: 'Late cancellation', cell: lateCancellation },
              { label: 'Behind-the-wheel certificate', cell: btwCertificate },
              { label: 'CMS id', cell: (config) => config.cmsId ?? '—' },
              canWrite && { label: 'Actions', cell: edit },
            ]}
          />
        ) : (
          <CardList>
            {configs.map((config) => (
              <RecordCard
                key={config.id}
                title={`${config.longName} (${config.state})`}
                actions={canWrite && <Box sx={{ mt: 1 }}>{edit(config)}</Box>}
              >
                <Typography variant="body2">Offers: {offers(config)}</Typography>
                <Typography variant="body2">
                  Late cancellation: {lateCancellation(config)}
                </Typography>
                <Typography variant="body2">
                  Behind-the-wheel certificate: {btwCertificate(config)}
                </Typography>
              </RecordCard>
            ))}
          </CardList>
        )}
      </ListResults>
      {editing.dialog((config, handlers) => (
        <StateConfigDialog
          config={config}
          takenStates={configs.map((entry) => entry.state)}
          certificateTypes={certificateTypes}
          {...handlers}
        />
      ))}
    </>
  );
}
