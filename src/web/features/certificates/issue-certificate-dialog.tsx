// Issue a certificate to a student: choose the type (the next number of its range is taken on the
// server) and, to mail the printed copy, a shipping speed. One idempotency key per open dialog,
// so a double submit or a retry after a lost answer issues one certificate.
import { useMutation, useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { SHIPPING_SPEEDS, type ShippingSpeed } from '../../../domain/certificates/shipping.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { SHIPPING_SPEED_LABELS } from './certificate-labels.ts';
import { CERTIFICATE_TYPES_QUERY, PUT_CERTIFICATE_MUTATION } from './certificates.queries.ts';

export function IssueCertificateDialog(props: {
  studentId: string;
  studentName: string;
  onClose: () => void;
  onIssued: () => void;
}) {
  const { reportMutation, showMessage } = useSnackbar();
  const types = useQuery(CERTIFICATE_TYPES_QUERY);
  const [certTypeId, setCertTypeId] = useState('');
  const [speed, setSpeed] = useState<ShippingSpeed | ''>('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [putCertificate, { loading: busy }] = useMutation(PUT_CERTIFICATE_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!certTypeId) {
      setProblems({ certTypeId: 'is required' });
      return focusFirstInvalid(formRef.current);
    }
    setProblems({});
    const input = {
      studentId: props.studentId,
      certTypeId,
      shippingSpeed: speed || null,
      idempotencyKey,
    };
    const issued = await reportMutation(
      withFieldErrors(putCertificate({ variables: { input } }), (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      }),
    );
    const number = issued?.data?.putCertificate.certificate.certNumber;
    if (!number) return;
    showMessage(`Certificate ${number} issued to ${props.studentName}.`, 'success');
    props.onIssued();
  }

  const available = types.data?.certificateTypes ?? [];
  return (
    <FormDialog
      title={`Issue a certificate to ${props.studentName}`}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel="Issue certificate"
    >
      <TextField
        select
        label="Certificate type"
        required
        size="small"
        value={certTypeId}
        disabled={busy || types.loading}
        error={Boolean(problems['certTypeId'])}
        helperText={
          problems['certTypeId']
            ? describeFieldProblem('The certificate type', problems['certTypeId'])
            : 'The next number of its range is given to this certificate.'
        }
        onChange={(event) => {
          setProblems({});
          setCertTypeId(event.target.value);
        }}
      >
        {available.map((type) => (
          <MenuItem key={type.id} value={type.id} disabled={type.remaining === 0}>
            {type.label} ({type.usStateId}, {type.prefix}…)
            {type.remaining === 0 ? ' — no numbers left' : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Mail the printed certificate"
        size="small"
        value={speed}
        disabled={busy}
        error={Boolean(problems['shippingSpeed'])}
        helperText={
          problems['shippingSpeed']
            ? describeFieldProblem('The shipping speed', problems['shippingSpeed'])
            : 'A shipping order joins the fulfilment queue.'
        }
        onChange={(event) => setSpeed(event.target.value as ShippingSpeed | '')}
      >
        <MenuItem value="">Do not mail</MenuItem>
        {SHIPPING_SPEEDS.map((value) => (
          <MenuItem key={value} value={value}>
            {SHIPPING_SPEED_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
