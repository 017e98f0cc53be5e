// Adds or changes a content block. The fields follow the layout: a title needs a heading; an image
// needs its address and alt text; a video an https address and a title for screen readers; two
// columns need text or an image each. The server checks again and names any field it refuses.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { describeFieldProblem, focusFirstInvalid } from '../../ui/field-errors.ts';
import { LAYOUT_LABELS, type BlockLayout, type EditorBlock } from './course-content-types.ts';
import { ImageField } from './image-field.tsx';

const TITLE_ID = 'lecture-part-dialog';

export type BlockDraft = Omit<EditorBlock, 'columns'> & {
  columns: { text: string; imageUrl: string; imageAlt: string }[];
};

const emptyColumn = () => ({ text: '', imageUrl: '', imageAlt: '' });

export function emptyDraft(): BlockDraft {
  return {
    heading: '',
    text: '',
    imageUrl: '',
    imageAlt: '',
    caption: '',
    videoUrl: '',
    videoTitle: '',
    columns: [emptyColumn(), emptyColumn()],
  };
}

export function PartDialog(props: {
  courseId: string;
  layout: BlockLayout;
  initial: BlockDraft;
  isNew: boolean;
  onSubmit: (draft: BlockDraft) => Promise<Record<string, string> | null>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<BlockDraft>(props.initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { layout } = props;

  const set = (key: keyof Omit<BlockDraft, 'columns'>) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setColumn = (index: number, key: 'text' | 'imageUrl' | 'imageAlt') => (value: string) =>
    setDraft((current) => ({
      ...current,
      columns: current.columns.map((column, at) =>
        at === index ? { ...column, [key]: value } : column,
      ),
    }));
  const error = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  const text = (
    key: keyof Omit<BlockDraft, 'columns'>,
    label: string,
    options: { required?: boolean; multiline?: boolean; help?: string } = {},
  ) => (
    <TextField
      fullWidth
      label={label}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      value={draft[key]}
      onChange={(event) => set(key)(event.target.value)}
      error={Boolean(problems[`content.${key}`])}
      helperText={error(`content.${key}`, label) ?? options.help}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const errors = await props.onSubmit(draft);
    setBusy(false);
    if (errors) {
      setProblems(errors);
      focusFirstInvalid(formRef.current);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={TITLE_ID} component="h2">
          {props.isNew ? 'Add' : 'Edit'} {LAYOUT_LABELS[layout].toLowerCase()} block
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {text('heading', 'Heading', {
              required: layout === 'title',
              help: layout === 'title' ? undefined : 'Optional.',
            })}
            {layout === 'title' && text('text', 'Text', { multiline: true, help: 'Optional.' })}
            {layout === 'singleImage' && (
              <>
                <ImageField
                  courseId={props.courseId}
                  label="Image"
                  value={draft.imageUrl}
                  error={error('content.imageUrl', 'Image')}
                  onChange={set('imageUrl')}
                />
                {text('imageAlt', 'Alt text', {
                  required: true,
                  help: 'What the image shows, for those who cannot see it.',
                })}
                {text('caption', 'Caption', { help: 'Optional.' })}
              </>
            )}
            {layout === 'singleVideo' && (
              <>
                {text('videoUrl', 'Video address', {
                  required: true,
                  help: 'An https address: YouTube, Vimeo or a video file.',
                })}
                {text('videoTitle', 'Video title', {
                  required: true,
                  help: 'Names the video for screen readers.',
                })}
                {text('caption', 'Caption', { help: 'Optional.' })}
              </>
            )}
            {layout === 'twoColumn' &&
              draft.columns.map((column, index) => {
                const path = `content.columns.${index}`;
                const name = index === 0 ? 'Left column' : 'Right column';
                return (
                  <Stack key={index} spacing={1.5} component="fieldset" sx={{ border: 0, p: 0 }}>
                    <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                      {name}
                    </Typography>
                    <TextField
                      fullWidth
                      multiline
                      minRows={3}
                      label={`${name} text`}
                      value={column.text}
                      onChange={(event) => setColumn(index, 'text')(event.target.value)}
                      error={Boolean(problems[`${path}.text`])}
                      helperText={error(`${path}.text`, 'The column') ?? 'Text and/or an image.'}
                    />
                    <ImageField
                      courseId={props.courseId}
                      label={`${name} image`}
                      value={column.imageUrl}
                      error={error(`${path}.imageUrl`, 'Image')}
                      onChange={setColumn(index, 'imageUrl')}
                    />
                    {column.imageUrl && (
                      <TextField
                        fullWidth
                        required
                        label={`${name} image alt text`}
                        value={column.imageAlt}
                        onChange={(event) => setColumn(index, 'imageAlt')(event.target.value)}
                        error={Boolean(problems[`${path}.imageAlt`])}
                        helperText={error(`${path}.imageAlt`, 'Alt text')}
                      />
                    )}
                  </Stack>
                );
              })}
            {problems['content.columns'] && (
              <Typography role="alert" color="error">
                {describeFieldProblem('Columns', problems['content.columns'])}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {props.isNew ? 'Add block' : 'Save block'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
