// Licensing guides (Learning): pick a state and audience, then edit the guide's label, article
// and ordered steps. Every staff member reads; ClassroomManagers and Admins save. The server
// validates the whole guide and its messages land under the fields (docs/licensing-guides.md).
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import {
  audiencesOfState,
  GUIDE_AUDIENCES,
  GUIDE_STATES,
  guideAudienceLabel,
  type GuideAudience,
  type GuideState,
} from '../../../domain/licensing-guides/guide-vocabulary.ts';
import { can } from '../../../domain/permissions.ts';
import { choiceFilterOr } from '../../ui/list-address.ts';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { licensingGuidePath } from '../licensing-guides/guide-paths.ts';
import { stateName } from '../site/public-states.ts';
import { describeFieldProblem, focusFirstInvalid, withFieldErrors } from '../../ui/field-errors.ts';
import {
  addStep,
  guideFormValues,
  guideInput,
  moveStep,
  removeStep,
  type GuideFormValues,
} from './guide-form.ts';
import { GuideStepFields } from './guide-step-fields.tsx';
import {
  ADMIN_GUIDE_QUERY,
  STAFF_ARTICLES_QUERY,
  UPDATE_GUIDE_MUTATION,
} from './licensing-guides-admin.queries.ts';

// The guide shown is kept in the address (?state=tx&audience=adult), so a link opens it.
const GUIDE_FILTERS = {
  state: choiceFilterOr(GUIDE_STATES, 'ca'),
  audience: choiceFilterOr(GUIDE_AUDIENCES, 'teen'),
};

export function LicensingGuidesAdminPage() {
  const address = useListAddress(GUIDE_FILTERS);
  const { state } = address.view;
  // An audience the state has no guide for falls back to teens.
  const audience = audiencesOfState(state).includes(address.view.audience)
    ? address.view.audience
    : 'teen';
  const { data, loading, error, refetch } = useQuery(ADMIN_GUIDE_QUERY, {
    variables: { state, audience },
  });
  const articles = useQuery(STAFF_ARTICLES_QUERY).data?.staffArticles ?? [];
  const guide = data?.licensingGuide ?? null;

  return (
    <>
      <ListPageHeader
        title="Licensing guides"
        description="Each state has a guide for teens and one for adults (Texas also for parent-taught and instructor-led teens). The public page shows the steps in this order."
      />
      <ListFilters label="Choose a guide">
        <ChoiceFilter
          menuItem={MenuItem}
          label="State"
          value={state}
          values={GUIDE_STATES}
          labelOf={stateName}
          onChange={(next) => address.filter({ state: next ?? 'ca' })}
          minWidth={200}
        />
        <ChoiceFilter
          menuItem={MenuItem}
          label="Audience"
          value={audience}
          values={audiencesOfState(state)}
          labelOf={guideAudienceLabel}
          onChange={(next) => address.filter({ audience: next ?? 'teen' })}
          minWidth={240}
        />
      </ListFilters>
      {error && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          The guide could not be loaded. <Button onClick={() => void refetch()}>Try again</Button>
        </Typography>
      )}
      {loading && !data && <Typography role="status">Loading the guide…</Typography>}
      {data && (
        <GuideEditor
          // A new pair starts a fresh form.
          key={`${state}/${audience}/${guide?.id ?? 'new'}`}
          state={state}
          audience={audience}
          guide={guide}
          articles={articles}
          onSaved={() => void refetch()}
        />
      )}
    </>
  );
}

interface GuideEditorProps {
  state: GuideState;
  audience: GuideAudience;
  guide: Parameters<typeof guideFormValues>[0];
  articles: readonly { slug: string; title: string; isPublished: boolean }[];
  onSaved: () => void;
}

function GuideEditor({ state, audience, guide, articles, onSaved }: GuideEditorProps) {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'licensingGuides.write');
  const { reportMutation } = useSnackbar();
  const [values, setValues] = useState<GuideFormValues>(() => guideFormValues(guide));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [update, { loading: busy }] = useMutation(UPDATE_GUIDE_MUTATION);
  const formRef = useRef<HTMLFormElement>(null);
  const disabled = busy || !canWrite;
  const setSteps = (steps: GuideFormValues['steps']) => {
    // Row messages are keyed by position: after a move or removal they would point at another row.
    setProblems({});
    setValues((current) => ({ ...current, steps }));
  };

  // A field's message goes as soon as the field changes; the next save checks it again.
  const clear = (...paths: string[]) =>
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await reportMutation(
      withFieldErrors(
        update({ variables: { state, audience, input: guideInput(values) } }),
        (errors) => {
          setProblems(errors);
          focusFirstInvalid(formRef.current);
        },
      ),
      { success: 'The guide was saved.' },
    );
    if (saved) {
      setProblems({});
      onSaved();
    }
  }

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 880 }}
    >
      {guide && (
        <Link href={licensingGuidePath(state, audience)} variant="body2">
          Open the public page
        </Link>
      )}
      <TextField
        label="Label"
        required
        size="small"
        value={values.label}
        disabled={disabled}
        error={Boolean(problems['label'])}
        helperText={
          problems['label']
            ? describeFieldProblem('The label', problems['label'])
            : 'The heading of the public page.'
        }
        onChange={(event) => {
          setValues({ ...values, label: event.target.value });
          clear('label');
        }}
      />
      <TextField
        select
        label="Article"
        size="small"
        value={values.articleSlug}
        disabled={disabled}
        error={Boolean(problems['articleSlug'])}
        helperText={
          problems['articleSlug']
            ? describeFieldProblem('The article', problems['articleSlug'])
            : 'Shown as "Read more" when it is published.'
        }
        onChange={(event) => {
          setValues({ ...values, articleSlug: event.target.value });
          clear('articleSlug');
        }}
      >
        <MenuItem value="">No article</MenuItem>
        {articles.map((article) => (
          <MenuItem key={article.slug} value={article.slug}>
            {article.title}
            {article.isPublished ? '' : ' (not published)'}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Steps
      </Typography>
      {problems['steps'] && (
        <Typography color="error">
          {describeFieldProblem('The guide', problems['steps'])}
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {values.steps.map((step, index) => (
          <GuideStepFields
            key={step.key}
            step={step}
            index={index}
            count={values.steps.length}
            disabled={disabled}
            problems={problems}
            onChange={(patch) => {
              setValues((current) => ({
                ...current,
                steps: current.steps.map((row, at) => (at === index ? { ...row, ...patch } : row)),
              }));
              clear(...Object.keys(patch).map((field) => `steps.${index}.${field}`));
            }}
            onMove={(by) => setSteps(moveStep(values.steps, index, by))}
            onRemove={() => setSteps(removeStep(values.steps, index))}
          />
        ))}
      </Stack>
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => setSteps(addStep(values.steps))}
          >
            Add a step
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save the guide
          </Button>
        </Box>
      )}
    </Box>
  );
}
