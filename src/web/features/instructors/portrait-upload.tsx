// Choose a portrait, see it before saving, then PUT the raw image to the portrait endpoint (the
// server checks the type by its bytes and the 2,000,000-byte limit and answers in the API's
// error shape; src/web/lib/image-upload.ts, shared with lecture images). Removing it is a DELETE.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { imageFileProblem } from '../../../domain/image-type.ts';
import { IMAGE_ACCEPT, imageBody, sendToImageEndpoint } from '../../lib/image-upload.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';

const send = (url: string, init: RequestInit) => sendToImageEndpoint(url, init).then(() => {});

export function PortraitUpload(props: {
  instructorId: string;
  current: string | null;
  onChanged: () => void;
}) {
  const { reportMutation } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `/api/instructors/${props.instructorId}/portrait`;

  useEffect(() => {
    if (!file) return setPreview(null);
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  function choose(chosen: File | undefined) {
    setProblem(null);
    if (!chosen) return setFile(null);
    const problem = imageFileProblem(chosen);
    if (problem) {
      setFile(null);
      return setProblem(problem);
    }
    setFile(chosen);
  }

  async function run(work: Promise<void>, success: string) {
    setBusy(true);
    const done = await reportMutation(
      work.then(() => true),
      { success },
    );
    setBusy(false);
    if (done) {
      setFile(null);
      props.onChanged();
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Portrait
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Avatar
          src={preview ?? props.current ?? undefined}
          alt={preview ? 'Preview of the new portrait' : 'Current portrait'}
          sx={{ width: 64, height: 64 }}
        />
        <Button component="label" variant="outlined" size="small" disabled={busy}>
          Choose image
          <input
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label="Portrait image"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
        {file && (
          <Button
            variant="contained"
            size="small"
            disabled={busy}
            onClick={() => void run(send(url, imageBody(file, 'PUT')), 'The portrait was saved.')}
          >
            Upload portrait
          </Button>
        )}
        {props.current && !file && (
          <Button
            color="error"
            size="small"
            disabled={busy}
            onClick={() => void run(send(url, { method: 'DELETE' }), 'The portrait was removed.')}
          >
            Remove portrait
          </Button>
        )}
      </Stack>
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
