// Transfer an expiration (`ledger.adjust`): the products that expired go to another student with a
// new expiry date, instead of back to this one (that is "void"). The expiration is then settled.
import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { endOfDay, inOneYear, today } from './form-values.ts';
import { expiredProductsText, type LedgerEntryView } from './ledger-entry-view.ts';
import { TRANSFER_EXPIRATION_MUTATION } from './ledger.queries.ts';
import { MoneyDialog } from './money-dialog.tsx';
import { NoteField } from './money-fields.tsx';
import { StudentPicker, type PickedStudent } from './student-picker.tsx';
import { useMoneyAction, type LedgerActionContext } from './use-money-action.ts';

export function TransferExpirationDialog(props: {
  context: LedgerActionContext;
  expiration: LedgerEntryView;
}) {
  const { context, expiration } = props;
  const action = useMoneyAction(context);
  const [transfer] = useMutation(TRANSFER_EXPIRATION_MUTATION);
  const [receiver, setReceiver] = useState<PickedStudent | null>(null);
  const [expiresOn, setExpiresOn] = useState(() => inOneYear());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = (name: string) => errors[name] ?? action.problem?.fields[name];

  const submit = () => {
    const found: Record<string, string> = {};
    if (!receiver) found['toStudentId'] = 'Choose the student who receives the products.';
    const expiresAt = endOfDay(expiresOn);
    if (!expiresAt) found['expiresAt'] = 'Enter the new expiry day.';
    else if (expiresOn < today()) found['expiresAt'] = 'The new expiry day cannot be in the past.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !receiver || !expiresAt) return;
    void action.submit(
      async (write) =>
        (
          await transfer({
            variables: {
              input: {
                ...write,
                fromStudentId: context.studentId,
                toStudentId: receiver.id,
                expirationId: expiration.id,
                expiresAt,
                note: note.trim() || null,
              },
            },
          })
        ).data?.transferExpiration,
      `Expired products transferred to ${receiver.name}.`,
    );
  };

  const expired = expiredProductsText(expiration);

  return (
    <MoneyDialog
      title="Transfer expired products"
      submitLabel="Transfer"
      pending={action.pending}
      problem={action.problem}
      onClose={context.close}
      onSubmit={submit}
    >
      <Typography>
        What expired on {formatDate(expiration.createdAt, DATE_TIME_FORMAT)}
        {expired ? ` (${expired})` : ''} goes to another student, with a new expiry date.
      </Typography>
      <StudentPicker
        label="Student who receives them"
        excludeId={context.studentId}
        value={receiver}
        onChange={setReceiver}
        error={fieldError('toStudentId')}
      />
      <TextField
        type="date"
        label="New expiry date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
        required
        error={Boolean(fieldError('expiresAt'))}
        helperText={fieldError('expiresAt') ?? 'At the end of that day, Pacific time.'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
      />
      <NoteField value={note} onChange={setNote} />
    </MoneyDialog>
  );
}
