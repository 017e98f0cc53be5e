// The form beside the map while a region is drawn: how to draw, the corners so far, the region's
// name and super region, and Save (createRegion with the closed polygon).
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Position } from '../../../domain/geo/geometry.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, withFieldErrors } from '../../ui/field-errors.ts';
import { draftPolygon, draftProblem } from './region-draft.ts';
import { CREATE_REGION_MUTATION } from './regions.queries.ts';

export function RegionDrawPanel(props: {
  corners: readonly Position[];
  superRegions: readonly { id: string; name: string; state: string }[];
  onUndo: () => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [name, setName] = useState('');
  const [superRegionId, setSuperRegionId] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [createRegion, createState] = useMutation(CREATE_REGION_MUTATION);
  const shapeProblem = draftProblem(props.corners);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'is required';
    if (!superRegionId) found.superRegionId = 'is required';
    setProblems(found);
    const geometry = draftPolygon(props.corners);
    if (Object.keys(found).length > 0 || shapeProblem || !geometry) return;
    const result = await reportMutation(
      withFieldErrors(
        createRegion({ variables: { input: { name: name.trim(), superRegionId, geometry } } }),
        setProblems,
      ),
      { success: `${name.trim()} was saved.` },
    );
    if (result) props.onSaved();
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby="draw-region-heading"
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <Typography id="draw-region-heading" component="h2" variant="h6">
        Draw a region
      </Typography>
      <Typography variant="body2">
        Click the map at each corner of the area, in order around it. The outline closes by itself.
      </Typography>
      <Typography variant="body2" role="status" aria-live="polite">
        {props.corners.length} {props.corners.length === 1 ? 'corner' : 'corners'}.{' '}
        {shapeProblem ?? 'Ready to save.'}
      </Typography>
      {problems.geometry && (
        <Typography variant="body2" color="error">
          {describeFieldProblem('The shape', problems.geometry)}
        </Typography>
      )}
      <TextField
        label="Region name"
        required
        size="small"
        value={name}
        disabled={createState.loading}
        error={Boolean(problems.name)}
        helperText={problems.name ? describeFieldProblem('Region name', problems.name) : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        select
        label="Super region"
        required
        size="small"
        value={superRegionId}
        disabled={createState.loading}
        error={Boolean(problems.superRegionId)}
        helperText={
          problems.superRegionId
            ? describeFieldProblem('Super region', problems.superRegionId)
            : undefined
        }
        onChange={(event) => setSuperRegionId(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a super region</option>
        {props.superRegions.map((superRegion) => (
          <option key={superRegion.id} value={superRegion.id}>
            {superRegion.name} ({superRegion.state})
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={createState.loading || shapeProblem !== null}
        >
          Save region
        </Button>
        <Button onClick={props.onUndo} disabled={props.corners.length === 0 || createState.loading}>
          Undo last corner
        </Button>
        <Button onClick={props.onCancel} disabled={createState.loading}>
          Cancel
        </Button>
      </Box>
    </Paper>
  );
}
