// The instructor reference page: links grouped by category. Admins add and remove links.
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { can } from '../../../domain/permissions.ts';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  DELETE_REFERENCE_MUTATION,
  PUT_REFERENCE_MUTATION,
  REFERENCE_QUERY,
} from './instructors.queries.ts';

const EMPTY = { url: '', label: '', category: '', subLabel: '' };

export function InstructorReferencePage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'instructorReferences.write');
  const { reportMutation } = useSnackbar();
  const { data, loading, error, refetch } = useQuery(REFERENCE_QUERY);
  const [put, putState] = useMutation(PUT_REFERENCE_MUTATION);
  const [remove] = useMutation(DELETE_REFERENCE_MUTATION);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const links = data?.reference ?? [];
  const categories = [...new Set(links.map((link) => link.category))];

  async function add(event: FormEvent) {
    event.preventDefault();
    const done = await reportMutation(
      withFieldErrors(put({ variables: { input: values } }), (errors) => {
        setProblems(errors);
        focusFirstInvalid(formRef.current);
      }),
      { success: `${values.label.trim()} was added.` },
    );
    if (done) {
      setValues(EMPTY);
      setProblems({});
      void refetch();
    }
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Instructor reference
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Handbooks, forms and state rules instructors keep at hand.
      </Typography>
      {error && <Typography role="alert">The links could not be loaded.</Typography>}
      {loading && !data && <Typography role="status">Loading the links…</Typography>}
      {!loading && links.length === 0 && <Typography>No links yet.</Typography>}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}
      >
        {categories.map((category) => (
          <Paper
            key={category}
            component="section"
            variant="outlined"
            aria-label={category}
            sx={{ p: 2 }}
          >
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {category}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {links
                .filter((link) => link.category === category)
                .map((link) => (
                  <Box
                    component="li"
                    key={link.id}
                    sx={{
                      listStyle: 'none',
                      display: 'flex',
                      gap: 1,
                      alignItems: 'baseline',
                      mb: 1,
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Link href={link.url} target="_blank" rel="noreferrer">
                        {link.label}
                      </Link>
                      {link.subLabel && (
                        <Typography variant="body2" color="text.secondary">
                          {link.subLabel}
                        </Typography>
                      )}
                    </Box>
                    {canWrite && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Remove ${link.label}`}
                        onClick={() =>
                          void reportMutation(remove({ variables: { id: link.id } }), {
                            success: `${link.label} was removed.`,
                          }).then(() => refetch())
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Box>
                ))}
            </Box>
          </Paper>
        ))}
      </Box>
      {canWrite && (
        <Paper
          component="form"
          ref={formRef}
          variant="outlined"
          aria-label="Add a link"
          onSubmit={(event) => void add(event)}
          noValidate
          sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.25rem', gridColumn: '1 / -1' }}>
            Add a link
          </Typography>
          {(
            [
              ['label', 'Label'],
              ['url', 'Address (https://…)'],
              ['category', 'Category'],
              ['subLabel', 'Note'],
            ] as const
          ).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              size="small"
              required={key !== 'subLabel'}
              value={values[key]}
              error={Boolean(problems[key])}
              helperText={problems[key] && describeFieldProblem(label, problems[key])}
              onChange={(event) =>
                setValues((current) => ({ ...current, [key]: event.target.value }))
              }
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={putState.loading}>
              Add link
            </Button>
          </Box>
        </Paper>
      )}
    </>
  );
}
