// The certificate types: label, state, prefix and number range, with how many numbers are left.
// Admins add and edit them; a range can grow but not shrink past issued numbers (the server says
// which bound under the field).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatCertificateNumber } from '../../../domain/certificates/certificate-number.ts';
import { can } from '../../../domain/permissions.ts';
import type { CertificateTypesQuery } from '../../gql/graphql.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { CertificateTypeDialog } from './certificate-type-dialog.tsx';

const HEADING_ID = 'certificate-types-heading';

export type CertificateTypeView = CertificateTypesQuery['certificateTypes'][number];

export function CertificateTypesSection(props: {
  types: readonly CertificateTypeView[];
  loading: boolean;
  onChanged: () => void;
}) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'certificateTypes.write');
  const editing = useEditing<CertificateTypeView>(props.onChanged);

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Certificate types
        </Typography>
        {canWrite && (
          <Button variant="contained" onClick={() => editing.open('new')}>
            New certificate type
          </Button>
        )}
      </Box>
      {props.types.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {props.loading ? 'Loading certificate types…' : 'No certificate type yet.'}
        </Typography>
      ) : (
        <CardList labelledBy={HEADING_ID} single>
          {props.types.map((type) => (
            <RecordCard
              key={type.id}
              side
              title={`${type.label} (${type.usStateId})`}
              actions={
                canWrite && (
                  <RowActions
                    name={`${type.label} (${type.usStateId})`}
                    actions={[{ label: 'Edit', look: 'main', onClick: () => editing.open(type) }]}
                  />
                )
              }
            >
              <Typography variant="body2" color="text.secondary">
                {formatCertificateNumber(type.prefix, type.valMin, type.valMax)} to{' '}
                {formatCertificateNumber(type.prefix, type.valMax, type.valMax)} ·{' '}
                {type.remaining.toLocaleString('en-US')} left
                {type.lastIssued !== null &&
                  ` · last issued ${formatCertificateNumber(type.prefix, type.lastIssued, type.valMax)}`}
              </Typography>
            </RecordCard>
          ))}
        </CardList>
      )}
      {editing.dialog((type, handlers) => (
        <CertificateTypeDialog type={type} {...handlers} />
      ))}
    </Box>
  );
}
