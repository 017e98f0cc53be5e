// Legal and permissions: whether an observer may ride along and private lessons are approved,
// where the contract stands, and whether the student transferred in (SPEC §4 enumerations).
// Editable with `students.write`; read-only (the same controls, disabled) otherwise.
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { can } from '../../../../domain/permissions.ts';
import {
  LEGAL_FORM_STATUSES,
  TRANSFER_STATUSES,
  TRANSFER_TYPES,
} from '../../../../domain/student-legal-status.ts';
import type { StudentDetails } from '../students.queries.ts';
import { useSnackbar } from '../../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../../admin-shell/staff-user.ts';
import { legalFormValues, toLegalInput, type LegalFormValues } from '../legal-form.ts';
import {
  LEGAL_FORM_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from '../student-labels.ts';
import { UPDATE_STUDENT_MUTATION } from '../students.queries.ts';
import { TabHeading } from './tab-heading.tsx';

export function LegalTab(props: { student: StudentDetails; onSaved: () => Promise<unknown> }) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'students.write');
  const { reportMutation } = useSnackbar();
  const saved = legalFormValues(props.student);
  const [values, setValues] = useState<LegalFormValues>(saved);
  const [updateStudent, { loading }] = useMutation(UPDATE_STUDENT_MUTATION);
  const input = toLegalInput(props.student.id, saved, values);
  const disabled = !canWrite || loading;
  const set = (patch: Partial<LegalFormValues>) => setValues({ ...values, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!input) return;
    const result = await reportMutation(updateStudent({ variables: { input } }), {
      success: 'Legal and permissions saved.',
    });
    if (result) await props.onSaved();
  }

  return (
    <>
      <TabHeading
        id="tab-heading-legal"
        title="Legal & permissions"
        intro={
          canWrite
            ? 'Changes are recorded in the change log and the audit log.'
            : 'Your role can read these settings; a manager can change them.'
        }
      />
      <Box
        component="form"
        aria-labelledby="tab-heading-legal"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}
      >
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.observerApproved}
                disabled={disabled}
                onChange={(event) => set({ observerApproved: event.target.checked })}
              />
            }
            label="Observer approved (another student may ride along)"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={values.privateApproved}
                disabled={disabled}
                onChange={(event) => set({ privateApproved: event.target.checked })}
              />
            }
            label="Private lessons approved"
          />
        </FormGroup>
        <TextField
          select
          label="Contract"
          size="small"
          value={values.contractStatus}
          disabled={disabled}
          onChange={(event) =>
            set({ contractStatus: event.target.value as LegalFormValues['contractStatus'] })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {LEGAL_FORM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEGAL_FORM_STATUS_LABELS[status]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Transfer student"
          size="small"
          value={values.transferStatus}
          disabled={disabled}
          onChange={(event) =>
            set({ transferStatus: event.target.value as LegalFormValues['transferStatus'] })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TRANSFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TRANSFER_STATUS_LABELS[status]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Transfer type"
          size="small"
          value={values.transferType ?? ''}
          disabled={disabled}
          helperText="What the student brings from the previous school."
          onChange={(event) =>
            set({ transferType: (event.target.value || null) as LegalFormValues['transferType'] })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {/* The server cannot clear a transfer type, so "Not set" is only there while unset. */}
          {saved.transferType === null && <option value="">Not set</option>}
          {TRANSFER_TYPES.map((type) => (
            <option key={type} value={type}>
              {TRANSFER_TYPE_LABELS[type]}
            </option>
          ))}
        </TextField>
        {canWrite && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={!input || loading}>
              {loading ? 'Saving…' : 'Save'}
            </Button>
            <Button disabled={!input || loading} onClick={() => setValues(saved)}>
              Undo changes
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}
