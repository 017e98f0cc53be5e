// Edit an article: title, search description, body (the Markdown subset the page renders) and
// publication. The server checks the whole article; its field messages land under the fields.
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState, type FormEvent } from 'react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import { UPDATE_ARTICLE_MUTATION } from './licensing-guides-admin.queries.ts';

const TITLE_ID = 'article-dialog-title';

export interface ArticleView {
  id: string;
  slug: string;
  title: string;
  description: string;
  body: string;
  isPublished: boolean;
}

export function ArticleDialog(props: {
  article: ArticleView;
  onClose: () => void;
  onSaved: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState(() => ({ ...props.article }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [update, { loading: busy }] = useMutation(UPDATE_ARTICLE_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.title.trim()) found['title'] = 'is required';
    if (!values.description.trim()) found['description'] = 'is required';
    if (!values.body.trim()) found['body'] = 'is required';
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const input = {
      title: values.title,
      description: values.description,
      body: values.body,
      isPublished: values.isPublished,
    };
    const saved = await reportMutation(
      withFieldErrors(update({ variables: { id: props.article.id, input } }), (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      }),
      { success: 'The article was saved.' },
    );
    if (saved) props.onSaved();
  }

  // A field's message goes as soon as the field changes; the next save checks it again.
  const edit = (field: 'title' | 'description' | 'body', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };

  const problem = (path: string, label: string) =>
    problems[path] ? describeFieldProblem(label, problems[path]) : undefined;

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={TITLE_ID} component="h2">
          Edit article
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label="Title"
            required
            size="small"
            value={values.title}
            disabled={busy}
            error={Boolean(problems['title'])}
            helperText={problem('title', 'The title')}
            onChange={(event) => edit('title', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            label="Description for search engines"
            required
            size="small"
            multiline
            value={values.description}
            disabled={busy}
            error={Boolean(problems['description'])}
            helperText={problem('description', 'The description') ?? 'One or two sentences.'}
            onChange={(event) => edit('description', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            label="Body"
            required
            multiline
            minRows={12}
            value={values.body}
            disabled={busy}
            error={Boolean(problems['body'])}
            helperText={
              problem('body', 'The body') ??
              'A blank line starts a paragraph. "## " starts a heading, "- " a list item, [text](/path) makes a link.'
            }
            onChange={(event) => edit('body', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 30000 } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={values.isPublished}
                disabled={busy}
                onChange={(event) => setValues({ ...values, isPublished: event.target.checked })}
              />
            }
            label="Published on the site"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
