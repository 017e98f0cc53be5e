// An image for a content block: upload a JPEG, PNG or WebP file (at most 2,000,000 bytes, checked
// here and again by the server) or paste an https address. A clear message says why a file was
// refused; the uploaded image's address fills the field.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { imageFileProblem } from '../../../domain/image-type.ts';
import { IMAGE_ACCEPT, imageBody, sendToImageEndpoint } from '../../lib/image-upload.ts';

export function ImageField(props: {
  courseId: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (url: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = useId();

  async function upload(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setBusy(true);
    try {
      const answer = (await sendToImageEndpoint(
        `/api/lecture-images?courseId=${encodeURIComponent(props.courseId)}`,
        imageBody(file, 'POST'),
      )) as { url: string };
      props.onChange(answer.url);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The image could not be uploaded.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          fullWidth
          sx={{ flex: '1 1 16rem' }}
          label={props.label}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          error={Boolean(props.error)}
          helperText={props.error ?? 'Upload an image, or paste an https address.'}
        />
        <Button component="label" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
          {busy ? 'Uploading…' : 'Upload image'}
          <input
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label={`Upload ${props.label.toLowerCase()}`}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {problem && (
        <Typography id={problemId} role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
      {props.value && !props.error && (
        <Box
          component="img"
          src={props.value}
          alt=""
          sx={{ maxWidth: 160, maxHeight: 100, objectFit: 'contain', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
