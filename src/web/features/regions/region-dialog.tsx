// Edit a region: its name and its super region (which decides its state and prices). The outline
// is redrawn on the map; the region's state is its super region's and is not edited here.
import { useMutation, useQuery } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { SUPER_REGION_OPTIONS_QUERY, UPDATE_REGION_MUTATION } from './regions.queries.ts';

export interface EditedRegion {
  id: string;
  name: string;
  state: string;
  superRegion: { id: string; name: string };
}

export function RegionDialog(props: {
  region: EditedRegion;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [name, setName] = useState(props.region.name);
  const [superRegionId, setSuperRegionId] = useState(props.region.superRegion.id);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [update, updateState] = useMutation(UPDATE_REGION_MUTATION);
  const options = useQuery(SUPER_REGION_OPTIONS_QUERY);
  // Until the choices arrive, the region's own super region is the only one offered.
  const superRegions = options.data?.superRegions ?? [
    { ...props.region.superRegion, state: props.region.state },
  ];
  const formRef = useRef<HTMLFormElement>(null);
  const busy = updateState.loading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'is required';
    if (!superRegionId) found.superRegionId = 'is required';
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const saved = await reportMutation(
      withFieldErrors(
        update({ variables: { input: { id: props.region.id, name: name.trim(), superRegionId } } }),
        (errors) => {
          setProblems(errors);
          focusFirstInvalid(formRef.current);
        },
      ),
      { success: `${name.trim()} was saved.` },
    );
    if (saved) props.onSaved();
  }

  return (
    <FormDialog
      title={`Edit ${props.region.name}`}
      busy={busy}
      onClose={props.onClose}
      onSubmit={submit}
      formRef={formRef}
      canSubmit={!options.loading}
    >
      <TextField
        label="Name"
        required
        size="small"
        value={name}
        disabled={busy}
        error={Boolean(problems.name)}
        helperText={problems.name ? describeFieldProblem('The name', problems.name) : undefined}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label="Super region"
        required
        size="small"
        value={superRegionId}
        disabled={busy}
        error={Boolean(problems.superRegionId)}
        helperText={
          problems.superRegionId
            ? describeFieldProblem('The super region', problems.superRegionId)
            : 'Decides the state and the prices of places in this region.'
        }
        onChange={(event) => setSuperRegionId(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {superRegions.map((superRegion) => (
          <option key={superRegion.id} value={superRegion.id}>
            {superRegion.name} ({superRegion.state})
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
