// The certificate types: label, state, prefix and number range, with how many numbers are left.
// Admins add and edit them; a range can grow but not shrink past issued numbers (the server says
// which bound under the field).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCertificateNumber } from '../../../domain/certificates/certificate-number.ts';
import { can } from '../../../domain/permissions.ts';
import type { CertificateTypesQuery } from '../../gql/graphql.ts';
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
  const [editing, setEditing] = useState<CertificateTypeView | 'new' | null>(null);

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
          <Button variant="contained" onClick={() => setEditing('new')}>
            New certificate type
          </Button>
        )}
      </Box>
      {props.types.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {props.loading ? 'Loading certificate types…' : 'No certificate type yet.'}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={HEADING_ID}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {props.types.map((type) => (
            <Paper
              component="li"
              key={type.id}
              variant="outlined"
              sx={{
                p: 2,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {type.label} ({type.usStateId})
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatCertificateNumber(type.prefix, type.valMin, type.valMax)} to{' '}
                  {formatCertificateNumber(type.prefix, type.valMax, type.valMax)} ·{' '}
                  {type.remaining.toLocaleString('en-US')} left
                  {type.lastIssued !== null &&
                    ` · last issued ${formatCertificateNumber(type.prefix, type.lastIssued, type.valMax)}`}
                </Typography>
              </Box>
              {canWrite && (
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={`Edit ${type.label} (${type.usStateId})`}
                  onClick={() => setEditing(type)}
                >
                  Edit
                </Button>
              )}
            </Paper>
          ))}
        </Box>
      )}
      {editing && (
        <CertificateTypeDialog
          type={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            props.onChanged();
          }}
        />
      )}
    </Box>
  );
}
